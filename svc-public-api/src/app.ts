import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { compileViews } from './models';
import { subscribeUserEvents } from './events/users';
import { userRoutes } from './routes/users';
import { subscribeRoleEvents } from './events/roles';
import { roleRoutes } from './routes/roles';

/**
 * The public read-only REST API v1, served from its own read model fed only by domain events.
 * (Users and roles so far; the other endpoint groups arrive with the rest of the domain.)
 */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-public-api', config });
  fastify.decorate('views', compileViews(fastify.db));
  await Promise.all([fastify.views.UserView.init(), fastify.views.RoleView.init()]);
  subscribeUserEvents(fastify);
  subscribeRoleEvents(fastify);
  await fastify.register(userRoutes, { prefix: '/api/v1/users' });
  await fastify.register(roleRoutes, { prefix: '/api/v1/roles' });
});
