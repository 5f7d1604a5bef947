import type { FastifyInstance } from 'fastify';

export const PURGE_SIGN_IN_JOB = 'sign-in.purge-expired';

/** FerretDB has no TTL indexes: expired reset links, redirect sign-ins and spent hand-over tokens are deleted by a job. */
export async function definePurgeSignInJob(fastify: FastifyInstance) {
  const { PasswordReset, OidcLogin, HandoverToken, EmailConfirmation } = fastify.models;
  fastify.agenda.define(PURGE_SIGN_IN_JOB, async () => {
    const expired = { expiresAt: { $lte: new Date() } };
    const counts = await Promise.all([PasswordReset.deleteMany(expired), OidcLogin.deleteMany(expired), HandoverToken.deleteMany(expired), EmailConfirmation.deleteMany(expired)]);
    const deletedCount = counts.reduce((n, c) => n + c.deletedCount, 0);
    if (deletedCount) fastify.log.info({ deletedCount }, 'expired sign-in records purged');
  });
  fastify.addHook('onReady', async () => {
    await fastify.agenda.every('15 minutes', PURGE_SIGN_IN_JOB);
  });
}
