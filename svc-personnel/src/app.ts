import fp from 'fastify-plugin';
import { infrastructure, referenceListRoutes, type BaseConfig } from '@firecrest/service-kit';
import type { FastifyPluginAsync } from 'fastify';
import { compilePersonnelModels } from './models';
import { locationRoutes } from './routes/locations';
import { employeeRoutes } from './routes/employees';
import { employeesAtLocationsRoute } from './routes/employees/at-locations';
import { currentContractsRoutes } from './routes/employees/current-contracts';
import { employeeRecordRoutes } from './routes/employee-records';
import { competencyStatusRoutes } from './routes/competency-status';
import { personnelTaskRoutes } from './routes/tasks';
import { historyRoutes } from './routes/history';
import { recordChanges } from './routes/history/record-changes';
import { subscribeCompetencyCopies } from './events/competency-copies';
import { keepCompetencyStatus } from './events/competency-status';
import { keepTimeline } from './events/timeline';
import { backfillDerivedFields } from './models/backfill';
import { trainingReferences } from './clients/training-references';
import type { PersonnelConfig } from './config';

/** The organisation lists, each change recorded in the history (districts: /admin/rt/location-area/list/history). */
const organisationRoutes: FastifyPluginAsync = async (fastify) => {
  recordChanges(fastify, (request) => (request.params as { kind?: string }).kind ?? null);
  await fastify.register(referenceListRoutes, {
    items: fastify.personnel.ReferenceItem,
    counters: fastify.personnel.Counter,
    moduleOf: { watch: 'WATCHES', roster: 'ROSTERS', staffGroup: 'STAFF_GROUPS', employeeRole: 'EMPLOYEE_ROLES', district: 'DISTRICTS' },
  });
};

/** Personnel and the organisation they work in: locations, districts, watches, rosters, staff groups, employee roles, employees. */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-personnel', config });
  fastify.decorate('personnel', compilePersonnelModels(fastify.db));
  fastify.decorate('trainingReferences', trainingReferences((config as PersonnelConfig).TRAINING_URL, config.INTERNAL_TOKEN_SECRET));
  await Promise.all(Object.values(fastify.personnel).map((model) => model.init()));
  await backfillDerivedFields(fastify.personnel.Employee);
  keepCompetencyStatus(fastify);
  subscribeCompetencyCopies(fastify);
  keepTimeline(fastify);
  await fastify.register(locationRoutes, { prefix: '/personnel/locations' });
  await fastify.register(organisationRoutes, { prefix: '/personnel/organisation' });
  await fastify.register(employeeRoutes, { prefix: '/personnel/employees' });
  await fastify.register(employeeRecordRoutes, { prefix: '/personnel/employees' });
  // Its own context: a read for other services, outside the employee writes' history and search-index hooks.
  await fastify.register(employeesAtLocationsRoute, { prefix: '/personnel/employees' });
  await fastify.register(currentContractsRoutes, { prefix: '/personnel/employees' });
  await fastify.register(historyRoutes, { prefix: '/personnel/history' });
  await fastify.register(competencyStatusRoutes, { prefix: '/personnel/competency-status' });
  await fastify.register(personnelTaskRoutes, { prefix: '/personnel/tasks', secret: config.INTERNAL_TOKEN_SECRET });
});
