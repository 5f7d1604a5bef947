import fp from 'fastify-plugin';
import { infrastructure } from '@firecrest/service-kit';
import type { SchedulerConfig } from './config';
import { scheduledTasksPlugin } from './jobs/scheduled-tasks';
import { scheduledTaskRoutes } from './routes/scheduled-tasks';

/**
 * Scheduled background tasks: when each of the 20 runs (agenda, locked across instances), run-now calls, and what
 * each last run did. The work is done by the service owning the data; the outgoing messages (e-mail, SMS, push) are kept and sent here.
 */
export const app = fp<{ config: SchedulerConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-scheduler', config });
  await fastify.register(scheduledTasksPlugin, { config });
  await fastify.register(scheduledTaskRoutes, { prefix: '/scheduledtasks' });
});
