import type { FastifyPluginAsync } from 'fastify';
import { WEBHOOK_EVENT_TOPICS, WEBHOOK_EVENT_TYPES, lookupListSchema } from '@firecrest/contracts';

/** The pickers of the webhook form (admin-area §2.2, §7). */
export const lookupRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addSchema(lookupListSchema);
  const options = (summary: string) => ({
    config: { access: { permission: ['WEBHOOKS', 'view'] as ['WEBHOOKS', 'view'] } },
    schema: { tags: ['webhooks'], summary, response: { 200: { $ref: 'LookupList#' } } },
  });
  fastify.get('/types', options('Webhook event types'), async () => WEBHOOK_EVENT_TYPES);
  fastify.get('/topics', options('Webhook event topics (actions); none means any'), async () => WEBHOOK_EVENT_TOPICS);
};
