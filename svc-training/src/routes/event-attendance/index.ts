import type { FastifyPluginAsync } from 'fastify';

/** A training event's attendance (§2.6 sub-pages). */
export const eventAttendanceRoutes: FastifyPluginAsync = async () => {};
