import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';

/** The public read-only REST API v1, served from its own read model fed by domain events (routes arrive with the API issue). */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-public-api', config, jobs: false });
});
