import { scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import { idsAnswer } from './ids-answer';

const day = { type: 'string', format: 'date' } as const;
const body = {
  type: 'object',
  required: ['on'],
  additionalProperties: false,
  properties: {
    on: day,
    /** Paging by id: the employees after this one. */
    afterId: { type: 'integer', minimum: 0, default: 0 },
    /** Large pages: on the local FerretDB each page is a scan of the collection (only `_id` equality is indexed). */
    limit: { type: 'integer', minimum: 1, maximum: 20_000, default: 10_000 },
  },
} as const;
const existingBody = {
  type: 'object',
  required: ['kind', 'ids'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ['staffGroup', 'employeeRole'] }, ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
} as const;

const orId = { type: ['integer', 'null'] } as const;
const placement = {
  type: 'object',
  required: ['roleId', 'staffGroupId', 'stationId', 'startDate', 'endDate'],
  additionalProperties: false,
  properties: { roleId: orId, staffGroupId: orId, stationId: orId, startDate: day, endDate: { type: ['string', 'null'], format: 'date' } },
} as const;
const currentContracts = {
  type: 'object',
  required: ['data', 'nextAfterId'],
  additionalProperties: false,
  properties: {
    data: {
      type: 'array',
      items: { type: 'object', required: ['id', 'contracts'], additionalProperties: false, properties: { id: { type: 'integer' }, contracts: { type: 'array', items: placement } } },
    },
    nextAfterId: orId,
  },
} as const;

/**
 * Reads for other services about employees' placements, outside the employee writes' history and search-index hooks:
 * - `POST /personnel/employees/current-contracts` with `{ on, afterId, limit }` answers the employees with a contract
 *   current on that day, by id, each with those contracts' role, staff group and station (`nextAfterId` while more
 *   follow): how svc-training's CompetencyAssignment matches competency profiles. A scoped caller gets only contracts
 *   at its own locations.
 * - `POST /personnel/employees/organisation/existing` with `{ kind, ids }` answers `{ ids }`, those of the staff groups
 *   or employee roles that exist (how svc-training checks a profile's references).
 */
export const currentContractsRoutes: TypedRoutes = async (fastify) => {
  const { Employee: Employees, ReferenceItem: Items } = fastify.personnel;
  fastify.post(
    '/current-contracts',
    { config: { access: { permission: ['EMPLOYEES', 'view'] } }, schema: { tags: ['Employee'], summary: 'Employees with their contracts current on a day (for other services)', body, response: { 200: currentContracts } } },
    async (request) => {
      const { on, afterId, limit } = request.body;
      const scope = scopeOf(request);
      const rows = await Employees.find({ _id: { $gt: afterId }, activeFrom: { $lte: on }, activeUntil: { $gte: on } }, { contracts: 1 })
        .sort({ _id: 1 })
        .limit(limit)
        .lean();
      const data = rows
        .map((r) => ({
          id: r._id,
          contracts: r.contracts
            .filter((c) => c.startDate <= on && (!c.endDate || c.endDate >= on) && (scope === null || (c.stationId !== null && scope.includes(c.stationId))))
            .map((c) => ({ roleId: c.roleId ?? null, staffGroupId: c.staffGroupId ?? null, stationId: c.stationId ?? null, startDate: c.startDate, endDate: c.endDate ?? null })),
        }))
        .filter((e) => e.contracts.length > 0);
      return { data, nextAfterId: rows.length === limit ? rows.at(-1)!._id : null };
    },
  );

  fastify.post(
    '/organisation/existing',
    { config: { access: { permission: ['EMPLOYEES', 'view'] } }, schema: { tags: ['Employee'], summary: 'Which staff groups or employee roles exist (for other services)', body: existingBody, response: { 200: idsAnswer } } },
    async (request) => {
      const { kind, ids } = request.body;
      if (!ids.length) return { ids: [] };
      const rows = await Items.find({ _id: { $in: [...new Set(ids)].map((id) => `${kind}:${id}`) } }, { itemId: 1 }).lean();
      return { ids: rows.map((r) => r.itemId) };
    },
  );
};
