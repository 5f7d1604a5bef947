import { API_CONSTANTS, problemSchema, idParams } from '@firecrest/contracts';
import { byIds, ProblemError, type RouteAccess, type TypedRoutes } from '@firecrest/service-kit';
import type { TrainingEventAttendeeView, TrainingEventBookingView, TrainingEventView } from '../../models/training-event-views';
import { cursorEnvelope, cursorPage, cursorQuerySchema } from '../../paging/cursor';
import { isoDateParam, parseIsoDate } from '../../paging/iso-date';
import { containsText, gartanIdsParam, idsParam } from '../../paging/paged-query';
import { summaries } from '../../resolve/summaries';
import type { codedRefSchema, employeeSummarySchema, locationRefSchema } from '../../resolve/summary-schemas';
import { liveById } from '../../resolve/live-by-id';
import { trainingScope } from './managed-scope';

const STATUS_NAME = Object.fromEntries(Object.entries(API_CONSTANTS.TrainingEventAttendeeStatus).map(([name, id]) => [id, name]));
const { Instructor, Delegate, Fdo } = API_CONSTANTS.TrainingEventAttendeeType;

const bookingSchema = {
  $id: 'PublicTrainingEventBooking',
  type: 'object',
  required: ['id', 'trainingEventId', 'employee', 'bookingType', 'startTime', 'endTime'],
  properties: {
    id: { type: 'integer', examples: [90211] },
    trainingEventId: { type: 'integer', examples: [5120] },
    employee: { $ref: 'EmployeeSummary#' },
    bookingType: { $ref: 'CodedRef#' },
    startTime: { type: 'string', format: 'date-time', examples: ['2026-03-02T09:00:00.000Z'] },
    endTime: { type: 'string', format: 'date-time', examples: ['2026-03-02T17:00:00.000Z'] },
  },
} as const;

const attendeeSchema = {
  $id: 'PublicTrainingEventAttendee',
  type: 'object',
  required: ['id', 'trainingEventId', 'employee', 'status', 'statusId', 'attendeeType', 'dateApplied', 'dateCancellationRequested', 'bookings'],
  properties: {
    id: { type: 'integer', examples: [30418] },
    trainingEventId: { type: 'integer', examples: [5120] },
    employee: { $ref: 'EmployeeSummary#' },
    status: { type: 'string', description: 'Name of the TrainingEventAttendeeStatus', examples: ['Confirmed'] },
    statusId: { type: 'integer', description: 'TrainingEventAttendeeStatus', examples: [2] },
    attendeeType: { type: 'integer', description: 'TrainingEventAttendeeType: Instructor=1, Delegate=2, Fdo=3', examples: [2] },
    dateApplied: { type: ['string', 'null'], format: 'date-time', examples: ['2026-02-10T08:31:00.000Z'] },
    dateCancellationRequested: { type: ['string', 'null'], format: 'date-time', examples: [null] },
    bookings: { type: 'array', items: { $ref: 'PublicTrainingEventBooking#' } },
  },
} as const;

const eventProperties = {
  id: { type: 'integer', examples: [5120] },
  trainingType: { type: 'integer', description: 'TrainingTypes: OnStationTraining=1, TrainingCentreCourse=2', examples: [2] },
  course: { type: 'object', required: ['code', 'name'], properties: { code: { type: 'string', examples: ['BA-OPR'] }, name: { type: 'string', examples: ['Breathing apparatus Operator'] } } },
  dates: {
    type: 'array',
    items: { type: 'object', required: ['startTime', 'endTime'], properties: { startTime: { type: 'string', format: 'date-time' }, endTime: { type: 'string', format: 'date-time' } } },
  },
  locations: { type: 'array', items: { $ref: 'LocationRef#' } },
  onStationEvent: { type: 'boolean', examples: [false] },
  status: { type: 'integer', description: 'TrainingEventStatus: Pending=1, Complete=2, Canceled=3', examples: [1] },
  createdDate: { type: 'string', format: 'date-time' },
  lastModifiedDate: { type: 'string', format: 'date-time' },
  delegates: { type: 'array', items: { $ref: 'PublicTrainingEventAttendee#' } },
  instructors: { type: 'array', items: { $ref: 'PublicTrainingEventAttendee#' } },
  flexiDutyOfficers: { type: 'array', items: { $ref: 'PublicTrainingEventAttendee#' } },
} as const;
const eventRequired = ['id', 'trainingType', 'course', 'dates', 'locations', 'onStationEvent', 'status', 'createdDate', 'lastModifiedDate', 'delegates', 'instructors', 'flexiDutyOfficers'];

