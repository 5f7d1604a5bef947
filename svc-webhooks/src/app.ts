import fp from 'fastify-plugin';
import { infrastructure } from '@firecrest/service-kit';
import type { WebhooksConfig } from './config';
import { compileWebhookModels } from './models';
import { deliveryPlugin } from './delivery/delivery-plugin';
import { subscribeIntake } from './events/intake';
import { lookupRoutes } from './routes/lookups';
import { subscriptionRoutes } from './routes/subscriptions';

/** Outbound webhooks: subscriptions, the notifications made from domain events, and their signed delivery. */
export const app = fp<{ config: WebhooksConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-webhooks', config });
  fastify.decorate('webhooks', compileWebhookModels(fastify.db));
  await Promise.all(Object.values(fastify.webhooks).map((model) => model.init()));
  await fastify.register(deliveryPlugin, { config });
  subscribeIntake(fastify, () => fastify.webhookDelivery.worker, () => fastify.webhookDelivery.now());
  await fastify.register(lookupRoutes, { prefix: '/webhooks' });
  await fastify.register(subscriptionRoutes, { prefix: '/webhooks' });
});
