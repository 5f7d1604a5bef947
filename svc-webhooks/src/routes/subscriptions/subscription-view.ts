import { WEBHOOK_EVENT_ACTIONS, WEBHOOK_EVENT_SOURCES, type WebhookNotification, type WebhookNotificationRow, type WebhookSubscription } from '@firecrest/contracts';
import type { Notification, Subscription } from '../../models';
import type { SecretBox } from '@firecrest/service-kit';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A subscription as answered: names of its type and topic, secrets only as hints. */
export function toSubscriptionView(s: Subscription, box: SecretBox, now: Date): WebhookSubscription {
  const apiKey = s.apiKey ? box.open(s.apiKey) : null;
  return {
    id: s._id,
    description: s.description,
    webhookEventTypeId: s.eventTypeId,
    webhookEventTypeName: WEBHOOK_EVENT_SOURCES.find((t) => t.id === s.eventTypeId)?.name ?? `#${s.eventTypeId}`,
    webhookEventTopicId: s.eventTopicId,
    webhookEventTopicName: WEBHOOK_EVENT_ACTIONS.find((t) => t.id === s.eventTopicId)?.name ?? null,
    targetUrl: s.targetUrl,
    apiKeyHint: apiKey ? `…${apiKey.slice(-4)}` : null,
    tokenUrl: s.tokenUrl,
    clientId: s.clientId,
    clientSecretSet: Boolean(s.clientSecret),
    isActive: s.isActive,
    isSystem: s.isSystem,
    createdDate: s.createdDate.toISOString(),
    lastSuccessDate: iso(s.lastSuccessDate),
    failingSince: iso(s.failingSince),
    deactivatedDate: iso(s.deactivatedDate),
    deactivatedReason: s.deactivatedReason,
    previousSecretExpires: s.previousSecretExpires && s.previousSecretExpires > now ? s.previousSecretExpires.toISOString() : null,
  };
}

export function toNotificationRow(n: Notification): WebhookNotificationRow {
  return {
    id: n._id,
    eventType: n.eventType,
    eventAction: n.eventAction,
    attempts: n.attempts,
    sendDate: iso(n.sendDate),
    httpStatusCode: n.httpStatusCode,
    completed: n.completed,
    createdDate: n.createdDate.toISOString(),
    nextAttemptDate: iso(n.nextAttemptAt),
  };
}

export const toNotificationView = (n: Notification): WebhookNotification => ({ ...toNotificationRow(n), jsonPayload: n.jsonPayload, responseError: n.responseError });
