import type { FastifyPluginAsync } from 'fastify';
import { EXPIRY_BANDS } from '@firecrest/contracts';
import { scopeOf } from '@firecrest/service-kit';
import { areaStatusXlsx } from './area-status-workbook';
import { locationStatus, statusRows, type StatusRow } from './status-rows';

const withinDays = { type: 'integer', enum: [...EXPIRY_BANDS], default: EXPIRY_BANDS[0] } as const;
const access = { permission: ['STATUSES', 'view'] as ['STATUSES', 'view'] };
const bandsQuery = { type: 'object', additionalProperties: false, properties: { withinDays } } as const;
const peopleQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    withinDays,
    stationId: { type: 'integer', minimum: 1 },
    competencyId: { type: 'integer', minimum: 1 },
    employeeId: { type: 'integer', minimum: 1 },
    band: { type: 'string', enum: ['expired', 'expiring', 'valid', 'none'] },
    orderBy: { type: 'string', enum: ['expiryDate', 'employee', 'startDate'], default: 'expiryDate' },
    descending: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
  },
} as const;
type PeopleQuery = { withinDays: number; stationId?: number; competencyId?: number; employeeId?: number; band?: string; orderBy: keyof typeof PEOPLE_ORDER; descending: boolean; page: number; itemsPerPage: number };

const byName = (a: StatusRow, b: StatusRow) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
/** The orders of the people list; a record without an expiry date never expires, so it comes last going forwards. */
const PEOPLE_ORDER = {
  expiryDate: (a: StatusRow, b: StatusRow) => (a.expiryDate ?? '9999').localeCompare(b.expiryDate ?? '9999') || byName(a, b),
  employee: (a: StatusRow, b: StatusRow) => byName(a, b) || a.competencyId - b.competencyId,
  startDate: (a: StatusRow, b: StatusRow) => a.startDate.localeCompare(b.startDate) || byName(a, b),
};

/**
 * Competency status (spec §2.4 /competency-status/*, §4.2 expiry colours): by station, person by person, and the
 * area status as an Excel workbook. Everyone sees the people of their own locations only, unless they see all.
 */
export const competencyStatusRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get<{ Querystring: { withinDays: number } }>(
    '/locations',
    { config: { access }, schema: { tags: ['competency status'], summary: 'Records by expiry band per station', querystring: bandsQuery } },
    async (request) => ({ withinDays: request.query.withinDays, data: await locationStatus(fastify, scopeOf(request), request.query.withinDays) }),
  );

  fastify.get<{ Querystring: PeopleQuery }>(
    '/people',
    { config: { access }, schema: { tags: ['competency status'], summary: 'Current records of the people in scope, with their expiry band', querystring: peopleQuery } },
    async (request) => {
      const q = request.query;
      const rows = (await statusRows(fastify, scopeOf(request), q.withinDays, q.stationId))
        .filter((r) => (!q.band || r.band === q.band) && (!q.competencyId || r.competencyId === q.competencyId) && (!q.employeeId || r.employeeId === q.employeeId))
        .sort((a, b) => PEOPLE_ORDER[q.orderBy](a, b) * (q.descending ? -1 : 1));
      return { data: rows.slice(q.page * q.itemsPerPage, (q.page + 1) * q.itemsPerPage), total: rows.length };
    },
  );

  fastify.get<{ Querystring: { withinDays: number } }>(
    '/locations/export',
    { config: { access }, schema: { tags: ['competency status'], summary: 'Area status as an Excel workbook', querystring: bandsQuery } },
    async (request, reply) => {
      const days = request.query.withinDays;
      const body = await areaStatusXlsx(days, await locationStatus(fastify, scopeOf(request), days));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="area-status-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .send(body);
    },
  );
};
