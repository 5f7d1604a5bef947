import type { FastifyPluginAsync } from 'fastify';

/** A training event's communications (§2.6 sub-pages). */
export const eventCommunicationsRoutes: FastifyPluginAsync = async () => {};
