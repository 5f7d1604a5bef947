import fp from 'fastify-plugin';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';

/** System administration: audit and error logs, integrations, schema diagrams, release notes, bookmarks. */
export const app = fp<{ config: BaseConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-system', config, jobs: true });
});
