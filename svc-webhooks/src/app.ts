import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { lookupRoutes } from './routes/lookups';

/** Outbound webhooks: subscriptions and their delivery attempts. */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-webhooks', config, jobs: true });
  await fastify.register(lookupRoutes, { prefix: '/webhooks' });
});
