import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { employeeBodySchema, employeeEvents, employeeRules, type EmployeeBody } from '@firecrest/contracts';
import { assertExisting, entityRoutes, existingIdsRoute, inScope, ProblemError, scopeOf } from '@firecrest/service-kit';
import { recordChanges } from '../history/record-changes';
import { assertOrganisationIds } from '../organisation-ids';
import { derivedFields, employeeEvent, storedFields } from './employee-fields';
import { employeeSearchRoute } from './search';
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

  recordChanges(fastify, () => 'employee');
  markEmployeeChanges(fastify);

  await fastify.register(employeeSearchRoute);
  await fastify.register(
    entityRoutes({
      noun: 'Employee',
      module: 'EMPLOYEES',
      model: Employees,
      counters: Counter,
      events: employeeEvents,
      body: employeeBodySchema,
      toEvent: employeeEvent,
      unique: { field: 'gartanId', message: 'Already used by another employee.' },
      // Someone outside the caller's locations does not exist for them: reads, changes and deletions alike. Where a
      // write would place them is checked by prepare, with its own sentence.
      scope: {
        field: 'contracts',
        filter: async (scope) => ({ stationIds: { $in: scope } }),
        visible: async (employee, scope) => inScope(scope, employee.stationIds ?? []),
        writable: async (fields, scope) => inScope(scope, fields.stationIds),
      },
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
