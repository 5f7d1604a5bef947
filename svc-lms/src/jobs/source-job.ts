import type { FastifyInstance } from 'fastify';

export const SOURCE_JOB = 'lms.read-source';

/** Reads the configured source every few minutes on its own (0 leaves it to the scheduler's LMSImports task). */
export function scheduleSourceJob(fastify: FastifyInstance, minutes: number) {
  fastify.agenda.define(SOURCE_JOB, async () => {
    try {
      const run = await fastify.lmsSource.run('scheduled');
      if (run.files) fastify.log.info({ run: run.message }, 'LMS source read');
    } catch (err) {
      fastify.log.warn({ err: (err as Error).message }, 'LMS source run failed');
    }
  });
  if (!minutes) return;
  fastify.addHook('onReady', async () => {
    await fastify.agenda.every(`${minutes} minutes`, SOURCE_JOB);
  });
}