const eventSchema = { $id: 'PublicTrainingEvent', type: 'object', required: eventRequired, properties: eventProperties } as const;
const eventDetailSchema = {
  $id: 'PublicTrainingEventDetail',
  type: 'object',
  required: [...eventRequired, 'competencies', 'comment', 'minPlaces', 'maxPlaces'],
  properties: {
    ...eventProperties,
    competencies: { type: 'array', items: { $ref: 'CodedRef#' } },
    comment: { type: 'string', examples: ['Bring full fire kit.'] },
    minPlaces: { type: 'integer', examples: [4] },
    maxPlaces: { type: 'integer', examples: [12] },
  },
} as const;

const CURSOR_MAX = 500;

const cursorQuery = cursorQuerySchema(200, CURSOR_MAX);
const eventQuery = {
  type: 'object',
  properties: {
    filterText: { type: 'string', maxLength: 200, description: 'Matches the course name' },
    fromDate: isoDateParam('Events with a date ending on or after'),
    toDate: isoDateParam('Events with a date starting on or before'),
    trainingLocationIds: idsParam('Training location ids'),
    status: { type: 'integer', enum: [1, 2, 3], description: 'TrainingEventStatus' },
    trainingType: { type: 'integer', enum: [0, 1, 2], default: 0, description: 'TrainingTypes (0: all types)' },
    modifiedAfterDate: isoDateParam('Changed after'),
    ...cursorQuery,
  },
} as const;
const attendeeQuery = {
  type: 'object',
  properties: {
    gartanIds: gartanIdsParam,
    employeeIds: idsParam('Employee ids'),
    attendeeType: { type: 'integer', enum: [1, 2, 3], description: 'TrainingEventAttendeeType' },
    fromDate: isoDateParam('Attendees of events with a date ending on or after'),
    toDate: isoDateParam('Attendees of events with a date starting on or before'),
    modifiedAfterDate: isoDateParam('Changed after'),
    ...cursorQuery,
  },
} as const;
const bookingQuery = {
  type: 'object',
  properties: {
    fromDate: isoDateParam('Bookings ending on or after'),
    toDate: isoDateParam('Bookings starting on or before'),
    gartanIds: gartanIdsParam,
    employeeIds: idsParam('Employee ids'),
    modifiedAfterDate: isoDateParam('Changed after'),
    ...cursorQuery,
  },
} as const;
const eventParams = { type: 'object', required: ['trainingEventId'], properties: { trainingEventId: { type: 'integer', minimum: 1 } } } as const;

/**
 * Training events, their attendees and bookings (spec §7.1): cursor lists ordered by id, single items, and an
 * event's attendees. Attendees come with their bookings on the event; events with their attendees by type.
 */
export const trainingEventRoutes: TypedRoutes<
  Record<never, never>,
  [typeof bookingSchema, typeof attendeeSchema, typeof eventSchema, typeof eventDetailSchema, typeof employeeSummarySchema, typeof codedRefSchema, typeof locationRefSchema, typeof problemSchema]
