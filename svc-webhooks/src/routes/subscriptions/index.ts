import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_EVENT_SOURCES,
  WEBHOOK_EVENT_ACTIONS,
  WEBHOOK_SOURCE_EVENTS,
  WEBHOOK_PING_TYPE,
  webhookNotificationPageSchema,
  webhookNotificationQuerySchema,
  webhookNotificationRowSchema,
  webhookNotificationSchema,
  webhookSecretSchema,
  webhookSubscriptionBodySchema,
  webhookSubscriptionSchema,
  type Right,
  type WebhookSubscriptionBody,
  idParams,
} from '@firecrest/contracts';
import { fieldProblem, nextId, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { Subscription } from '../../models';
import { newSigningSecret } from '../../security/signing';
import { TargetRefused } from '../../security/target-guard';
import { hostOf } from '../../events/intake';
import { toNotificationRow, toNotificationView, toSubscriptionView } from './subscription-view';

/** The old secret keeps signing beside the new one this long after a rotation. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const SORT_FIELD = { sendDate: 'sendDate', attempts: 'attempts', httpStatusCode: 'httpStatusCode', completed: 'completed', createdDate: 'createdDate' } as const;

const notificationParams = {
  type: 'object',
  required: ['id', 'notificationId'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 }, notificationId: { type: 'string', pattern: '^msg_[A-Za-z0-9_-]{1,64}$' } },
} as const;
const access = (right: Right) => ({ access: { permission: ['WEBHOOKS', right] as ['WEBHOOKS', Right] } });
const tags = ['webhooks'];

/** Subscriptions and their notifications (admin-area §7, under /webhooks). */
const references = [webhookSubscriptionBodySchema, webhookSubscriptionSchema, webhookSecretSchema, webhookNotificationRowSchema, webhookNotificationPageSchema, webhookNotificationSchema] as const;

export const subscriptionRoutes: TypedRoutes<Record<never, never>, typeof references> = async (fastify) => {
  const { Subscription: Subscriptions, Notification: Notifications, Counter } = fastify.webhooks;
  const { box, guard, worker, now } = fastify.webhookDelivery;
  for (const schema of references) fastify.addSchema(schema);

  const missing = (id: number) => new ProblemError('notFound', `Webhook subscription ${id} does not exist.`);
  async function load(id: number) {
    const sub = await Subscriptions.findById(id).lean();
    if (!sub) throw missing(id);
    return sub;
  }
  const view = (sub: Subscription) => toSubscriptionView(sub, box, now());

  async function checkUrl(field: string, url: string) {
    try {
      await guard.assertUrl(url);
    } catch (err) {
      if (err instanceof TargetRefused) throw fieldProblem(field, err.message);
      throw err;
    }
  }

  /** The stored fields of a body: type and topic known, URLs allowed, secrets sealed (absent keeps the stored one). */
  async function prepare(body: WebhookSubscriptionBody, existing: Subscription | null) {
    const typeId = existing?.isSystem ? existing.eventTypeId : body.webhookEventTypeId;
    const topicId = existing?.isSystem ? existing.eventTopicId : body.webhookEventTopicId || null;
    if (!WEBHOOK_EVENT_SOURCES.some((t) => t.id === typeId)) throw fieldProblem('webhookEventTypeId', `${typeId} is not a webhook event type.`);
    const action = WEBHOOK_EVENT_ACTIONS.find((t) => t.id === topicId);
    if (topicId !== null && !action) throw fieldProblem('webhookEventTopicId', `${topicId} is not a webhook event topic.`);
    // A topic the type never has (an employee is never sent, a message never deleted) would never deliver anything.
    const source = WEBHOOK_EVENT_SOURCES.find((t) => t.id === typeId)!;
    if (action && !WEBHOOK_SOURCE_EVENTS[source.entity]?.[action.action]) throw fieldProblem('webhookEventTopicId', `${source.name} has no ${action.name} events; choose another topic or Any.`);
    const targetUrl = body.targetUrl.trim();
    await checkUrl('targetUrl', targetUrl);
    const tokenUrl = body.tokenUrl?.trim() || null;
    if (tokenUrl) await checkUrl('tokenUrl', tokenUrl);
    const sealed = (value: string | null | undefined, stored: string | null | undefined) => (value === undefined ? (stored ?? null) : value ? box.seal(value) : null);
    const fields = {
      description: body.description?.trim() || null,
      eventTypeId: typeId,
      eventTopicId: topicId,
      targetUrl,
      apiKey: sealed(body.apiKey, existing?.apiKey),
      tokenUrl,
      clientId: body.clientId?.trim() || null,
      clientSecret: sealed(body.clientSecret, existing?.clientSecret),
      isActive: body.isActive ?? true,
    };
    if (fields.tokenUrl && (!fields.clientId || !fields.clientSecret)) throw fieldProblem(fields.clientId ? 'clientSecret' : 'clientId', 'OAuth2 needs a client id and a client secret with the token URL.');
    return fields;
  }

  fastify.get('/subscriptions', { config: access('view'), schema: { tags, summary: 'Webhook subscriptions (newest first)', response: { 200: { type: 'array', items: { $ref: 'WebhookSubscription#' } } } } }, async () =>
    (await Subscriptions.find().sort({ _id: -1 }).lean()).map(view),
  );

  fastify.get(
    '/subscriptions/:id',
    { config: access('view'), schema: { tags, summary: 'One webhook subscription', params: idParams, response: { 200: { $ref: 'WebhookSubscription#' } } } },
    async (request) => view(await load(request.params.id)),
  );

  fastify.post(
    '/subscriptions',
    {
      config: access('create'),
      schema: {
        tags,
        summary: 'Subscribe a URL; the answer carries the signing secret, shown this once',
        body: { $ref: 'WebhookSubscriptionBody#' },
        response: { 201: { allOf: [{ $ref: 'WebhookSubscription#' }, { $ref: 'WebhookSecret#' }] } },
      },
    },
    async (request, reply) => {
      const fields = await prepare(request.body, null);
      const secret = newSigningSecret();
      const at = now();
      const id = await nextId(Counter, 'WebhookSubscription');
      const doc = await Subscriptions.create({ ...fields, _id: id, secret: box.seal(secret), isSystem: false, createdDate: at, lastModifiedDate: at });
      request.log.info({ subscriptionId: id, host: hostOf(fields.targetUrl) }, 'webhook subscription created');
      return reply.code(201).send({ ...view(doc.toObject()), secret });
    },
  );

  fastify.put(
    '/subscriptions/:id',
    { config: access('edit'), schema: { tags, summary: 'Change a webhook subscription', params: idParams, body: { $ref: 'WebhookSubscriptionBody#' }, response: { 200: { $ref: 'WebhookSubscription#' } } } },
    async (request) => {
      const existing = await load(request.params.id);
      const fields = await prepare(request.body, existing);
      // Switching a subscription back on starts its failure window anew and clears why it was switched off.
      const revived = fields.isActive && !existing.isActive ? { failingSince: null, deactivatedDate: null, deactivatedReason: null } : {};
      const doc = await Subscriptions.findByIdAndUpdate(request.params.id, { $set: { ...fields, ...revived, lastModifiedDate: now() } }, { returnDocument: 'after' }).lean();
      if (!doc) throw missing(request.params.id);
      worker.forgetSubscription(doc._id);
      if (doc.targetUrl !== existing.targetUrl) await Notifications.updateMany({ subscriptionId: doc._id, completed: false }, { $set: { targetHost: hostOf(doc.targetUrl) } });
      return view(doc);
    },
  );

  fastify.delete(
    '/subscriptions/:id',
    { config: access('delete'), schema: { tags, summary: 'Delete a webhook subscription and its notifications', params: idParams } },
    async (request, reply) => {
      const sub = await load(request.params.id);
      if (sub.isSystem) throw new ProblemError('permissionDenied', 'A system subscription cannot be deleted; deactivate it instead.');
      await Subscriptions.deleteOne({ _id: sub._id });
      await Notifications.deleteMany({ subscriptionId: sub._id });
      worker.forgetSubscription(sub._id);
      return reply.code(204).send();
    },
  );

  fastify.post(
    '/subscriptions/:id/rotate-secret',
    { config: access('edit'), schema: { tags, summary: 'New signing secret; the old one keeps signing beside it for 24 h', params: idParams, response: { 200: { $ref: 'WebhookSecret#' } } } },
    async (request) => {
      const sub = await load(request.params.id);
      const secret = newSigningSecret();
      const at = now();
      await Subscriptions.updateOne(
        { _id: sub._id },
        { $set: { secret: box.seal(secret), previousSecret: sub.secret, previousSecretExpires: new Date(at.getTime() + ROTATION_OVERLAP_MS), lastModifiedDate: at } },
      );
      worker.forgetSubscription(sub._id);
      request.log.info({ subscriptionId: sub._id }, 'webhook signing secret rotated');
      return { secret };
    },
  );

  fastify.post(
    '/subscriptions/:id/test',
    { config: access('edit'), schema: { tags, summary: 'Send a test event (webhook.ping) to this subscription', params: idParams, response: { 202: webhookNotificationRowSchema } } },
    async (request, reply) => {
      const sub = await load(request.params.id);
      if (!sub.isActive) throw fieldProblem('isActive', 'The subscription is not active; activate it to send a test event.');
      const at = now();
      const body = { type: WEBHOOK_PING_TYPE, timestamp: at.toISOString(), data: { subscriptionId: sub._id, message: 'Test event from Firecrest' } };
      const _id = `msg_${randomBytes(20).toString('base64url')}`;
      const jsonPayload = JSON.stringify(body);
      const doc = await Notifications.create({ _id, subscriptionId: sub._id, eventType: 'Test', eventAction: 'Ping', jsonPayload, createdDate: at, nextAttemptAt: at, targetHost: hostOf(sub.targetUrl) });
      worker.enqueue([doc.toObject()]);
      return reply.code(202).send(toNotificationRow(doc.toObject()));
    },
  );

  fastify.get(
    '/subscriptions/:id/notifications',
    {
      config: access('view'),
      schema: { tags, summary: 'Notifications of one subscription (send date descending by default)', params: idParams, querystring: webhookNotificationQuerySchema, response: { 200: { $ref: 'WebhookNotificationPage#' } } },
    },
    async (request) => {
      const { dateFrom, dateTo, skip = 0, take = 30, orderByColumn = 'sendDate', asc = false } = request.query;
      await load(request.params.id);
      // The date filters apply to when the event was taken in: a notification not yet sent is found too.
      const filter: Record<string, unknown> = { subscriptionId: request.params.id };
      const range: Record<string, Date> = {};
      if (dateFrom) range.$gte = new Date(dateFrom);
      if (dateTo) range.$lte = new Date(dateTo);
      if (Object.keys(range).length) filter.createdDate = range;
      const direction = asc ? 1 : -1;
      const sort: Record<string, 1 | -1> = { [SORT_FIELD[orderByColumn]]: direction, createdDate: direction, _id: direction };
      const [total, rows] = await Promise.all([Notifications.countDocuments(filter), Notifications.find(filter).sort(sort).skip(skip).limit(take).lean()]);
      return { data: rows.map(toNotificationRow), total };
    },
  );

  fastify.get(
    '/subscriptions/:id/notifications/:notificationId',
    { config: access('view'), schema: { tags, summary: 'One notification with its payload and the answer of its last attempt', params: notificationParams, response: { 200: { $ref: 'WebhookNotification#' } } } },
    async (request) => {
      const doc = await Notifications.findOne({ _id: request.params.notificationId, subscriptionId: request.params.id }).lean();
      if (!doc) throw new ProblemError('notFound', `Notification ${request.params.notificationId} does not exist.`);
      return toNotificationView(doc);
    },
  );

  fastify.post(
    '/subscriptions/notifications/send',
    { config: access('edit'), schema: { tags, summary: 'Retry every pending notification of the active subscriptions now', response: { 200: { type: 'object', required: ['queued'], properties: { queued: { type: 'integer' } } } } } },
    async () => {
      const active = (await Subscriptions.find({ isActive: true }, { _id: 1 }).lean()).map((s) => s._id);
      const at = now();
      const { modifiedCount } = await Notifications.updateMany({ subscriptionId: { $in: active }, completed: false }, { $set: { nextAttemptAt: at } });
      worker.kick(true);
      return { queued: modifiedCount };
    },
  );
};
