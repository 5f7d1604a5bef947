import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';

/** LMS completion imports: uploads, scheduled source, import history (routes arrive with the LMS issue). */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-lms', config, jobs: true });
});
