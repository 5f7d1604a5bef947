import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_CONSTANTS, PLACE_HOLDING_STATUSES, trainingEventSearchQuerySchema, type TrainingEventSearchQuery } from '@firecrest/contracts';
import { allOf, fieldProblem, scopeOf } from '@firecrest/service-kit';
import { managedScopes } from '../managed-scope';
import type { PlannerFacets } from './planner-facets';
import { entryShown } from '../../events/calendar-entries';

const DAY = 86_400_000;
const SORT_FIELDS = { firstDate: 'firstDate', course: 'courseName', status: 'status', id: '_id' } as const;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The planner's list and calendar (§2.6 `/training-planner/rt/list`): events whose dates meet the range, of a
 * status, type, location and course, sorted and paged, each with the delegates holding a place.
 */
export const eventSearchRoute: FastifyPluginAsync<{ facets: PlannerFacets }> = async (fastify, { facets }) => {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, CalendarEntry: Entries } = fastify.training;
  const scopes = managedScopes(fastify);
  /** The query of the planner's filters (null: a course text no course name matches, so nothing can). */
  async function plannerFilter(q: TrainingEventSearchQuery, request: FastifyRequest): Promise<Record<string, unknown> | null> {
    const filter: Record<string, unknown> = {};
    const from = q.fromDate ? new Date(`${q.fromDate}T00:00:00Z`) : null;
    const to = q.toDate ? new Date(new Date(`${q.toDate}T00:00:00Z`).getTime() + DAY) : null;
    if (from && to && to <= from) throw fieldProblem('toDate', 'From date must not be after to date');
    if (to || from) filter.firstDate = { ...(to && { $lt: to }), ...(from && { $gte: new Date(from.getTime() - (await facets.longestSpanMs())) }) };
    if (from) filter.lastDate = { $gt: from };
    if (q.status) filter.status = q.status;
    if (q.trainingType) filter.trainingType = q.trainingType;
    if (q.trainingLocationId) filter.trainingLocationIds = q.trainingLocationId;
    if (q.course) {
      const names = await facets.courseNames(escapeRegex(q.course));
      if (!names.length) return null;
      filter.courseName = { $in: names };
    }
    // One flat condition with the caller's scope (FerretDB evaluates an `$and` document by document).
    const scope = scopeOf(request);
    return scope === null ? filter : allOf(filter, await scopes.events.filter(scope, request));
  }

  fastify.get<{ Querystring: TrainingEventSearchQuery }>(
    '/search',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags: ['Training event'], summary: 'Planner list: filter, sort, page', querystring: trainingEventSearchQuerySchema } },
    async (request) => {
      const q = request.query;
      const filter = await plannerFilter(q, request);
      if (!filter) return { total: 0, data: [] };
      const direction = q.descending ? -1 : 1;
      const sortBy = SORT_FIELDS[q.sortBy ?? 'firstDate'];
      const page = q.page ?? 0;
      const itemsPerPage = q.itemsPerPage ?? 20;
      const [total, rows] = await Promise.all([
        Events.countDocuments(filter),
        Events.find(filter).sort({ [sortBy]: direction, _id: direction }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      const ids = rows.map((r) => r._id);
      const delegates = ids.length
        ? await Attendees.find({ trainingEventId: { $in: ids }, attendeeType: API_CONSTANTS.TrainingEventAttendeeType.Delegate, statusId: { $in: PLACE_HOLDING_STATUSES } }, { trainingEventId: 1 }).lean()
        : [];
      const count = new Map<number, number>();
      for (const d of delegates) count.set(d.trainingEventId, (count.get(d.trainingEventId) ?? 0) + 1);
      return {
        total,
        data: rows.map((e) => ({
          id: e._id,
          trainingType: e.trainingType,
          course: e.course,
          dates: e.dates.map((d) => ({ startTime: d.startTime.toISOString(), endTime: d.endTime.toISOString() })),
          trainingLocationIds: e.trainingLocationIds,
          onStationEvent: e.onStationEvent,
          status: e.status,
          minPlaces: e.minPlaces,
          maxPlaces: e.maxPlaces,
          publicEvent: e.publicEvent ?? false,
          delegates: count.get(e._id) ?? 0,
        })),
      };
    },
  );

  // The calendar's read (issue 32): the same filters for the visible range, only what an entry shows, in date order,
  // without the count and the delegates the list needs (a month at the bench size holds thousands of events). Events
  // without dates have no calendar entry (no calendar shows them).
  fastify.get<{ Querystring: TrainingEventSearchQuery }>(
    '/calendar',
    { config: { access: { permission: ['COURSES', 'view'] } }, schema: { tags: ['Training event'], summary: 'Calendar: the events of a range (at most itemsPerPage, `more` when there are others)', querystring: trainingEventSearchQuerySchema } },
    async (request) => {
      const filter = await plannerFilter(request.query, request);
      if (!filter) return { more: false, data: [] };
      const most = request.query.itemsPerPage ?? 20;
      // From the calendar entries (calendar-entries.ts): the events' filter fields under the same names, a fraction of
      // an event to read.
      const rows = await Entries.find(filter).sort({ firstDate: 1, _id: 1 }).limit(most + 1).lean();
      return {
        more: rows.length > most,
        data: rows.slice(0, most).map(entryShown).map((e) => ({ id: e._id, trainingType: e.trainingType, course: e.course, status: e.status, dates: e.dates.map((d) => ({ startTime: d.startTime.toISOString(), endTime: d.endTime.toISOString() })) })),
      };
    },
  );
};
