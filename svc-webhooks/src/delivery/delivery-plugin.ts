import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { WebhooksConfig } from '../config';
import { secretBox, type SecretBox } from '@firecrest/service-kit';
import { targetGuard, type TargetGuard } from '../security/target-guard';
import { httpSender } from './http-sender';
import { oauthTokens } from './oauth-tokens';
import { parseSchedule } from './retry-schedule';
import { deliveryWorker, type DeliveryWorker } from './worker';

export interface WebhookDelivery {
  box: SecretBox;
  guard: TargetGuard;
  worker: DeliveryWorker;
  /** The service's clock; tests move it forward to reach the failure window. */
  now: () => Date;
  setClock(now: () => Date): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookDelivery: WebhookDelivery;
  }
}

/** Sealing, the target guard, the HTTP sender and the worker; the worker starts once the service is ready. */
export const deliveryPlugin = fp<{ config: WebhooksConfig }>(
  async (fastify: FastifyInstance, { config }) => {
    let clock = () => new Date();
    const now = () => clock();
    const guard = targetGuard(config.WEBHOOKS_ALLOWED_HOSTS);
    const sender = httpSender(guard, { timeoutMs: config.WEBHOOKS_TIMEOUT_MS, perHost: config.WEBHOOKS_CONCURRENCY_PER_HOST });
    const box = secretBox(config.WEBHOOKS_SECRET_KEY);
    const worker = deliveryWorker({
      models: fastify.webhooks,
      box,
      sender,
      tokens: oauthTokens(sender, now),
      log: fastify.log.child({ component: 'webhook-worker' }),
      schedule: parseSchedule(config.WEBHOOKS_RETRY_SCHEDULE_MS),
      timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
      claimMarginMs: config.WEBHOOKS_CLAIM_MARGIN_MS,
      perHost: config.WEBHOOKS_CONCURRENCY_PER_HOST,
      concurrency: config.WEBHOOKS_CONCURRENCY,
      pollMs: config.WEBHOOKS_POLL_MS,
      now,
    });
    fastify.decorate('webhookDelivery', { box, guard, worker, now, setClock: (c: () => Date) => (clock = c) });
    fastify.addHook('onReady', async () => worker.start());
    // Registered after the event bus, so this runs before its consumers disconnect: attempts under way finish first.
    fastify.addHook('onClose', async () => {
      await worker.stop();
      await sender.close();
    });
  },
  { name: 'webhook-delivery', dependencies: ['firecrest-mongo'] },
);
