import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { employeeEvents } from '@firecrest/contracts';
import { startInstanceProcess, type InstanceProcess, type TestService } from '@firecrest/service-kit/testing';
import type { WebhooksConfig } from '../src/config';
import { buildWebhooks, receiver, TEST_ENV, employee } from './helper';

const SERVER = resolve(import.meta.dirname, '../src/server.ts');
const EVENTS = 200;

/** Issue 35: two instances (the second its own process) on the real Kafka and store; fault test 5 SIGKILLs one mid-burst. */
describe('two webhooks instances', { timeout: 90_000 }, () => {
  // Short enough for a test: a killed instance's attempts are claimable again 0.7 s + 1 s after their claim.
  const env = { WEBHOOKS_CONCURRENCY: '4', WEBHOOKS_CLAIM_MARGIN_MS: '1000' };
  let survivor: TestService<WebhooksConfig>;
  let killed: InstanceProcess;
  // Each answer takes 100 ms, so the killed instance has sends under way.
  const r = receiver(() => new Promise<number>((done) => setTimeout(() => done(200), 100)));
  let received: Awaited<typeof r>;

  beforeAll(async () => {
    received = await r;
    survivor = await buildWebhooks(env);
    // The second instance: the same database and topics, its own process.
    killed = await startInstanceProcess(SERVER, {
      ...TEST_ENV,
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      MONGO_DB: survivor.config.MONGO_DB,
      KAFKA_TOPIC_PREFIX: survivor.config.KAFKA_TOPIC_PREFIX,
    });
  });
  afterAll(async () => {
    await killed?.kill();
    await survivor?.close();
    await received?.close();
  });

  it('subscriptions made on both at once get an id each, none twice', async () => {
    // Employee Competency subscriptions: the burst below (employee events) does not reach them.
    const payload = { webhookEventTypeId: 2, webhookEventTopicId: 0, targetUrl: received.url };
    const headers = await survivor.as();
    const answers = await Promise.all(
      Array.from({ length: 100 }, async (_, k) => {
        if (k % 2 === 0) return (await survivor.server.inject({ method: 'POST', url: '/webhooks/subscriptions', headers, payload })).json() as { id: number };
        const res = await fetch(`${killed.url}/webhooks/subscriptions`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
        expect(res.status).toBe(201);
        return (await res.json()) as { id: number };
      }),
    );
    const ids = answers.map((a) => a.id);
    expect(ids.every((id) => Number.isInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(100);
    expect(await survivor.server.webhooks.Subscription.countDocuments({ eventTypeId: 2 })).toBe(100);
  });

  it('one SIGKILLed mid-burst: every event is delivered; a repeat carries the same webhook-id and body', async () => {
    const res = await survivor.server.inject({
      method: 'POST',
      url: '/webhooks/subscriptions',
      headers: await survivor.as(),
      payload: { webhookEventTypeId: 1, webhookEventTopicId: 0, targetUrl: received.url },
    });
    expect(res.statusCode).toBe(201);

    const events = Array.from({ length: EVENTS }, (_, k) => employee(5000 + k));
    await survivor.server.events.publishMany(employeeEvents.created, events, (e) => String(e.id));

    // Mid-burst: once the other instance has claimed a few attempts and before everything is delivered.
    const { AttemptClaim, Notification } = survivor.server.webhooks;
    const mine = survivor.server.webhookDelivery.worker.owner;
    await expect.poll(() => AttemptClaim.countDocuments({ owner: { $ne: mine } }), { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(4);
    await killed.kill();
    const ids = () => new Set(received.received.map((x) => String(x.headers['webhook-id'])));
    expect(ids().size).toBeLessThan(EVENTS);

    // The survivor takes over the killed one's partitions (after the group's session timeout) and its stale claims.
    await expect.poll(() => ids().size, { timeout: 60_000 }).toBe(EVENTS);
    await expect.poll(() => Notification.countDocuments({ completed: true }), { timeout: 10_000 }).toBe(EVENTS);
    expect(await Notification.countDocuments({})).toBe(EVENTS);
    // Attempts the killed instance had claimed and not finished were claimed anew (a new generation) and sent.
    expect(await Notification.countDocuments({ claimGeneration: { $gte: 1 } })).toBeGreaterThan(0);
    // Duplicates only as at-least-once allows: the same webhook-id, the same body.
    const bodies = new Map<string, Set<string>>();
    for (const hit of received.received) {
      const id = String(hit.headers['webhook-id']);
      bodies.set(id, (bodies.get(id) ?? new Set()).add(hit.body));
    }
    expect([...bodies.values()].every((b) => b.size === 1)).toBe(true);
    const delivered = new Set(received.received.map((x) => (JSON.parse(x.body) as { data: { id: number } }).data.id));
    expect(delivered).toEqual(new Set(events.map((e) => e.id)));
  });
});
