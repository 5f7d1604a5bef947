import type { FastifyPluginAsync } from 'fastify';

/** A training event's approvals (§2.6 sub-pages). */
export const eventApprovalsRoutes: FastifyPluginAsync = async () => {};
