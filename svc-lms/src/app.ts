import fp from 'fastify-plugin';
import { infrastructure } from '@firecrest/service-kit';
import { configSchema, type LmsConfig } from './config';
import { compileLmsModels } from './models';
import { subscribeDirectory } from './events/directory-copies';
import { importer } from './import/importer';
import { completionsClient } from './clients/training-completions';
import { sourceRunner } from './sources/run-source';
import { recordRoutes } from './routes/records';
import { settingsRoutes } from './routes/settings';
import { scheduleSourceJob } from './jobs/source-job';

/**
 * LMS completion imports (admin-area §2.7-2.9): CSV uploads and a scheduled mailbox or SFTP source, matched against
 * copies of employees and competencies, applied by svc-training; the import log with its Excel and PDF reports.
 */
export const app = fp<{ config: LmsConfig }>(async (fastify, { config }) => {
  if (config.NODE_ENV === 'production' && config.LMS_SETTINGS_SECRET === configSchema.properties.LMS_SETTINGS_SECRET.default) {
    throw new Error('Invalid configuration for svc-lms: LMS_SETTINGS_SECRET must be set in production');
  }
  await fastify.register(infrastructure, { service: 'svc-lms', config, jobs: true });
  fastify.decorate('lms', compileLmsModels(fastify.db));
  await Promise.all(Object.values(fastify.lms).map((model) => model.init()));
  subscribeDirectory(fastify);
  fastify.decorate('lmsCompletions', completionsClient(config.TRAINING_URL, config.INTERNAL_TOKEN_SECRET));
  fastify.decorate('lmsImport', importer(fastify));
  fastify.decorate('lmsSource', sourceRunner(fastify, config));
  await fastify.register(recordRoutes, { prefix: '/lms', config });
  await fastify.register(settingsRoutes, { prefix: '/lms' });
  scheduleSourceJob(fastify, config.LMS_POLL_MINUTES);
});
