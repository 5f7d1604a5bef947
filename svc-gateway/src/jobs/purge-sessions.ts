import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from '../auth/sessions';

export const PURGE_SESSIONS_JOB = 'sessions.purge-expired';

/** FerretDB has no TTL indexes, so expired sessions are deleted by a job instead. */
export async function definePurgeSessionsJob(fastify: FastifyInstance) {
  fastify.agenda.define(PURGE_SESSIONS_JOB, async () => {
    const { deletedCount } = await purgeExpiredSessions(fastify.models);
    if (deletedCount) fastify.log.info({ deletedCount }, 'expired sessions purged');
  });
  fastify.addHook('onReady', async () => {
    await fastify.agenda.every('15 minutes', PURGE_SESSIONS_JOB);
  });
}
