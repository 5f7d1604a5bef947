import { EXPIRY_BANDS, locationStatusPageSchema, personStatusPageSchema } from '@firecrest/contracts';
import { scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import { areaStatusXlsx } from './area-status-workbook';
import { locationStatus } from './status-rows';
import { peoplePage } from './people-page';

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
/**
 * Competency status (spec §2.4 /competency-status/*, §4.2 expiry colours): by station, person by person, and the
 * area status as an Excel workbook. Everyone sees the people of their own locations only, unless they see all.
 */
export const competencyStatusRoutes: TypedRoutes = async (fastify) => {
  fastify.get(
    '/locations',
    { config: { access }, schema: { tags: ['competency status'], summary: 'Records by expiry band per station', querystring: bandsQuery, response: { 200: locationStatusPageSchema } } },
    async (request) => ({ withinDays: request.query.withinDays, data: await locationStatus(fastify, scopeOf(request), request.query.withinDays) }),
  );

  fastify.get(
    '/people',
    { config: { access }, schema: { tags: ['competency status'], summary: 'Current records of the people in scope, with their expiry band', querystring: peopleQuery, response: { 200: personStatusPageSchema } } },
    async (request) => peoplePage(fastify, scopeOf(request), request.query),
  );

  fastify.get(
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
