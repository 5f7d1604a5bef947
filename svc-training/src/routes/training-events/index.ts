import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  API_CONSTANTS,
  TRAINING_MESSAGES as M,
  trainingEventAttendeeBodySchema,
  trainingEventBodySchema,
  trainingEventBookingBodySchema,
  type TrainingEventAttendeeBody,
  type TrainingEventBody,
  type TrainingEventBookingBody,
  trainingEventAttendeeEvents,
  trainingEventBookingEvents,
  trainingEventEvents,
  trainingEventPlan,
  type TrainingEventAttendeePayload,
  type TrainingEventBookingPayload,
  type TrainingEventPayload,
} from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem, ProblemError } from '@firecrest/service-kit';
import type { TrainingEvent, TrainingEventAttendee, TrainingEventBooking } from '../../models/training-event';
import { referenceKeys } from '../reference-ids';
import { checkAttendee, checkEventCapacity } from './attendee-rules';
import { checkEventBooking } from './booking-rules';
import { attendeeEvent, bookingEvent } from './entity-events';
import { checkPrerequisites } from './prerequisites';
import { autoBookConfirmed } from '../event-approvals/default-bookings';
import { checkEventFields } from './event-rules';
import { assertNotComplete, eventLockedProblem, namedEvent } from './event-state';
import { eventSearchRoute } from './search';
import { managedScopes } from '../managed-scope';
import { plannerFacets } from './planner-facets';
import { assertAttendeeRemovable } from '../event-attendance/attendee-removal';
import { fromTemplate } from './from-template';
import { templateInstructors } from './template-instructors';
import { calendarEntries } from '../../events/calendar-entries';

const { Pending, Complete, Canceled } = API_CONSTANTS.TrainingEventStatus;
const { Confirmed } = API_CONSTANTS.TrainingEventAttendeeStatus;
type EventBody = TrainingEventBody;
type AttendeeBody = TrainingEventAttendeeBody;
type BookingBody = TrainingEventBookingBody;

const trainingEventPayload = (e: TrainingEvent): TrainingEventPayload => ({
  id: e._id,
  trainingType: e.trainingType,
  course: { code: e.course.code, name: e.course.name },
  dates: e.dates.map((d) => ({ startTime: d.startTime.toISOString(), endTime: d.endTime.toISOString() })),
  ...trainingEventPlan(e),
  staffGroupId: e.staffGroupId ?? null,
  rosterId: e.rosterId ?? null,
  watchId: e.watchId ?? null,
  cancellationReasonId: e.cancellationReasonId ?? null,
  publicEvent: e.publicEvent ?? false,
  leadInstructors: e.leadInstructors ?? null,
  assistantInstructors: e.assistantInstructors ?? null,
  courseTemplateId: e.courseTemplateId ?? null,
  courseTemplateVersion: e.courseTemplateVersion ?? null,
  materials: e.materials ?? [],
  ppeResourceIds: e.ppeResourceIds ?? [],
  createdDate: e.createdDate.toISOString(),
  lastModifiedDate: e.lastModifiedDate.toISOString(),
});

/**
 * Training events with their attendees and bookings (spec §4.2): completing an event locks it and everything on it;
 * returning it to pending unlocks it; cancelling needs a comment giving the reason.
 */
