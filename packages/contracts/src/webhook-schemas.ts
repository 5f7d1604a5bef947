import type { FromSchema } from 'json-schema-to-ts';

const nullableString = { type: ['string', 'null'] } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/**
 * A subscription as the form sends it (admin-area §3, §5). Topic 0 or null means any action. Secrets (apiKey,
 * clientSecret): absent keeps what is stored, null or '' clears it, a string replaces it.
 */
export const webhookSubscriptionBodySchema = {
  $id: 'WebhookSubscriptionBody',
  type: 'object',
  required: ['webhookEventTypeId', 'webhookEventTopicId', 'targetUrl'],
  additionalProperties: false,
  properties: {
    description: { type: ['string', 'null'], maxLength: 500 },
    webhookEventTypeId: { type: 'integer', minimum: 1 },
    webhookEventTopicId: { type: ['integer', 'null'], minimum: 0 },
    targetUrl: { type: 'string', minLength: 1, maxLength: 2048 },
    apiKey: { type: ['string', 'null'], maxLength: 1024 },
    tokenUrl: { type: ['string', 'null'], maxLength: 2048 },
    clientId: { type: ['string', 'null'], maxLength: 512 },
    clientSecret: { type: ['string', 'null'], maxLength: 1024 },
    isActive: { type: 'boolean', default: true },
  },
} as const;
export type WebhookSubscriptionBody = FromSchema<typeof webhookSubscriptionBodySchema>;

/** A subscription as the service answers it: secrets only as hints, never in full. */
export const webhookSubscriptionSchema = {
  $id: 'WebhookSubscription',
  type: 'object',
  required: ['id', 'webhookEventTypeId', 'webhookEventTypeName', 'webhookEventTopicId', 'webhookEventTopicName', 'targetUrl', 'isActive', 'isSystem', 'createdDate'],
  properties: {
    id: { type: 'integer' },
    description: nullableString,
    webhookEventTypeId: { type: 'integer' },
    webhookEventTypeName: { type: 'string' },
    webhookEventTopicId: { type: ['integer', 'null'], description: 'null: any action' },
    webhookEventTopicName: { type: ['string', 'null'] },
    targetUrl: { type: 'string' },
    apiKeyHint: { type: ['string', 'null'], description: 'The last characters of the API key sent, when one is set' },
    tokenUrl: nullableString,
    clientId: nullableString,
    clientSecretSet: { type: 'boolean' },
    isActive: { type: 'boolean' },
    isSystem: { type: 'boolean', description: 'Created by the product itself: type and topic are fixed' },
    createdDate: { type: 'string', format: 'date-time' },
    lastSuccessDate: nullableDateTime,
    failingSince: nullableDateTime,
    deactivatedDate: nullableDateTime,
    deactivatedReason: { type: ['string', 'null'], description: 'Why the service deactivated the subscription' },
    previousSecretExpires: { type: ['string', 'null'], format: 'date-time', description: 'Until when the secret before the last rotation still signs' },
  },
} as const;
export type WebhookSubscription = FromSchema<typeof webhookSubscriptionSchema>;

/** Answered once, at creation and at rotation: the signing secret in full. */
export const webhookSecretSchema = {
  $id: 'WebhookSecret',
  type: 'object',
  required: ['secret'],
  properties: { secret: { type: 'string', description: 'whsec_<base64>; shown once, keep it safe' } },
} as const;

export const webhookNotificationQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dateFrom: { type: 'string', format: 'date-time' },
    dateTo: { type: 'string', format: 'date-time' },
    skip: { type: 'integer', minimum: 0, default: 0 },
    take: { type: 'integer', minimum: 1, maximum: 500, default: 30 },
    orderByColumn: { type: 'string', enum: ['sendDate', 'attempts', 'httpStatusCode', 'completed', 'createdDate'], default: 'sendDate' },
    asc: { type: 'boolean', default: false },
  },
} as const;
export type WebhookNotificationQuery = FromSchema<typeof webhookNotificationQuerySchema>;

const notificationRowProperties = {
  id: { type: 'string', description: 'Also the webhook-id header: the same on every retry' },
  eventType: { type: 'string', examples: ['Employee'] },
  eventAction: { type: 'string', examples: ['Updated'] },
  attempts: { type: 'integer' },
  sendDate: nullableDateTime,
  httpStatusCode: { type: ['integer', 'null'] },
  completed: { type: 'boolean' },
  createdDate: { type: 'string', format: 'date-time' },
  nextAttemptDate: { type: ['string', 'null'], format: 'date-time', description: 'null: no further automatic attempt' },
} as const;

export const webhookNotificationRowSchema = {
  $id: 'WebhookNotificationRow',
  type: 'object',
  required: ['id', 'eventType', 'eventAction', 'attempts', 'sendDate', 'httpStatusCode', 'completed', 'createdDate'],
  properties: notificationRowProperties,
} as const;
export type WebhookNotificationRow = FromSchema<typeof webhookNotificationRowSchema>;

export const webhookNotificationPageSchema = {
  $id: 'WebhookNotificationPage',
  type: 'object',
  required: ['data', 'total'],
  properties: { data: { type: 'array', items: { $ref: 'WebhookNotificationRow#' } }, total: { type: 'integer' } },
} as const;

export const webhookNotificationSchema = {
  $id: 'WebhookNotification',
  type: 'object',
  required: ['id', 'eventType', 'eventAction', 'attempts', 'sendDate', 'httpStatusCode', 'completed', 'createdDate', 'jsonPayload', 'responseError'],
  properties: {
    ...notificationRowProperties,
    jsonPayload: { type: 'string', description: 'The body POSTed, as sent' },
    responseError: { type: ['string', 'null'], description: 'The first 2 KB of a non-200 answer, or why no answer came' },
  },
} as const;
export type WebhookNotification = FromSchema<typeof webhookNotificationSchema>;

/** What every delivery POSTs (Standard Webhooks): `data` is the entity as of the event. */
export interface WebhookPayload<T = unknown> {
  type: string;
  timestamp: string;
  data: T;
}
