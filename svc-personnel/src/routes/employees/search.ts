import type { FromSchema } from 'json-schema-to-ts';
import { employeeSearchPageSchema, employeeSearchRowSchema } from '@firecrest/contracts';
import { ProblemError, scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import { isActive } from './employee-fields';
import { EmployeeSearchIndex, type SearchRow } from './search-index';

const ORDER_BY = { lastName: 'lastNameLower', firstName: 'firstNameLower', serviceNumber: 'serviceNumber', id: '_id' } as const;
const SEARCH_MIN = 3;
const id = { type: 'integer', minimum: 1 } as const;

const searchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100 },
    stationId: id,
    staffGroupId: id,
    roleId: id,
    active: { type: 'boolean' },
    orderBy: { type: 'string', enum: ['lastName', 'firstName', 'serviceNumber', 'id'], default: 'lastName' },
    orderByDescending: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
type SearchQuery = FromSchema<typeof searchQuery>;

/** The personnel list's rule: every word of the search in the name or a service number, the filters, the scope. */
export function matches(q: Omit<SearchQuery, 'orderBy' | 'orderByDescending' | 'page' | 'itemsPerPage'>, scope: number[] | null, today = new Date().toISOString().slice(0, 10)) {
  const words = (q.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  return (e: SearchRow) =>
    words.every((w) => (e.searchText ?? '').includes(w)) &&
    (!q.stationId || (e.stationIds ?? []).includes(q.stationId)) &&
    (!q.staffGroupId || (e.staffGroupIds ?? []).includes(q.staffGroupId)) &&
    (!q.roleId || (e.roleIds ?? []).includes(q.roleId)) &&
    (q.active === undefined || isActive(e, today) === q.active) &&
    (scope === null || (e.stationIds ?? []).some((id) => scope.includes(id)));
}

/**
 * `GET /personnel/employees/search`: the portal's personnel list. Search text needs at least 3 characters (spec §9);
 * station, staff group, role and active filters; sortable; paged on the server.
 */
export const employeeSearchRoute: TypedRoutes<Record<never, never>, [typeof employeeSearchRowSchema, typeof employeeSearchPageSchema]> = async (fastify) => {
  for (const schema of [employeeSearchRowSchema, employeeSearchPageSchema]) fastify.addSchema(schema);
  const index = new EmployeeSearchIndex(fastify.personnel.Employee, fastify.personnel.Counter);
  fastify.get(
    '/search',
    { config: { access: { permission: ['EMPLOYEES', 'view'] } }, schema: { tags: ['Employee'], summary: 'Search the personnel list', querystring: searchQuery, response: { 200: { $ref: 'EmployeeSearchPage#' } } } },
    async (request) => {
      const q = request.query;
      if (q.q && q.q.trim().length < SEARCH_MIN) throw new ProblemError('validation', 'Enter at least 3 characters to filter or search', [{ field: 'q', message: 'Enter at least 3 characters to filter or search' }]);
      // The list kept in the order asked: filtering keeps it, so no search sorts.
      const found = (await index.inOrder(ORDER_BY[q.orderBy], q.orderByDescending ? -1 : 1)).filter(matches(q, scopeOf(request)));
      const total = found.length;
      const rows = found.slice(q.page * q.itemsPerPage, (q.page + 1) * q.itemsPerPage);
      return {
        data: rows.map((r) => ({
          id: r._id,
          firstName: r.firstName,
          lastName: r.lastName,
          serviceNumber: r.serviceNumber ?? '',
          email: r.email,
          stationId: r.primaryStationId ?? null,
          staffGroupIds: r.staffGroupIds ?? [],
          roleIds: r.roleIds ?? [],
          active: isActive(r),
        })),
        total,
      };
    },
  );
};
