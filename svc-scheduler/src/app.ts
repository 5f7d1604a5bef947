import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';

/** Scheduled background tasks and their runs (routes arrive with the scheduled-tasks issue). */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-scheduler', config, jobs: true });
});
