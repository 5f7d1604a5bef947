import type { FromSchema } from 'json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';
import {
  TRAINING_RESOURCE_TYPES,
  trainingResourceBookingEvents,
  trainingResourceEvents,
  trainingResourceInventoryEvents,
  type TrainingResourceBookingEvent,
  type TrainingResourceEvent,
  type TrainingResourceInventoryEvent,
} from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem, ProblemError } from '@firecrest/service-kit';
import type { TrainingResource, TrainingResourceBooking, TrainingResourceInventory } from '../../models/training-resource';
import { referenceKeys } from '../reference-ids';
import { blockedWindow, breachReason } from './breach';

const id = { type: 'integer', minimum: 1 } as const;
const optionalLimit = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const minutes = { type: 'integer', minimum: 0, maximum: 10_080, default: 0 } as const;

const resourceBody = {
  type: 'object',
  required: ['name', 'trainingResourceTypeName'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    notes: { type: 'string', maxLength: 2000, default: '' },
    trainingResourceTypeName: { type: 'string', enum: TRAINING_RESOURCE_TYPES },
  },
} as const;
type ResourceBody = FromSchema<typeof resourceBody>;

const inventoryBody = {
  type: 'object',
  required: ['trainingResourceId', 'name', 'quantity'],
  additionalProperties: false,
  properties: {
    trainingResourceId: id,
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    quantity: { type: 'integer', minimum: 0, maximum: 100_000 },
    maximumAllowedPerEvent: optionalLimit,
    restrictedToHourlyBookings: { type: 'boolean', default: false },
    maximumBookingMinutes: optionalLimit,
    minutesUnavailableBeforeStart: minutes,
    minutesUnavailableAfterEnd: minutes,
    availableForOnStationEvents: { type: 'boolean', default: true },
    availableForTrainingCourses: { type: 'boolean', default: true },
  },
} as const;
type InventoryBody = FromSchema<typeof inventoryBody>;

const bookingBody = {
  type: 'object',
  required: ['trainingResourceInventoryId', 'bookingTypeId', 'startDate', 'endDate', 'quantity'],
  additionalProperties: false,
  properties: {
    trainingResourceInventoryId: id,
    bookingTypeId: id,
    trainingEventId: { type: ['integer', 'null'], minimum: 1, default: null },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    quantity: { type: 'integer', minimum: 1, maximum: 100_000 },
    comment: { type: 'string', maxLength: 2000, default: '' },
    /** Required when the booking breaks the inventory's limits: the booking is then kept, marked as a breach. */
    breachComment: { type: 'string', maxLength: 2000 },
  },
} as const;
type BookingBody = FromSchema<typeof bookingBody>;

const resourceEvent = (r: TrainingResource): TrainingResourceEvent => ({
  id: r._id,
  name: r.name,
  notes: r.notes,
  trainingResourceTypeName: r.trainingResourceTypeName,
  lastModifiedDate: r.lastModifiedDate.toISOString(),
});

const inventoryEvent = (i: TrainingResourceInventory): TrainingResourceInventoryEvent => ({
  id: i._id,
  trainingResourceId: i.trainingResourceId,
  name: i.name,
  quantity: i.quantity,
  maximumAllowedPerEvent: i.maximumAllowedPerEvent,
  restrictedToHourlyBookings: i.restrictedToHourlyBookings,
  maximumBookingMinutes: i.maximumBookingMinutes,
  minutesUnavailableBeforeStart: i.minutesUnavailableBeforeStart,
  minutesUnavailableAfterEnd: i.minutesUnavailableAfterEnd,
  availableForOnStationEvents: i.availableForOnStationEvents,
  availableForTrainingCourses: i.availableForTrainingCourses,
  lastModifiedDate: i.lastModifiedDate.toISOString(),
});

const bookingEvent = (b: TrainingResourceBooking): TrainingResourceBookingEvent => ({
  id: b._id,
  trainingResourceId: b.trainingResourceId,
  trainingResourceInventoryId: b.trainingResourceInventoryId,
  bookingTypeId: b.bookingTypeId,
  trainingEventId: b.trainingEventId,
  startDate: b.startDate.toISOString(),
  endDate: b.endDate.toISOString(),
  quantity: b.quantity,
  comment: b.comment,
  createdBy: b.createdBy,
  createdDate: b.createdDate.toISOString(),
  lastModifiedBy: b.lastModifiedBy,
  lastModifiedDate: b.lastModifiedDate.toISOString(),
  breachCreated: b.breachCreated,
  breachCreatedComment: b.breachCreatedComment,
  breachCreatedByUsername: b.breachCreatedByUsername,
});

