import type { FastifyPluginAsync } from 'fastify';
import { scheduledTaskRoute } from '@firecrest/service-kit';
import { updateServiceNumbers } from '../jobs/service-number-update';

/** The scheduled tasks on personnel data: `POST /personnel/tasks/:key`. */
export const personnelTaskRoutes: FastifyPluginAsync<{ secret: string }> = async (fastify, { secret }) => {
  scheduledTaskRoute(fastify, 'personnel', { ServiceNumberUpdate: () => updateServiceNumbers(fastify, secret) });
};
