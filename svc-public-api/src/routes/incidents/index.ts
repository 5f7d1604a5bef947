import { stringify } from 'csv-stringify/sync';
import type { FromSchema } from 'json-schema-to-ts';
import { problemSchema, spreadsheetSafeRow } from '@firecrest/contracts';
import { ProblemError, type RouteAccess, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import type { IncidentView } from '../../models/incident-view';
import { isoDateParam, parseIsoDate } from '../../paging/iso-date';
import { idsParam, pagedEnvelope, pagedList, pagedQuerySchema, type pagingInfoSchema } from '../../paging/paged-query';
import { summaries } from '../../resolve/summaries';

const incidentSchema = {
  $id: 'PublicIncident',
  type: 'object',
  required: ['id', 'incidentNo', 'incidentDate', 'address', 'incidentType', 'stations', 'applianceCallSigns'],
  properties: {
    id: { type: 'integer', examples: [20311] },
    incidentNo: { type: 'string', examples: ['INC-2026-004211'] },
    incidentDate: { type: 'string', format: 'date-time', examples: ['2026-03-14T02:41:00.000Z'] },
    address: { type: 'string', examples: ['12 Bridge Street, Lowbridge'] },
    incidentType: { $ref: 'CodedRef#' },
    stations: { type: 'array', items: { $ref: 'LocationRef#' } },
    applianceCallSigns: { type: 'array', items: { type: 'string' }, examples: [['S12P1', 'S04P2']] },
  },
} as const;

const ORDER_BY = ['incidentDate', 'incidentNo', 'incidentType'] as const;
const SORT_FIELD = { incidentDate: 'incidentDate', incidentNo: 'incidentNoLower', incidentType: 'incidentTypeNameLower' } as const;
/** The CSV answer is not paged; beyond this many rows it asks for filters (402) instead of building a huge file. */
export const CSV_MAX_ROWS = 10_000;
export const CSV_COLUMNS = ['incidentNo', 'incidentDate', 'address', 'incidentTypeCode', 'incidentTypeName', 'stationCallSigns', 'applianceCallSigns'] as const;

const filterProperties = {
  fromDate: isoDateParam('Incidents on or after'),
  toDate: isoDateParam('Incidents on or before'),
  incidentTypeId: { type: 'integer', minimum: 1, description: 'One incident type' },
  stationIds: idsParam('Stations that attended'),
} as const;
const filterQuery = { type: 'object', properties: filterProperties } as const;
const listQuery = { type: 'object', properties: { ...filterProperties, ...pagedQuerySchema(ORDER_BY, 'incidentDate', 500, 200) } } as const;

/**
 * /incidents (paged) and /incidents/upload/csv: the same incidents as a CSV file in the incident upload layout
 * (one row per incident, lists joined with `|`), for spreadsheets and bulk loads into other systems (docs/api.md).
 */
export const incidentRoutes: TypedRoutes<Record<never, never>, [typeof pagingInfoSchema, typeof problemSchema]> = async (fastify) => {
  fastify.addSchema(incidentSchema);
  const { IncidentView: Incidents } = fastify.views;
  const names = summaries(fastify.views);
  const access = { permission: ['INCIDENTS', 'view'] } satisfies RouteAccess;

  /** The filters, and managed personnel (§6): a caller without all locations reads the incidents at their stations. */
  function filterOf(q: FromSchema<typeof filterQuery>, scope: number[] | null) {
    const from = parseIsoDate(q.fromDate, 'fromDate');
    const to = parseIsoDate(q.toDate, 'toDate', true);
    const filter: Record<string, unknown> = { deleted: false };
    if (from || to) filter.incidentDate = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
    if (q.incidentTypeId) filter.incidentTypeId = q.incidentTypeId;
    if (q.stationIds?.length) filter.stationIds = { $in: q.stationIds };
    if (scope !== null) filter.$and = [{ stationIds: { $in: scope } }];
    return filter;
  }

  async function toPublic(rows: IncidentView[]) {
    const [types, stations] = await Promise.all([names.references('incidentType', rows.map((i) => i.incidentTypeId)), names.locations(rows.flatMap((i) => i.stationIds))]);
    return rows.map((i) => ({
      id: i._id,
      incidentNo: i.incidentNo,
      incidentDate: i.incidentDate.toISOString(),
      address: i.address,
      incidentType: types.get(i.incidentTypeId) ?? null,
      stations: i.stationIds.flatMap((id) => stations.get(id) ?? []),
      applianceCallSigns: i.applianceCallSigns,
    }));
  }

  fastify.get(
    '',
    {
      config: { access },
      schema: {
        tags: ['Incidents'],
        summary: 'Incidents, paged',
        querystring: listQuery,
        response: { 200: pagedEnvelope({ $ref: 'PublicIncident#' }), 400: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, pagingInfo } = await pagedList(Incidents, filterOf(q, scopeOf(request)), SORT_FIELD[q.orderBy], q);
      return { data: await toPublic(rows), pagingInfo };
    },
  );

  fastify.get(
    '/upload/csv',
    {
      config: { access },
      schema: {
        tags: ['Incidents'],
        summary: 'Incidents as a CSV file in the incident upload layout',
        description: `Same filters as /incidents, ordered by incidentDate; not paged. Columns: ${CSV_COLUMNS.join(', ')}. With no matches the file holds the header row only, which makes it the upload template. More than ${CSV_MAX_ROWS.toLocaleString('en-GB')} matches answer 402: narrow the filters.`,
        querystring: filterQuery,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv; charset=utf-8' }, 400: { $ref: 'Problem#' }, 402: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query, scopeOf(request));
      const total = await Incidents.countDocuments(filter);
      if (total > CSV_MAX_ROWS) throw new ProblemError('tooManyResults', `${total} incidents match; the file holds at most ${CSV_MAX_ROWS}. Narrow the dates or filters.`);
      const incidents = await toPublic(await Incidents.find(filter).sort({ incidentDate: 1, _id: 1 }).lean());
      const csv = stringify(
        // Cells a spreadsheet would run as formulas (an address `=HYPERLINK(...)`) are written as text.
        incidents.map((i) => spreadsheetSafeRow([i.incidentNo, i.incidentDate, i.address, i.incidentType?.code ?? '', i.incidentType?.name ?? '', i.stations.map((s) => s.callSign).join('|'), i.applianceCallSigns.join('|')])),
        { header: true, columns: [...CSV_COLUMNS] },
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="incidents.csv"').send(csv);
    },
  );
};
