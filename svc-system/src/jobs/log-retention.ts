import type { FastifyInstance } from 'fastify';

export const LOG_RETENTION_JOB = 'logs.enforce-retention';
const DAY_MS = 86_400_000;

/** Deletes audit and error entries older than the retention (LOG_RETENTION_DAYS); FerretDB has no TTL indexes. */
export async function enforceLogRetention(fastify: FastifyInstance, days: number, now = new Date()) {
  const before = new Date(now.getTime() - days * DAY_MS);
  const [audit, errors] = await Promise.all([
    fastify.system.AuditEntry.deleteMany({ createdDate: { $lt: before } }),
    fastify.system.ErrorEntry.deleteMany({ dateLogged: { $lt: before } }),
  ]);
  return { audit: audit.deletedCount, errors: errors.deletedCount };
}

export async function defineLogRetentionJob(fastify: FastifyInstance, days: number) {
  fastify.agenda.define(LOG_RETENTION_JOB, async () => {
    const deleted = await enforceLogRetention(fastify, days);
    if (deleted.audit || deleted.errors) fastify.log.info({ deleted, days }, 'log entries past retention deleted');
  });
  fastify.addHook('onReady', async () => {
    await fastify.agenda.every('1 day', LOG_RETENTION_JOB);
  });
}
