import fp from 'fastify-plugin';
import { infrastructure, referenceListRoutes, type BaseConfig } from '@firecrest/service-kit';
import { compilePersonnelModels } from './models';
import { locationRoutes } from './routes/locations';
import { employeeRoutes } from './routes/employees';

/** Personnel and the organisation they work in: locations, watches, rosters, staff groups, employee roles, employees. */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-personnel', config });
  fastify.decorate('personnel', compilePersonnelModels(fastify.db));
  await Promise.all(Object.values(fastify.personnel).map((model) => model.init()));
  await fastify.register(locationRoutes, { prefix: '/personnel/locations' });
  await fastify.register(referenceListRoutes, {
    prefix: '/personnel/organisation',
    items: fastify.personnel.ReferenceItem,
    counters: fastify.personnel.Counter,
    moduleOf: { watch: 'WATCHES', roster: 'ROSTERS', staffGroup: 'STAFF_GROUPS', employeeRole: 'EMPLOYEE_ROLES' },
  });
  await fastify.register(employeeRoutes, { prefix: '/personnel/employees' });
});
