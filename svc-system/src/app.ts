import fp from 'fastify-plugin';
import { decorateDefaultLanguage, infrastructure } from '@firecrest/service-kit';
import type { SystemConfig } from './config';
import { compileSystemModels } from './models';
import { subscribeLogs } from './events/log-consumers';
import { defineLogRetentionJob } from './jobs/log-retention';
import { logsRoutes } from './routes/logs';
import { releaseNotesRoutes } from './routes/release-notes';
import { bookmarkRoutes } from './routes/bookmarks';
import { integrationRoutes } from './routes/integrations';
import { subscribeWorkforce } from './events/workforce-consumers';
import { subscribeModelDescriptions } from './events/model-descriptions-consumer';
import { databaseSchemaRoutes } from './routes/database-schema';
import { messageRoutes } from './routes/messages';
import { subscribeMessages } from './events/message-consumers';
import { subscribeMessageGroups } from './events/message-group-consumers';
import { defineScheduledMessagesJob } from './jobs/scheduled-messages';

/** System administration: audit and error logs, integrations, schema diagrams, release notes, bookmarks. */
export const app = fp<{ config: SystemConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-system', config, jobs: true });
  fastify.decorate('system', compileSystemModels(fastify.db));
  decorateDefaultLanguage(fastify, config.DEFAULT_LANGUAGE);
  await Promise.all(Object.values(fastify.system).map((model) => model.init()));
  subscribeLogs(fastify);
  subscribeWorkforce(fastify);
  subscribeModelDescriptions(fastify);
  subscribeMessages(fastify);
  subscribeMessageGroups(fastify);
  defineScheduledMessagesJob(fastify);
  await defineLogRetentionJob(fastify, config.LOG_RETENTION_DAYS);
  await fastify.register(releaseNotesRoutes, { prefix: '/system/release-notes' });
  await fastify.register(bookmarkRoutes, { prefix: '/system/bookmarks' });
  await fastify.register(integrationRoutes, { prefix: '/system/integrations', secretKey: config.INTEGRATION_SECRET_KEY });
  await fastify.register(databaseSchemaRoutes, { prefix: '/system/database-schema' });
  await fastify.register(messageRoutes, { prefix: '/system/messages' });
  await fastify.register(logsRoutes, { prefix: '/system/log', exportMaxRows: config.LOG_EXPORT_MAX_ROWS });
});
