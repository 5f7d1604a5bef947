import type { FastifyInstance } from 'fastify';
import { typedRoutes, type RouteAccess } from '@firecrest/service-kit';
import { TIMELINE_SOURCES } from '../../events/timeline';

const timelineQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** One record's entries (its history page): a source of TIMELINE_SOURCES and the record's id. */
    source: { type: 'string', enum: TIMELINE_SOURCES.map((s) => s.name) },
    sourceId: { type: 'integer', minimum: 1 },
    /** The entries of records in one competency program (a program's history page). */
    programId: { type: 'integer', minimum: 1 },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 200, default: 30 },
  },
} as const;

/**
 * `GET /personnel/employees/{employeeId}/timeline`: what happened to the person, newest first, paged (registered
 * inside employeeRecordRoutes, whose hook answers 404 for someone outside the caller's locations).
 */
export function timelineRoute(fastify: FastifyInstance, access: { access: RouteAccess }) {
  const Timeline = fastify.personnel.TimelineEntry;
  typedRoutes(fastify).get(
    '/:employeeId/timeline',
    {
      config: access,
      schema: { tags: ['employee timeline'], summary: 'What happened to an employee, from the owners’ events, newest first', params: { type: 'object', required: ['employeeId'], properties: { employeeId: { type: 'integer', minimum: 1 } } }, querystring: timelineQuery },
    },
    async (request) => {
      const { source, sourceId, programId, page, itemsPerPage } = request.query;
      const filter = {
        employeeId: request.params.employeeId,
        ...(source ? { source } : {}),
        ...(source && sourceId ? { sourceId } : {}),
        ...(programId ? { 'payload.competencyProgramId': programId } : {}),
      };
      const [total, rows] = await Promise.all([
        Timeline.countDocuments(filter),
        Timeline.find(filter).sort({ at: -1, _id: -1 }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      // The shape is the history's (its `username` the event's author, empty when none), so its table shows a record's changes.
      return { data: rows.map(({ _id, at, by, ...r }) => ({ id: _id, at: at.toISOString(), username: by ?? '', ...r })), total };
    },
  );
}