> = async (fastify) => {
  for (const schema of [bookingSchema, attendeeSchema, eventSchema, eventDetailSchema]) fastify.addSchema(schema);
  const { TrainingEventView: Events, TrainingEventAttendeeView: Attendees, TrainingEventBookingView: Bookings } = fastify.views;
  const names = summaries(fastify.views);
  const access = { permission: ['COURSES', 'view'] } satisfies RouteAccess;
  const scoping = trainingScope(fastify.views);
  type Scope = Awaited<ReturnType<typeof scoping.of>>;

  /** fromDate, toDate and modifiedAfterDate, parsed (400 naming the parameter when not real dates). */
  function dateFilters(q: { fromDate?: string; toDate?: string; modifiedAfterDate?: string }) {
    const from = parseIsoDate(q.fromDate, 'fromDate');
    const to = parseIsoDate(q.toDate, 'toDate', true);
    return { from, to, modifiedAfter: parseIsoDate(q.modifiedAfterDate, 'modifiedAfterDate') };
  }

  /** Restricts to employees by id and global id (both given: both must match). */
  async function employeeFilter(q: { gartanIds?: string[]; employeeIds?: number[] }, filter: Record<string, unknown>) {
    let ids = q.employeeIds?.length ? q.employeeIds : undefined;
    if (q.gartanIds?.length) {
      const byGartan = await names.employeeIdsOf(q.gartanIds);
      ids = ids ? ids.filter((id) => byGartan.includes(id)) : byGartan;
    }
    if (ids) filter.employeeId = { $in: ids };
  }

  async function bookingsOut(rows: TrainingEventBookingView[]) {
    const [employees, types] = await Promise.all([names.employees(rows.map((b) => b.employeeId)), names.references('bookingType', rows.map((b) => b.bookingTypeId))]);
    return rows.map((b) => ({
      id: b._id,
      trainingEventId: b.trainingEventId,
      employee: employees.get(b.employeeId) ?? null,
      bookingType: types.get(b.bookingTypeId) ?? null,
      startTime: b.startTime.toISOString(),
      endTime: b.endTime.toISOString(),
    }));
  }

  async function attendeesOut(rows: TrainingEventAttendeeView[]) {
    const eventIds = [...new Set(rows.map((a) => a.trainingEventId))];
    const [employees, bookings] = await Promise.all([
      names.employees(rows.map((a) => a.employeeId)),
      Bookings.find({ trainingEventId: { $in: eventIds }, employeeId: { $in: [...new Set(rows.map((a) => a.employeeId))] }, deleted: false }).sort({ _id: 1 }).lean(),
    ]);
    const bookingsOf = new Map<string, ReturnType<typeof bookingsOut> extends Promise<infer T> ? T : never>();
    for (const b of await bookingsOut(bookings)) {
      const key = `${b.trainingEventId}:${b.employee?.id}`;
      bookingsOf.set(key, [...(bookingsOf.get(key) ?? []), b]);
    }
    return rows.map((a) => ({
      id: a._id,
      trainingEventId: a.trainingEventId,
      employee: employees.get(a.employeeId) ?? null,
      status: STATUS_NAME[a.statusId] ?? '',
      statusId: a.statusId,
      attendeeType: a.attendeeType,
      dateApplied: a.dateApplied?.toISOString() ?? null,
      dateCancellationRequested: a.dateCancellationRequested?.toISOString() ?? null,
      bookings: bookingsOf.get(`${a.trainingEventId}:${a.employeeId}`) ?? [],
    }));
  }

  async function eventsOut(rows: TrainingEventView[], scope: Scope, detail = false) {
    const [locations, attendees, competencies] = await Promise.all([
      names.locations(rows.flatMap((e) => e.trainingLocationIds)),
      byIds(Attendees, rows.flatMap((e) => e.attendeeIds ?? [])).then((found) => attendeesOut(found.filter((a) => !a.deleted && (!scope || scoping.coversRecord(scope, a))).sort((a, b) => a._id - b._id))),
      detail ? names.references('competency', rows.flatMap((e) => e.competencyIds)) : Promise.resolve(new Map()),
    ]);
    const of = (eventId: number, type: number) => attendees.filter((a) => a.trainingEventId === eventId && a.attendeeType === type);
    return rows.map((e) => ({
      id: e._id,
      trainingType: e.trainingType,
      course: { code: e.course.code, name: e.course.name },
      dates: e.dates.map((d) => ({ startTime: d.startTime.toISOString(), endTime: d.endTime.toISOString() })),
      locations: e.trainingLocationIds.flatMap((id) => locations.get(id) ?? []),
      onStationEvent: e.onStationEvent,
      status: e.status,
      createdDate: e.createdDate.toISOString(),
      lastModifiedDate: e.lastModifiedDate.toISOString(),
      delegates: of(e._id, Delegate),
      instructors: of(e._id, Instructor),
      flexiDutyOfficers: of(e._id, Fdo),
      ...(detail
        ? { competencies: e.competencyIds.flatMap((id) => competencies.get(id) ?? []), comment: e.comment, minPlaces: e.minPlaces, maxPlaces: e.maxPlaces }
        : {}),
    }));
  }

  const notFound = (what: string, id: number) => new ProblemError('notFound', `${what} ${id} does not exist.`);

  fastify.get(
    '/training-events',
    {
      config: { access },
      schema: {
        tags: ['Training events'],
        summary: 'Training events, by cursor (ordered by id)',
        querystring: eventQuery,
        response: { 200: cursorEnvelope({ $ref: 'PublicTrainingEvent#' }), 400: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const q = request.query;
      const { from, to, modifiedAfter } = dateFilters(q);
      const filter: Record<string, unknown> = { deleted: false };
      if (q.filterText) filter.courseNameLower = containsText(q.filterText);
      if (from) filter.lastDate = { $gte: from };
      if (to) filter.firstDate = { $lte: to };
      if (q.trainingLocationIds?.length) filter.trainingLocationIds = { $in: q.trainingLocationIds };
      if (q.status) filter.status = q.status;
      if (q.trainingType) filter.trainingType = q.trainingType;
      if (modifiedAfter) filter.lastModifiedDate = { $gt: modifiedAfter };
      const scope = await scoping.of(request);
      if (scope) filter.$and = [await scoping.eventCondition(scope)];
      const { rows, nextCursor } = await cursorPage(Events, filter, q);
      return { data: await eventsOut(rows, scope), nextCursor };
    },
  );

  fastify.get(
    '/training-events/:id',
    { config: { access }, schema: { tags: ['Training events'], summary: 'One training event, with competencies, comment and places', params: idParams, response: { 200: { $ref: 'PublicTrainingEventDetail#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const event = await liveById(Events, request.params.id);
      const scope = await scoping.of(request);
      if (!event || (scope && !(await scoping.coversEvent(scope, event)))) throw notFound('Training event', request.params.id);
      return (await eventsOut([event], scope, true))[0];
    },
  );

  fastify.get(
    '/training-events/:trainingEventId/training-event-attendees',
    {
      config: { access },
      schema: {
        tags: ['Training event attendees'],
        summary: "A training event's attendees",
        params: eventParams,
        response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: 'PublicTrainingEventAttendee#' } } } }, 404: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const { trainingEventId } = request.params;
      const event = await liveById(Events, trainingEventId, { attendeeIds: 1, trainingLocationIds: 1 });
      const scope = await scoping.of(request);
      if (!event || (scope && !(await scoping.coversEvent(scope, event)))) throw notFound('Training event', trainingEventId);
      const attendees = (await byIds(Attendees, event.attendeeIds ?? [])).filter((a) => !a.deleted && (!scope || scoping.coversRecord(scope, a))).sort((a, b) => a._id - b._id);
      return { data: await attendeesOut(attendees) };
    },
  );

  fastify.get(
    '/training-event-attendees',
    {
      config: { access },
      schema: {
        tags: ['Training event attendees'],
        summary: 'Training event attendees, by cursor (ordered by id)',
        querystring: attendeeQuery,
        response: { 200: cursorEnvelope({ $ref: 'PublicTrainingEventAttendee#' }), 400: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const q = request.query;
      const { from, to, modifiedAfter } = dateFilters(q);
      const filter: Record<string, unknown> = { deleted: false };
      await employeeFilter(q, filter);
      if (q.attendeeType) filter.attendeeType = q.attendeeType;
      if (from) filter.eventLastDate = { $gte: from };
      if (to) filter.eventFirstDate = { $lte: to };
      if (modifiedAfter) filter.lastModifiedDate = { $gt: modifiedAfter };
      const scope = await scoping.of(request);
      if (scope) filter.$and = [scoping.recordCondition(scope)];
      const { rows, nextCursor } = await cursorPage(Attendees, filter, q);
      return { data: await attendeesOut(rows), nextCursor };
    },
  );

  fastify.get(
    '/training-event-attendees/:id',
    { config: { access }, schema: { tags: ['Training event attendees'], summary: 'One attendee', params: idParams, response: { 200: { $ref: 'PublicTrainingEventAttendee#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const attendee = await liveById(Attendees, request.params.id);
      const scope = await scoping.of(request);
      if (!attendee || (scope && !scoping.coversRecord(scope, attendee))) throw notFound('Training event attendee', request.params.id);
      return (await attendeesOut([attendee]))[0];
    },
  );

  fastify.get(
    '/training-event-bookings',
    {
      config: { access },
      schema: {
        tags: ['Training event bookings'],
        summary: 'Training event bookings, by cursor (ordered by id)',
        querystring: bookingQuery,
        response: { 200: cursorEnvelope({ $ref: 'PublicTrainingEventBooking#' }), 400: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const q = request.query;
      const { from, to, modifiedAfter } = dateFilters(q);
      const filter: Record<string, unknown> = { deleted: false };
      await employeeFilter(q, filter);
      if (from) filter.endTime = { $gte: from };
      if (to) filter.startTime = { $lte: to };
      if (modifiedAfter) filter.lastModifiedDate = { $gt: modifiedAfter };
      const scope = await scoping.of(request);
      if (scope) filter.$and = [scoping.recordCondition(scope)];
      const { rows, nextCursor } = await cursorPage(Bookings, filter, q);
      return { data: await bookingsOut(rows), nextCursor };
    },
  );

  fastify.get(
    '/training-event-bookings/:id',
    { config: { access }, schema: { tags: ['Training event bookings'], summary: 'One booking', params: idParams, response: { 200: { $ref: 'PublicTrainingEventBooking#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const booking = await liveById(Bookings, request.params.id);
      const scope = await scoping.of(request);
      if (!booking || (scope && !scoping.coversRecord(scope, booking))) throw notFound('Training event booking', request.params.id);
      return (await bookingsOut([booking]))[0];
    },
  );
};