/** Training resources, their inventories, and bookings of those (a booking over the limits is kept as a breach). */
export const trainingResourceRoutes: FastifyPluginAsync = async (fastify) => {
  const { TrainingResource: Resources, TrainingResourceInventory: Inventories, TrainingResourceBooking: Bookings, TrainingEvent: Events, ReferenceItem, Counter } = fastify.training;
  const inUse = (what: string) => new ProblemError('conflict', `The ${what} is still in use; remove what refers to it first.`);

  await fastify.register(
    entityRoutes<TrainingResource, ResourceBody, TrainingResourceEvent>({
      noun: 'Training resource',
      module: 'TRAINING_RESOURCES',
      model: Resources,
      counters: Counter,
      events: trainingResourceEvents,
      body: resourceBody,
      toEvent: resourceEvent,
      async prepare(body) {
        return { name: body.name.trim(), notes: (body.notes ?? '').trim(), trainingResourceTypeName: body.trainingResourceTypeName };
      },
      async beforeDelete(resource) {
        if (await Inventories.exists({ trainingResourceId: resource._id })) throw inUse('training resource');
      },
    }),
    { prefix: '/training-resources' },
  );

  await fastify.register(
    entityRoutes<TrainingResourceInventory, InventoryBody, TrainingResourceInventoryEvent>({
      noun: 'Training resource inventory',
      module: 'TRAINING_RESOURCES',
      model: Inventories,
      counters: Counter,
      events: trainingResourceInventoryEvents,
      body: inventoryBody,
      toEvent: inventoryEvent,
      listFilters: ['trainingResourceId'],
      async prepare(body) {
        await assertExisting(Resources, 'trainingResourceId', [body.trainingResourceId]);
        return {
          trainingResourceId: body.trainingResourceId,
          name: body.name.trim(),
          quantity: body.quantity,
          maximumAllowedPerEvent: body.maximumAllowedPerEvent ?? null,
          restrictedToHourlyBookings: body.restrictedToHourlyBookings ?? false,
          maximumBookingMinutes: body.maximumBookingMinutes ?? null,
          minutesUnavailableBeforeStart: body.minutesUnavailableBeforeStart ?? 0,
          minutesUnavailableAfterEnd: body.minutesUnavailableAfterEnd ?? 0,
          availableForOnStationEvents: body.availableForOnStationEvents ?? true,
          availableForTrainingCourses: body.availableForTrainingCourses ?? true,
        };
      },
      async beforeDelete(inventory) {
        if (await Bookings.exists({ trainingResourceInventoryId: inventory._id })) throw inUse('inventory');
      },
    }),
    { prefix: '/training-resource-inventories' },
  );

  await fastify.register(
    entityRoutes<TrainingResourceBooking, BookingBody, TrainingResourceBookingEvent>({
      noun: 'Training resource booking',
      module: 'TRAINING_RESOURCES',
      model: Bookings,
      counters: Counter,
      events: trainingResourceBookingEvents,
      body: bookingBody,
      toEvent: bookingEvent,
      listFilters: ['trainingResourceInventoryId', 'trainingEventId'],
      async prepare(body, request, existing) {
        const inventory = await Inventories.findById(body.trainingResourceInventoryId).lean();
        if (!inventory) throw fieldProblem('trainingResourceInventoryId', `Inventory ${body.trainingResourceInventoryId} does not exist.`);
        await assertExisting(ReferenceItem, 'bookingTypeId', referenceKeys('bookingType', [body.bookingTypeId]));
        const requested = { startDate: new Date(body.startDate), endDate: new Date(body.endDate), quantity: body.quantity };
        if (requested.endDate <= requested.startDate) throw fieldProblem('endDate', 'The end must be after the start.');
        const minutesBooked = (requested.endDate.getTime() - requested.startDate.getTime()) / 60_000;
        if (inventory.restrictedToHourlyBookings && minutesBooked % 60 !== 0) throw fieldProblem('endDate', 'This inventory is booked by the hour: book whole hours.');
        if (body.trainingEventId) {
          const event = await Events.findById(body.trainingEventId).lean();
          if (!event) throw fieldProblem('trainingEventId', `Training event ${body.trainingEventId} does not exist.`);
          if (event.onStationEvent && !inventory.availableForOnStationEvents) throw fieldProblem('trainingEventId', 'This inventory is not available for on-station events.');
          if (!event.onStationEvent && !inventory.availableForTrainingCourses) throw fieldProblem('trainingEventId', 'This inventory is not available for training courses.');
        }
        const window = blockedWindow(inventory, requested);
        const overlapping = await Bookings.find({
          trainingResourceInventoryId: inventory._id,
          startDate: { $lt: window.to },
          endDate: { $gt: window.from },
          ...(existing ? { _id: { $ne: existing._id } } : {}),
        }).lean();
        const reason = breachReason(inventory, requested, overlapping);
        const breachComment = body.breachComment?.trim();
        if (reason && !breachComment) throw fieldProblem('breachComment', `${reason} Give a breach comment to book anyway.`);
        const username = request.identity?.username ?? 'system';
        return {
          trainingResourceId: inventory.trainingResourceId,
          trainingResourceInventoryId: inventory._id,
          bookingTypeId: body.bookingTypeId,
          trainingEventId: body.trainingEventId ?? null,
          ...requested,
          comment: (body.comment ?? '').trim(),
          createdBy: existing?.createdBy ?? username,
          createdDate: existing?.createdDate ?? new Date(),
          lastModifiedBy: username,
          breachCreated: Boolean(reason),
          breachCreatedComment: reason ? breachComment! : null,
          breachCreatedByUsername: reason ? username : null,
        };
      },
    }),
    { prefix: '/training-resource-bookings' },
  );
};
