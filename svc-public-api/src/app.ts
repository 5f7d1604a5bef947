import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { compileViews } from './models';
import { subscribeUserEvents } from './events/users';
import { userRoutes } from './routes/users';

/**
 * The public read-only REST API v1, served from its own read model fed only by domain events.
 * (Users so far; the other endpoint groups arrive with the rest of the domain.)
 */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-public-api', config });
  fastify.decorate('views', compileViews(fastify.db));
  await fastify.views.UserView.init();
  subscribeUserEvents(fastify);
  await fastify.register(userRoutes, { prefix: '/api/v1/users' });
});
