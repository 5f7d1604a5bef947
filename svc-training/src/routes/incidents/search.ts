import type { FastifyPluginAsync } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { allOf, fieldProblem, scopeOf } from '@firecrest/service-kit';
import type { Incident } from '../../models/incident';
import { managedScopes } from '../managed-scope';

const DAY = 86_400_000;
const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fromDate: { type: 'string', format: 'date' },
    toDate: { type: 'string', format: 'date' },
    incidentTypeId: { type: 'integer', minimum: 1 },
    stationId: { type: 'integer', minimum: 1 },
    incidentNo: { type: 'string', minLength: 1, maxLength: 30 },
    orderBy: { type: 'string', enum: ['incidentDate', 'incidentNo', 'returnDate', 'address'], default: 'incidentDate' },
    descending: { type: 'boolean', default: true },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  },
} as const;
type Query = FromSchema<typeof querySchema>;

/** The incidents list (§2.6 `/callout/rt/callouts-list`): by alert date range, type and station, newest first or by a column. */
export const incidentSearchRoute: FastifyPluginAsync = async (fastify) => {
  const { Incident: Incidents } = fastify.training;
  const stations = managedScopes(fastify).atStations<Incident>();
  fastify.get<{ Querystring: Query }>(
    '/search',
    { config: { access: { permission: ['INCIDENTS', 'view'] } }, schema: { tags: ['Incident'], summary: 'Incidents list: filter and page', querystring: querySchema } },
    async (request) => {
      const q = request.query;
      let filter: Record<string, unknown> = {};
      const from = q.fromDate ? new Date(`${q.fromDate}T00:00:00Z`) : null;
      const to = q.toDate ? new Date(new Date(`${q.toDate}T00:00:00Z`).getTime() + DAY) : null;
      if (from && to && to <= from) throw fieldProblem('toDate', 'From date must not be after to date');
      if (from || to) filter.incidentDate = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
      if (q.incidentTypeId) filter.$or = [{ incidentTypeId: q.incidentTypeId }, { revisedIncidentTypeId: q.incidentTypeId }];
      if (q.stationId) filter.stationIds = q.stationId;
      if (q.incidentNo) filter.incidentNo = { $regex: q.incidentNo.replace(/[^A-Za-z0-9/_-]/g, ''), $options: 'i' };
      // Managed personnel: the incidents at the caller's stations, in one flat condition (FerretDB evaluates an `$and`
      // document by document).
      const scope = scopeOf(request);
      if (scope !== null) filter = allOf(filter, await stations.filter(scope, request));
      const page = q.page ?? 0;
      const itemsPerPage = q.itemsPerPage ?? 20;
      const direction = q.descending === false ? 1 : -1;
      const [total, rows] = await Promise.all([
        Incidents.countDocuments(filter),
        Incidents.find(filter).sort({ [q.orderBy ?? 'incidentDate']: direction, _id: direction }).skip(page * itemsPerPage).limit(itemsPerPage).lean(),
      ]);
      return {
        total,
        data: rows.map((i) => ({
          id: i._id,
          incidentNo: i.incidentNo,
          incidentDate: i.incidentDate.toISOString(),
          returnDate: i.returnDate?.toISOString() ?? null,
          address: i.address,
          incidentTypeId: i.incidentTypeId,
          revisedIncidentTypeId: i.revisedIncidentTypeId ?? null,
          stationIds: i.stationIds,
          applianceCallSigns: i.applianceCallSigns,
        })),
      };
    },
  );
};
