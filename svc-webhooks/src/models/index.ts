import type { Connection } from 'mongoose';
import { counterSchema, type Counter } from '@firecrest/service-kit';
import { subscriptionSchema, type Subscription } from './subscription';
import { notificationSchema, type Notification } from './notification';
import { attemptClaimSchema, type AttemptClaim } from './attempt-claim';

export type { Subscription } from './subscription';
export type { Notification } from './notification';

export function compileWebhookModels(db: Connection) {
  return {
    Subscription: db.model<Subscription>('WebhookSubscription', subscriptionSchema, 'webhook_subscriptions'),
    Notification: db.model<Notification>('WebhookNotification', notificationSchema, 'webhook_notifications'),
    AttemptClaim: db.model<AttemptClaim>('WebhookAttemptClaim', attemptClaimSchema, 'webhook_attempt_claims'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
  };
}
export type WebhookModels = ReturnType<typeof compileWebhookModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookModels;
  }
}
