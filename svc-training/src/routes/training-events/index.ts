import type { FromSchema } from 'json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_CONSTANTS,
  trainingEventAttendeeEvents,
  trainingEventBookingEvents,
  trainingEventEvents,
  type TrainingEventAttendeeEvent,
  type TrainingEventBookingEvent,
  type TrainingEventEvent,
} from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem, ProblemError } from '@firecrest/service-kit';
import type { TrainingEvent, TrainingEventAttendee, TrainingEventBooking } from '../../models/training-event';
import { referenceKeys } from '../reference-ids';

const id = { type: 'integer', minimum: 1 } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const { Pending, Complete, Canceled } = API_CONSTANTS.TrainingEventStatus;

const eventBody = {
  type: 'object',
  required: ['trainingType', 'course', 'dates'],
  additionalProperties: false,
  properties: {
    trainingType: { type: 'integer', enum: [1, 2] },
    course: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { code: { type: 'string', maxLength: 20, default: '' }, name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
    },
    dates: { type: 'array', minItems: 1, maxItems: 60, items: { type: 'object', required: ['startTime', 'endTime'], additionalProperties: false, properties: { startTime: dateTime, endTime: dateTime } } },
    trainingLocationIds: { type: 'array', maxItems: 20, items: id, default: [] },
    onStationEvent: { type: 'boolean', default: false },
    status: { type: 'integer', enum: [Pending, Complete, Canceled], default: Pending },
    competencyIds: { type: 'array', maxItems: 100, items: id, default: [] },
    comment: { type: 'string', maxLength: 2000, default: '' },
    minPlaces: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    maxPlaces: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
  },
} as const;
type EventBody = FromSchema<typeof eventBody>;

const attendeeBody = {
  type: 'object',
  required: ['trainingEventId', 'employeeId', 'attendeeType', 'statusId'],
  additionalProperties: false,
  properties: {
    trainingEventId: id,
    employeeId: id,
    attendeeType: { type: 'integer', enum: [1, 2, 3] },
    statusId: { type: 'integer', minimum: 1, maximum: 9 },
    dateApplied: { type: ['string', 'null'], format: 'date-time', default: null },
    dateCancellationRequested: { type: ['string', 'null'], format: 'date-time', default: null },
  },
} as const;
type AttendeeBody = FromSchema<typeof attendeeBody>;

const bookingBody = {
  type: 'object',
  required: ['trainingEventId', 'employeeId', 'bookingTypeId', 'startTime', 'endTime'],
  additionalProperties: false,
  properties: { trainingEventId: id, employeeId: id, bookingTypeId: id, startTime: dateTime, endTime: dateTime },
} as const;
type BookingBody = FromSchema<typeof bookingBody>;

const eventEvent = (e: TrainingEvent): TrainingEventEvent => ({
  id: e._id,
  trainingType: e.trainingType,
  course: { code: e.course.code, name: e.course.name },
  dates: e.dates.map((d) => ({ startTime: d.startTime.toISOString(), endTime: d.endTime.toISOString() })),
  trainingLocationIds: e.trainingLocationIds,
  onStationEvent: e.onStationEvent,
  status: e.status,
  competencyIds: e.competencyIds,
  comment: e.comment,
  minPlaces: e.minPlaces,
  maxPlaces: e.maxPlaces,
  createdDate: e.createdDate.toISOString(),
  lastModifiedDate: e.lastModifiedDate.toISOString(),
});

const attendeeEvent = (a: TrainingEventAttendee): TrainingEventAttendeeEvent => ({
  id: a._id,
  trainingEventId: a.trainingEventId,
  employeeId: a.employeeId,
  attendeeType: a.attendeeType,
  statusId: a.statusId,
  dateApplied: a.dateApplied?.toISOString() ?? null,
  dateCancellationRequested: a.dateCancellationRequested?.toISOString() ?? null,
  lastModifiedDate: a.lastModifiedDate.toISOString(),
});

const bookingEvent = (b: TrainingEventBooking): TrainingEventBookingEvent => ({
  id: b._id,
  trainingEventId: b.trainingEventId,
  employeeId: b.employeeId,
  bookingTypeId: b.bookingTypeId,
  startTime: b.startTime.toISOString(),
  endTime: b.endTime.toISOString(),
  lastModifiedDate: b.lastModifiedDate.toISOString(),
});

const locked = () => new ProblemError('conflict', 'The training event is complete and its data is locked; return it to pending first.');

/**
 * Training events with their attendees and bookings (spec §4.2): completing an event locks it and everything on it;
 * returning it to pending unlocks it; cancelling needs a comment giving the reason.
 */