export const trainingEventRoutes: FastifyPluginAsync = async (fastify) => {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, TrainingEventBooking: Bookings, ReferenceItem, Counter } = fastify.training;
  const personnel = fastify.personnelReferences;
  const scopes = managedScopes(fastify);
  const facets = plannerFacets(fastify);
  await facets.complete();
  const instructors = templateInstructors(fastify);
  const entries = calendarEntries(fastify);
  await entries.fill();
  entries.subscribe();

  async function openEvent(trainingEventId: number) {
    const event = await namedEvent(Events, trainingEventId);
    assertNotComplete(event);
    return event;
  }
  const hasRecords = async (trainingEventId: number) => (await Attendees.exists({ trainingEventId })) || (await Bookings.exists({ trainingEventId }));

  // Before the entity routes: `/training-events/search` is a static path next to `/training-events/:id`.
  await fastify.register(eventSearchRoute, { prefix: '/training-events', facets });

  // Before the event routes, so that their answers pass through them.
  fastify.addHook('preSerialization', async (request, reply, payload) => {
    await instructors.written(request, reply.statusCode, payload);
    return payload;
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    await entries.sent(request, reply.statusCode, payload);
    return payload;
  });
  await fastify.register(
    entityRoutes<TrainingEvent, EventBody, TrainingEventPayload>({
      noun: 'Training event',
      module: 'COURSES',
      model: Events,
      counters: Counter,
      events: trainingEventEvents,
      body: trainingEventBodySchema,
      toEvent: trainingEventPayload,
      scope: scopes.events,
      async prepare(given, request, existing) {
        const { body, courseTemplateId, courseTemplateVersion, materials, ppeResourceIds, instructors: named } = await fromTemplate(fastify, given, existing);
        const status: TrainingEvent['status'] = body.status ?? Pending;
        // Complete locks everything; only moving back to pending unlocks it.
        if (existing?.status === Complete && status !== Pending) throw eventLockedProblem();
        const dates = checkEventFields({ ...body, status });
        if (existing) {
          const holding = await checkEventCapacity(Attendees, existing._id, body);
          if (holding && !dates.length) throw fieldProblem('dates', M.courseDatesFirst);
        }
        await assertExisting(ReferenceItem, 'competencyIds', referenceKeys('competency', body.competencyIds ?? []));
        if (status === Canceled) await assertExisting(ReferenceItem, 'cancellationReasonId', referenceKeys('cancellationReason', [body.cancellationReasonId]));
        await personnel.locations(request, 'trainingLocationIds', body.trainingLocationIds ?? []);
        const courseName = body.course.name.trim();
        const firstDate = dates[0]?.startTime ?? null;
        const lastDate = dates.length ? new Date(Math.max(...dates.map((d) => d.endTime.getTime()))) : null;
        // Before the event is stored, so that the planner's facets always cover it (planner-facets.ts).
        await facets.note([{ courseName, firstDate, lastDate }]);
        instructors.note(request, named);
        return {
          trainingType: body.trainingType as TrainingEvent['trainingType'],
          course: { code: (body.course.code ?? '').trim().toUpperCase(), name: courseName },
          courseName,
          dates,
          firstDate,
          lastDate,
          trainingLocationIds: [...new Set(body.trainingLocationIds ?? [])],
          onStationEvent: body.onStationEvent ?? false,
          staffGroupId: body.onStationEvent ? (body.staffGroupId ?? null) : null,
          rosterId: body.onStationEvent ? (body.rosterId ?? null) : null,
          watchId: body.onStationEvent ? (body.watchId ?? null) : null,
          status,
          competencyIds: [...new Set(body.competencyIds ?? [])],
          comment: (body.comment ?? '').trim(),
          cancellationReasonId: status === Canceled ? (body.cancellationReasonId ?? null) : null,
          publicEvent: body.publicEvent ?? false,
          minPlaces: body.minPlaces ?? 0,
          maxPlaces: body.maxPlaces ?? 0,
          leadInstructors: body.leadInstructors ?? null,
          assistantInstructors: body.assistantInstructors ?? null,
          courseTemplateId,
          courseTemplateVersion,
          materials,
          ppeResourceIds,
          createdDate: existing?.createdDate ?? new Date(),
        };
      },
      async beforeDelete(event) {
        if (await hasRecords(event._id)) throw new ProblemError('conflict', 'The training event has attendees or bookings; remove them or cancel the event instead.');
      },
    }),
    { prefix: '/training-events' },
  );

  /** Attendees a request confirmed: once it has answered, their default bookings follow (when the event's settings say so). */
  const confirmedBy = new WeakMap<FastifyRequest, Pick<TrainingEventAttendee, 'trainingEventId' | 'employeeId' | 'attendeeType'>[]>();
  // Only attendee writes note confirmations (in their prepare), so the hook acts on their answers alone.
  fastify.addHook('onResponse', async (request, reply) => {
    const places = confirmedBy.get(request);
    if (!places || reply.statusCode >= 300) return;
    for (const trainingEventId of new Set(places.map((p) => p.trainingEventId))) {
      const people = await Attendees.find({ trainingEventId, $or: places.filter((p) => p.trainingEventId === trainingEventId).map(({ employeeId, attendeeType }) => ({ employeeId, attendeeType })) }).lean<TrainingEventAttendee[]>();
      autoBookConfirmed(fastify, trainingEventId, people);
    }
  });
  await fastify.register(
    entityRoutes<TrainingEventAttendee, AttendeeBody, TrainingEventAttendeePayload>({
      noun: 'Training event attendee',
      module: 'COURSES',
      model: Attendees,
      counters: Counter,
      events: trainingEventAttendeeEvents,
      body: trainingEventAttendeeBodySchema,
      toEvent: attendeeEvent,
      scope: scopes.onEvents<TrainingEventAttendee>(),
      listFilters: ['trainingEventId', 'employeeId'],
      unique: { field: 'employeeId', message: 'This employee is already on the event in that role.' },
      async prepare(body, request, existing) {
        const event = await openEvent(body.trainingEventId);
        const fields = await checkAttendee(Attendees, event, body, existing, request);
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        const move = { attendeeId: existing?._id ?? null, employeeId: body.employeeId, attendeeType: body.attendeeType, fromStatusId: existing?.statusId ?? null, toStatusId: body.statusId };
        await checkPrerequisites(fastify, request, event, { ...move, override: body.overridePrerequisites ?? false });
        if (body.statusId === Confirmed && existing?.statusId !== Confirmed) confirmedBy.set(request, [...(confirmedBy.get(request) ?? []), { trainingEventId: event._id, employeeId: body.employeeId, attendeeType: body.attendeeType as TrainingEventAttendee['attendeeType'] }]);
        return fields;
      },
      async beforeDelete(attendee) {
        await openEvent(attendee.trainingEventId);
        await assertAttendeeRemovable(fastify.training, attendee);
      },
    }),
    { prefix: '/training-event-attendees' },
  );

  await fastify.register(
    entityRoutes<TrainingEventBooking, BookingBody, TrainingEventBookingPayload>({
      noun: 'Training event booking',
      module: 'COURSES',
      model: Bookings,
      counters: Counter,
      events: trainingEventBookingEvents,
      body: trainingEventBookingBodySchema,
      toEvent: bookingEvent,
      scope: scopes.onEvents<TrainingEventBooking>(),
      listFilters: ['trainingEventId', 'employeeId'],
      async prepare(body, request, existing) {
        await openEvent(body.trainingEventId);
        const startTime = new Date(body.startTime);
        const endTime = new Date(body.endTime);
        if (endTime <= startTime) throw fieldProblem('endTime', M.startBeforeEnd);
        await personnel.employees(request, 'employeeId', [body.employeeId]);
        await checkEventBooking(Attendees, Bookings, request, { trainingEventId: body.trainingEventId, employeeId: body.employeeId, startTime, endTime }, existing?._id ?? null);
        await assertExisting(ReferenceItem, 'bookingTypeId', referenceKeys('bookingType', [body.bookingTypeId]));
        return { trainingEventId: body.trainingEventId, employeeId: body.employeeId, bookingTypeId: body.bookingTypeId, startTime, endTime };
      },
      async beforeDelete(booking) {
        await openEvent(booking.trainingEventId);
      },
    }),
    { prefix: '/training-event-bookings' },
  );
};
