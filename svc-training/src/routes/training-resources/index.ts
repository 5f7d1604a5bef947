import type { FromSchema } from 'json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';
import {
  can,
  TRAINING_MESSAGES as M,
  trainingResourceBookingBodySchema,
  trainingResourceInventoryBodySchema,
  type TrainingResourceBookingBody,
  type TrainingResourceInventoryBody,
  TRAINING_RESOURCE_TYPES,
  trainingResourceBookingEvent,
  trainingResourceBookingEvents,
  trainingResourceEvents,
  trainingResourceInventoryEvent,
  trainingResourceInventoryEvents,
  type TrainingResourceBookingEvent,
  type TrainingResourceEvent,
  type TrainingResourceInventoryEvent,
} from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem, ProblemError } from '@firecrest/service-kit';
import { assertNotComplete, namedEvent } from '../training-events/event-state';
import type { TrainingResource, TrainingResourceBooking, TrainingResourceInventory } from '../../models/training-resource';
import { referenceKeys } from '../reference-ids';
import { blockedWindow, breachOf } from './breach';
import { resourceHistory } from './resource-history';

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

type InventoryBody = TrainingResourceInventoryBody;
type BookingBody = TrainingResourceBookingBody;

const resourceEvent = (r: TrainingResource): TrainingResourceEvent => ({
  id: r._id,
  name: r.name,
  notes: r.notes,
  trainingResourceTypeName: r.trainingResourceTypeName,
  lastModifiedDate: r.lastModifiedDate.toISOString(),
});

/** Training resources, their inventories, and bookings of those (a booking over the limits is kept as a breach). */
export const trainingResourceRoutes: FastifyPluginAsync = async (fastify) => {
  const { TrainingResource: Resources, TrainingResourceInventory: Inventories, TrainingResourceBooking: Bookings, TrainingEvent: Events, ReferenceItem, Counter } = fastify.training;
  const inUse = (what: string) => new ProblemError('conflict', `The ${what} is still in use; remove what refers to it first.`);

  resourceHistory(fastify, '/training-resources');
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
      body: trainingResourceInventoryBodySchema,
      toEvent: trainingResourceInventoryEvent,
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
      body: trainingResourceBookingBodySchema,
      toEvent: trainingResourceBookingEvent,
      listFilters: ['trainingResourceInventoryId', 'trainingEventId'],
      async prepare(body, request, existing) {
        const inventory = await Inventories.findById(body.trainingResourceInventoryId).lean();
        if (!inventory) throw fieldProblem('trainingResourceInventoryId', `Inventory ${body.trainingResourceInventoryId} does not exist.`);
        await assertExisting(ReferenceItem, 'bookingTypeId', referenceKeys('bookingType', [body.bookingTypeId]));
        const requested = { startDate: new Date(body.startDate), endDate: new Date(body.endDate), quantity: body.quantity };
        if (requested.endDate <= requested.startDate) throw fieldProblem('endDate', M.endAfterStart);
        const minutesBooked = (requested.endDate.getTime() - requested.startDate.getTime()) / 60_000;
        if (inventory.restrictedToHourlyBookings && minutesBooked % 60 !== 0) throw fieldProblem('endDate', M.hourlyOnly);
        const may = (module: 'BOOKING_BREACHES' | 'OVERRIDE_INVENTORY_EVENT_TYPE') => can(request.identity?.permissions, module, 'create');
        if (body.trainingEventId) {
          const event = await namedEvent(Events, body.trainingEventId);
          assertNotComplete(event);
          const validForEvent = event.onStationEvent ? inventory.availableForOnStationEvents : inventory.availableForTrainingCourses;
          if (!validForEvent && !may('OVERRIDE_INVENTORY_EVENT_TYPE')) throw fieldProblem('trainingResourceInventoryId', M.inventoryTypeInvalid);
        }
        const window = blockedWindow(inventory, requested);
        const others = existing ? { _id: { $ne: existing._id } } : {};
        const overlapping = await Bookings.find({ trainingResourceInventoryId: inventory._id, startDate: { $lt: window.to }, endDate: { $gt: window.from }, ...others }).lean();
        const forEvent = body.trainingEventId
          ? (await Bookings.find({ trainingResourceInventoryId: inventory._id, trainingEventId: body.trainingEventId, ...others }, { quantity: 1 }).lean()).reduce((sum, b) => sum + b.quantity, 0)
          : 0;
        const breach = breachOf(inventory, requested, overlapping, forEvent);
        const breachComment = body.breachComment?.trim();
        if (breach && !breachComment) {
          throw new ProblemError('validation', `${breach.message}. ${M.breachCommentRequired}.`, [breach, { field: 'breachComment', message: M.breachCommentRequired }]);
        }
        if (breach && !may('BOOKING_BREACHES')) throw new ProblemError('permissionDenied', `${breach.message}. ${M.breachRightRequired}.`);
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
          breachCreated: Boolean(breach),
          breachCreatedComment: breach ? breachComment! : null,
          breachCreatedByUsername: breach ? username : null,
        };
      },
    }),
    { prefix: '/training-resource-bookings' },
  );
};
