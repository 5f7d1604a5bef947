import { problemSchema, idParams } from '@firecrest/contracts';
import { inScope, managedLocations, ProblemError, type RouteAccess, type TypedRoutes } from '@firecrest/service-kit';
import type { EmployeeView } from '../../models/employee-view';
import { activeOnlyParam, gartanIdsParam, idsParam, pagedEnvelope, pagedList, pagedQuerySchema, todayUtc, type pagingInfoSchema } from '../../paging/paged-query';
import type { locationRefSchema, namedRefSchema } from '../../resolve/summary-schemas';
import { summaries } from '../../resolve/summaries';
import { liveById } from '../../resolve/live-by-id';

export const publicEmployeeSchema = {
  $id: 'PublicEmployee',
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'gartanId', 'contracts', 'email', 'address', 'phoneNumbers', 'serviceStartDate', 'dateOfBirth'],
  properties: {
    id: { type: 'integer', examples: [1042] },
    firstName: { type: 'string', examples: ['Alex'] },
    lastName: { type: 'string', examples: ['Morgan'] },
    gartanId: { type: 'string', examples: ['6f1c2a9e-8d1b-4c53-9a57-0f3a1d2b7c44'] },
    contracts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serviceNumber', 'role', 'station', 'watch', 'roster', 'staffGroup', 'startDate', 'endDate'],
        properties: {
          serviceNumber: { type: 'string', examples: ['FF10421'] },
          role: { $ref: 'NamedRef#' },
          station: { $ref: 'LocationRef#' },
          watch: { $ref: 'NamedRef#' },
          roster: { $ref: 'NamedRef#' },
          staffGroup: { $ref: 'NamedRef#' },
          startDate: { type: 'string', format: 'date', examples: ['2019-04-01'] },
          endDate: { type: ['string', 'null'], format: 'date', examples: [null] },
        },
      },
    },
    email: { type: 'string', examples: ['alex.morgan@brigade.example'] },
    address: { type: 'string', examples: ['4 Mill Lane, Hightown'] },
    phoneNumbers: { type: 'array', items: { type: 'string' }, examples: [['07700 900123']] },
    serviceStartDate: { type: ['string', 'null'], format: 'date', examples: ['2019-04-01'] },
    dateOfBirth: { type: ['string', 'null'], format: 'date', examples: ['1990-06-15'] },
  },
} as const;

const ORDER_BY = ['id', 'lastName'] as const;
const SORT_FIELD = { id: '_id', lastName: 'lastNameLower' } as const;

const listQuery = {
  type: 'object',
  properties: {
    gartanIds: gartanIdsParam,
    employeeIds: idsParam('Employee ids'),
    stationIds: idsParam('Station ids (any contract)'),
    activeOnly: activeOnlyParam,
    ...pagedQuerySchema(ORDER_BY, 'lastName', 500, 200),
  },
} as const;

/** Filters shared by the employee lists: who, where, and whether still employed. */
export function employeeFilter(q: { gartanIds?: string[]; employeeIds?: number[]; stationIds?: number[]; activeOnly?: boolean }, today = todayUtc()) {
  const filter: Record<string, unknown> = { deleted: false };
  if (q.gartanIds?.length) filter.gartanId = { $in: q.gartanIds };
  if (q.employeeIds?.length) filter._id = { $in: q.employeeIds };
  if (q.stationIds?.length) filter.stationIds = { $in: q.stationIds };
  if (q.activeOnly) Object.assign(filter, { activeFrom: { $lte: today }, activeUntil: { $gte: today } });
  return filter;
}

/** A caller who manages only some locations (and their API keys) sees the employees with a contract at one of them. */
function withinScope<Q extends { stationIds?: number[] }>(query: Q, scope: number[] | null): Q {
  if (scope === null) return query;
  const stationIds = query.stationIds?.length ? query.stationIds.filter((id) => scope.includes(id)) : scope;
  // No station left matches nobody: -1 is never an id.
  return { ...query, stationIds: stationIds.length ? stationIds : [-1] };
}

/** /employees and /employees/{id} (spec §7.1): contracts come with the names of what they point at. */
export const employeeRoutes: TypedRoutes<Record<never, never>, [typeof publicEmployeeSchema, typeof namedRefSchema, typeof locationRefSchema, typeof pagingInfoSchema, typeof problemSchema]> = async (fastify) => {
  const { EmployeeView: Employees } = fastify.views;
  const names = summaries(fastify.views);
  const access = { permission: ['EMPLOYEES', 'view'] } satisfies RouteAccess;

  async function toPublic(rows: EmployeeView[]) {
    const contracts = rows.flatMap((e) => e.contracts);
    const [stations, roles, watches, rosters, staffGroups] = await Promise.all([
      names.locations(contracts.map((c) => c.stationId)),
      names.references('employeeRole', contracts.map((c) => c.roleId)),
      names.references('watch', contracts.map((c) => c.watchId)),
      names.references('roster', contracts.map((c) => c.rosterId)),
      names.references('staffGroup', contracts.map((c) => c.staffGroupId)),
    ]);
    const named = (map: Map<number, { id: number; name: string }>, id: number | null) => (id && map.has(id) ? { id, name: map.get(id)!.name } : null);
    return rows.map((e) => ({
      id: e._id,
      firstName: e.firstName,
      lastName: e.lastName,
      gartanId: e.gartanId,
      contracts: e.contracts.map((c) => ({
        serviceNumber: c.serviceNumber,
        role: named(roles, c.roleId),
        station: (c.stationId && stations.get(c.stationId)) || null,
        watch: named(watches, c.watchId),
        roster: named(rosters, c.rosterId),
        staffGroup: named(staffGroups, c.staffGroupId),
        startDate: c.startDate,
        endDate: c.endDate,
      })),
      email: e.email,
      address: e.address,
      phoneNumbers: e.phoneNumbers,
      serviceStartDate: e.serviceStartDate,
      dateOfBirth: e.dateOfBirth,
    }));
  }

  fastify.get(
    '',
    {
      config: { access },
      schema: {
        tags: ['Employees'],
        summary: 'Employees, paged',
        querystring: listQuery,
        response: { 200: pagedEnvelope({ $ref: 'PublicEmployee#' }), 400: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, pagingInfo } = await pagedList(Employees, employeeFilter(withinScope(query, managedLocations(request.identity))), SORT_FIELD[query.orderBy], query);
      return { data: await toPublic(rows), pagingInfo };
    },
  );

  fastify.get(
    '/:id',
    {
      config: { access },
      schema: {
        tags: ['Employees'],
        summary: 'One employee',
        params: idParams,
        response: { 200: { $ref: 'PublicEmployee#' }, 404: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const employee = await liveById(Employees, request.params.id);
      const scope = managedLocations(request.identity);
      if (!employee || !inScope(scope, employee.stationIds)) throw new ProblemError('notFound', `Employee ${request.params.id} does not exist.`);
      return (await toPublic([employee]))[0];
    },
  );
};
