import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Agenda } from 'agenda';
import type { Db } from 'mongodb';
import { claimingMongoBackend } from './job-claims';

declare module 'fastify' {
  interface FastifyInstance {
    agenda: Agenda;
  }
}

/**
 * Background jobs stored in the service's own database. Jobs are defined by the service before ready;
 * processing starts once the service is ready and stops (letting running jobs finish) on close. A due job runs on
 * one instance only, and is taken up by another once its lock expires (job-claims.ts).
 */
export const jobsPlugin = fp<{ processEvery?: string }>(
  async (fastify: FastifyInstance, options) => {
    if (!fastify.db?.db) throw new Error('jobsPlugin needs the mongo plugin first');
    const agenda = new Agenda({
      backend: claimingMongoBackend(fastify.db.db as unknown as Db, 'jobs'),
      processEvery: options.processEvery ?? '10 seconds',
    });
    fastify.decorate('agenda', agenda);
    fastify.addHook('onReady', async () => {
      await agenda.start();
    });
    fastify.addHook('onClose', async () => {
      await agenda.stop();
    });
  },
  { name: 'firecrest-jobs', dependencies: ['firecrest-mongo'] },
);
