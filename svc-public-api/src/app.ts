import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { compileViews } from './models';
import { subscribeUserEvents } from './events/users';
import { userRoutes } from './routes/users';
import { subscribeRoleEvents } from './events/roles';
import { roleRoutes } from './routes/roles';
import { subscribeLocationEvents } from './events/locations';
import { locationRoutes } from './routes/locations';
import { pagingInfoSchema } from './paging/paged-query';
import { subscribeReferenceItemEvents } from './events/reference-items';
import { REFERENCE_LISTS, referenceListRoute } from './routes/reference-lists';

/**
 * The public read-only REST API v1, served from its own read model fed only by domain events.
 * (Users, roles, locations and the code-and-name lists so far; the other groups arrive with the rest of the domain.)
 */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-public-api', config });
  fastify.decorate('views', compileViews(fastify.db));
  await Promise.all(Object.values(fastify.views).map((view) => view.init()));
  fastify.addSchema(pagingInfoSchema);
  subscribeUserEvents(fastify);
  subscribeRoleEvents(fastify);
  subscribeLocationEvents(fastify);
  subscribeReferenceItemEvents(fastify);
  await fastify.register(userRoutes, { prefix: '/api/v1/users' });
  await fastify.register(roleRoutes, { prefix: '/api/v1/roles' });
  await fastify.register(locationRoutes('station', 'Stations', 'stationIds'), { prefix: '/api/v1/stations' });
  await fastify.register(locationRoutes('trainingLocation', 'Training Locations', 'trainingLocationIds'), { prefix: '/api/v1/training-locations' });
  for (const { path, ...list } of REFERENCE_LISTS) await fastify.register(referenceListRoute(list), { prefix: path });
});