export const trainingEventRoutes: FastifyPluginAsync = async (fastify) => {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, TrainingEventBooking: Bookings, ReferenceItem, Counter } = fastify.training;
  const personnel = fastify.personnelReferences;

  async function openEvent(trainingEventId: number) {
    const event = await Events.findById(trainingEventId).lean();
    if (!event) throw fieldProblem('trainingEventId', `Training event ${trainingEventId} does not exist.`);
    if (event.status === Complete) throw locked();
    return event;
  }
  const hasRecords = async (trainingEventId: number) => (await Attendees.exists({ trainingEventId })) || (await Bookings.exists({ trainingEventId }));

  await fastify.register(
    entityRoutes<TrainingEvent, EventBody, TrainingEventEvent>({
      noun: 'Training event',
      module: 'COURSES',
      model: Events,
      counters: Counter,
      events: trainingEventEvents,
      body: eventBody,
      toEvent: eventEvent,
      async prepare(body, request, existing) {
        const status = (body.status ?? Pending) as TrainingEvent['status'];
        if (existing?.status === Complete && status === Complete) throw locked();
        const dates = body.dates.map((d) => ({ startTime: new Date(d.startTime), endTime: new Date(d.endTime) })).sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
        body.dates.forEach((d, i) => {
          if (new Date(d.endTime) <= new Date(d.startTime)) throw fieldProblem(`dates.${i}.endTime`, 'The end time must be after the start time.');
        });
        if ((body.minPlaces ?? 0) > (body.maxPlaces ?? 0) && (body.maxPlaces ?? 0) > 0) throw fieldProblem('minPlaces', 'The minimum places exceed the maximum.');
        if (status === Canceled && !(body.comment ?? '').trim()) throw fieldProblem('comment', 'Give the reason for cancelling the event.');
        await assertExisting(ReferenceItem, 'competencyIds', referenceKeys('competency', body.competencyIds ?? []));
        await personnel.locations(request, 'trainingLocationIds', body.trainingLocationIds ?? []);
        return {
          trainingType: body.trainingType as TrainingEvent['trainingType'],
          course: { code: (body.course.code ?? '').trim().toUpperCase(), name: body.course.name.trim() },
          dates,
          trainingLocationIds: [...new Set(body.trainingLocationIds ?? [])],
          onStationEvent: body.onStationEvent ?? false,
          status,
          competencyIds: [...new Set(body.competencyIds ?? [])],
          comment: (body.comment ?? '').trim(),
          minPlaces: body.minPlaces ?? 0,
          maxPlaces: body.maxPlaces ?? 0,
          createdDate: existing?.createdDate ?? new Date(),
        };
      },
      async beforeDelete(event) {
        if (await hasRecords(event._id)) throw new ProblemError('conflict', 'The training event has attendees or bookings; remove them or cancel the event instead.');
      },
    }),
    { prefix: '/training-events' },
  );

  await fastify.register(
    entityRoutes<TrainingEventAttendee, AttendeeBody, TrainingEventAttendeeEvent>({
      noun: 'Training event attendee',
      module: 'COURSES',
      model: Attendees,
      counters: Counter,
      events: trainingEventAttendeeEvents,
      body: attendeeBody,
      toEvent: attendeeEvent,
      listFilters: ['trainingEventId', 'employeeId'],
      unique: { field: 'employeeId', message: 'This employee is already on the event in that role.' },
      async prepare(body, request) {
        await openEvent(body.trainingEventId);
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        return {
          trainingEventId: body.trainingEventId,
          employeeId: body.employeeId,
          attendeeType: body.attendeeType as TrainingEventAttendee['attendeeType'],
          statusId: body.statusId,
          dateApplied: body.dateApplied ? new Date(body.dateApplied) : null,
          dateCancellationRequested: body.dateCancellationRequested ? new Date(body.dateCancellationRequested) : null,
        };
      },
      async beforeDelete(attendee) {
        await openEvent(attendee.trainingEventId);
      },
    }),
    { prefix: '/training-event-attendees' },
  );

  await fastify.register(
    entityRoutes<TrainingEventBooking, BookingBody, TrainingEventBookingEvent>({
      noun: 'Training event booking',
      module: 'COURSES',
      model: Bookings,
      counters: Counter,
      events: trainingEventBookingEvents,
      body: bookingBody,
      toEvent: bookingEvent,
      listFilters: ['trainingEventId', 'employeeId'],
      async prepare(body, request) {
        await openEvent(body.trainingEventId);
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        await assertExisting(ReferenceItem, 'bookingTypeId', referenceKeys('bookingType', [body.bookingTypeId]));
        if (new Date(body.endTime) <= new Date(body.startTime)) throw fieldProblem('endTime', 'The end time must be after the start time.');
        return { trainingEventId: body.trainingEventId, employeeId: body.employeeId, bookingTypeId: body.bookingTypeId, startTime: new Date(body.startTime), endTime: new Date(body.endTime) };
      },
      async beforeDelete(booking) {
        await openEvent(booking.trainingEventId);
      },
    }),
    { prefix: '/training-event-bookings' },
  );
};
