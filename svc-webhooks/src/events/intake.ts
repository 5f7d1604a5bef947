import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EventContract } from '@firecrest/contracts';
import { WEBHOOK_EVENT_ACTIONS, WEBHOOK_EVENT_SOURCES, WEBHOOK_SOURCE_EVENTS, type WebhookAction } from '@firecrest/contracts';
import type { ReceivedEvent } from '@firecrest/service-kit';
import type { Notification } from '../models';
import type { DeliveryWorker } from '../delivery/worker';

/** Services' clocks may differ this much: an event stamped this long before a subscription still goes to it. */
const CLOCK_SKEW_MS = 1_000;

/**
 * The webhook-id of one event for one subscription: the same however often the event is consumed, and however often
 * a producer's retry put it on the topic. An entity event is known by its topic, key (the entity id) and version (its
 * lastModifiedDate); one without a version by its offset.
 */
export function notificationId(topic: string, event: ReceivedEvent<Record<string, unknown>>, subscriptionId: number) {
  const version = typeof event.payload.lastModifiedDate === 'string' && event.key !== null ? event.payload.lastModifiedDate : `offset ${event.offset}`;
  return `msg_${createHash('sha256').update(`${topic}\n${event.key}\n${version}\n${subscriptionId}`).digest('base64url').slice(0, 27)}`;
}

/** When an event's change happened: an entity's lastModifiedDate, a message's sentDate; null when it does not say. */
const whenOf = (payload: Record<string, unknown>): string | null =>
  typeof payload.lastModifiedDate === 'string' ? payload.lastModifiedDate : typeof payload.sentDate === 'string' ? payload.sentDate : null;

/** Inserts rows by `_id`; one already stored (the same event consumed again) is left as it is. Answers the indexes of those. */
async function insertNew<T>(model: { insertMany(rows: T[], options: { ordered: false; lean: true }): Promise<unknown> }, rows: T[]): Promise<Set<number>> {
  try {
    await model.insertMany(rows, { ordered: false, lean: true });
    return new Set();
  } catch (err) {
    const writeErrors = (err as { writeErrors?: { index?: number; code?: number; err?: { code?: number; index?: number } }[] }).writeErrors;
    const duplicatesOnly = writeErrors?.length && writeErrors.every((e) => (e.code ?? e.err?.code) === 11000);
    if (!duplicatesOnly) throw err;
    return new Set(writeErrors.map((e) => e.index ?? e.err?.index ?? -1));
  }
}

/** Host of a URL as the worker groups deliveries by it. */
export const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return 'invalid';
  }
};

/**
 * The consumer group that turns domain events into notifications: one per event and matching active subscription,
 * stored before the event's offset is committed (the event bus commits after the handler returns), so a crash
 * or a broker restart in between re-reads the event, and the derived notification ids make that harmless.
 */
export function subscribeIntake(fastify: FastifyInstance, worker: () => DeliveryWorker, now: () => Date) {
  const { Subscription, Notification: Notifications } = fastify.webhooks;

  async function intake(entity: string, action: WebhookAction, topic: string, events: ReceivedEvent<Record<string, unknown>>[]) {
    const actionId = WEBHOOK_EVENT_ACTIONS.find((a) => a.action === action)!.id;
    const sources = WEBHOOK_EVENT_SOURCES.filter((s) => s.entity === entity);
    const subs = await Subscription.find({ isActive: true, eventTypeId: { $in: sources.map((s) => s.id) }, $or: [{ eventTopicId: null }, { eventTopicId: actionId }] }).lean();
    if (!subs.length) return;
    const createdDate = now();
    const rows: Notification[] = [];
    for (const event of events) {
      const payload = event.payload;
      for (const sub of subs) {
        const source = sources.find((s) => s.id === sub.eventTypeId)!;
        // A location's deletion names no kind: it goes to station and training location subscribers alike.
        if ('kind' in source && action !== 'deleted' && payload.kind !== source.kind) continue;
        // What happened before the subscription existed is not its business (a replay from the start sends nothing old).
        const when = whenOf(payload);
        const happened = when ? Date.parse(when) : createdDate.getTime();
        if (happened < sub.createdDate.getTime() - CLOCK_SKEW_MS) continue;
        const body = {
          type: `${source.eventName}.${action}`,
          timestamp: when ?? createdDate.toISOString(),
          data: payload,
        };
        const id = notificationId(topic, event, sub._id);
        const jsonPayload = JSON.stringify(body);
        rows.push({
          _id: id,
          subscriptionId: sub._id,
          eventType: source.name,
          eventAction: WEBHOOK_EVENT_ACTIONS.find((a) => a.action === action)!.name,
          jsonPayload,
          attempts: 0,
          sendDate: null,
          httpStatusCode: null,
          completed: false,
          responseError: null,
          createdDate,
          nextAttemptAt: createdDate,
          targetHost: hostOf(sub.targetUrl),
          claimGeneration: 0,
        });
      }
    }
    if (!rows.length) return;
    // Only those new are handed over: one already stored (the event consumed again) is the poll's, as stored now.
    const known = await worker().serial('notifications', () => insertNew(Notifications, rows));
    worker().enqueue(rows.filter((_, k) => !known.has(k)));
  }

  for (const [entity, contracts] of Object.entries(WEBHOOK_SOURCE_EVENTS)) {
    for (const [action, contract] of Object.entries(contracts) as [WebhookAction, EventContract<unknown>][]) {
      const topic = fastify.events.topicOf(contract);
      fastify.events.subscribe<Record<string, unknown>>(contract as EventContract<Record<string, unknown>>, (event) => intake(entity, action, topic, [event]), {
        group: 'deliveries',
        // A new group starts at the beginning: an event published while the group first joined is not skipped.
        fromBeginning: true,
        batch: (events) => intake(entity, action, topic, events),
      });
    }
  }
}
