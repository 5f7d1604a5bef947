import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { employeeBodySchema, employeeEvents, employeeRules, type EmployeeBody, type EmployeeEvent } from '@firecrest/contracts';
import { assertExisting, assertPermission, entityRoutes, existingIdsRoute, inScope, ProblemError, scopeOf } from '@firecrest/service-kit';
import type { Employee } from '../../models/employee';
import { recordChanges } from '../../history';
import { assertOrganisationIds } from '../organisation-ids';
import { derivedFields, employeeEvent, storedFields } from './employee-fields';
import { employeeSearchRoute, scopedEntityList } from './search';
import { markEmployeeChanges } from './search-index';

export { employeeEvent };

const ORGANISATION_FIELDS = [
  ['roleId', 'employeeRole'],
  ['watchId', 'watch'],
  ['rosterId', 'roster'],
  ['staffGroupId', 'staffGroup'],
] as const;

/**
 * Employees and their contracts (`/personnel/employees`): the §5.2 rules of employeeRules, references that exist,
 * and managed personnel: a caller without access to all locations sees and changes only the people of theirs.
 */
export const employeeRoutes: FastifyPluginAsync = async (fastify) => {
  const { Employee: Employees, Location, ReferenceItem, Counter } = fastify.personnel;
  /** The stations, line managers and organisation list items the bodies name exist; a missing one is a 400 on its field. */
  const assertReferences = async (bodies: EmployeeBody[]) => {
    const contracts = bodies.flatMap((b) => b.contracts);
    await assertExisting(Location, 'contracts.stationId', contracts.map((c) => c.stationId), { kind: 'station' });
    await assertExisting(Employees, 'lineManagerIds', bodies.flatMap((b) => b.lineManagerIds ?? []));
    for (const [field, kind] of ORGANISATION_FIELDS) await assertOrganisationIds(ReferenceItem, `contracts.${field}`, kind, contracts.map((c) => c[field]));
  };
  // A bulk add checks the references of all its items at once (six lookups per item made loading 100,000 employees
  // take minutes); only when one is missing are the items checked one by one, so that the 400 names the item.
  const checkedInBulk = new WeakSet<FastifyRequest>();
  const missing = (id: unknown) => new ProblemError('notFound', `Employee ${id} does not exist.`);

  // Someone outside the caller's locations does not exist for them: reads, changes and deletions alike.
  fastify.addHook('preHandler', async (request: FastifyRequest<{ Params: { id?: number } }>, reply) => {
    const scope = scopeOf(request);
    if (scope === null) return;
    const id = request.params?.id;
    if (typeof id === 'number') {
      const row = await Employees.findById(id, { stationIds: 1 }).lean();
      if (row && !inScope(scope, row.stationIds ?? [])) throw missing(id);
    } else if (request.method === 'GET' && request.routeOptions.url === fastify.prefix) {
      assertPermission(request, 'EMPLOYEES', 'view');
      return reply.send(await scopedEntityList(Employees, request.query as Record<string, number>, scope));
    }
  });
  recordChanges(fastify, () => 'employee');
  markEmployeeChanges(fastify);

  await fastify.register(employeeSearchRoute);
  await fastify.register(
    entityRoutes<Employee, EmployeeBody, EmployeeEvent>({
      noun: 'Employee',
      module: 'EMPLOYEES',
      model: Employees,
      counters: Counter,
      events: employeeEvents,
      body: employeeBodySchema,
      toEvent: employeeEvent,
      unique: { field: 'gartanId', message: 'Already used by another employee.' },
      beforeDelete: (employee) => fastify.trainingReferences.assertUnreferenced('employee', employee._id),
      async beforeBulk(bodies, request) {
        try {
          await assertReferences(bodies);
          checkedInBulk.add(request);
        } catch (err) {
          if (!(err instanceof ProblemError)) throw err;
        }
      },
      async prepare(body, request, existing) {
        const errors = employeeRules(body);
        if (errors.length) throw new ProblemError('validation', errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
        const scope = scopeOf(request);
        body.contracts.forEach((c, i) => {
          if (scope !== null && c.stationId && !scope.includes(c.stationId)) {
            throw new ProblemError('permissionDenied', 'You can only place people at the locations you manage.', [{ field: `contracts.${i}.stationId`, message: 'Not one of your locations' }]);
          }
        });
        if (scope !== null && !body.contracts.some((c) => c.stationId)) {
          throw new ProblemError('permissionDenied', 'Someone you manage needs a contract at one of your locations.', [{ field: 'contracts', message: 'Not one of your locations' }]);
        }
        if (!checkedInBulk.has(request)) await assertReferences([body]);
        const fields = storedFields(body, existing);
        return { ...fields, ...derivedFields(fields) };
      },
    }),
  );
  existingIdsRoute(fastify, Employees, 'EMPLOYEES');
};
