import { scopeOf, type TypedRoutes } from '@firecrest/service-kit';
import { idsAnswer } from './ids-answer';

const body = {
  type: 'object',
  required: ['locationIds'],
  additionalProperties: false,
  properties: { locationIds: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
} as const;

/**
 * `POST /personnel/employees/at-locations` with `{ locationIds }` answers `{ ids }`: the employees with a contract at
 * one of those stations (any contract, as managed personnel counts them). How svc-training narrows its records of
 * people to a caller's managed locations (spec §6); a scoped caller asking directly gets no one beyond their own.
 */
export const employeesAtLocationsRoute: TypedRoutes = async (fastify) => {
  const Employees = fastify.personnel.Employee;
  fastify.post(
    '/at-locations',
    { config: { access: { permission: ['EMPLOYEES', 'view'] } }, schema: { tags: ['Employee'], summary: 'Employees at these locations (for other services)', body, response: { 200: idsAnswer } } },
    async (request) => {
      const scope = scopeOf(request);
      const wanted = request.body.locationIds.filter((id) => scope === null || scope.includes(id));
      if (!wanted.length) return { ids: [] };
      const rows = await Employees.find({ stationIds: { $in: wanted } }, { _id: 1 }).lean();
      return { ids: rows.map((r) => r._id) };
    },
  );
};
