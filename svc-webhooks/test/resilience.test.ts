import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeEvents } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { WebhooksConfig } from '../src/config';
import { buildWebhooks, receiver, employee } from './helper';

describe('webhook delivery is at least once and never twice at once', { timeout: 60_000 }, () => {
  const services: TestService<WebhooksConfig>[] = [];
  let r: Awaited<ReturnType<typeof receiver>>;
  const ids = () => new Set(r.received.map((x) => String(x.headers['webhook-id'])));
  /** How long the receiver takes to answer: long enough in the first test that a stop lands mid-stream. */
  let answerAfterMs = 0;

  beforeAll(async () => {
    r = await receiver(async () => {
      if (answerAfterMs) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
      return 200;
    });
  });
  afterAll(async () => {
    for (const s of services) await s.close();
    await r?.close();
  });

  it('stopped mid-stream and started again, delivers every event (receiver de-duplicates by webhook-id)', async () => {
    // 60 deliveries two at a time, each answered after 100 ms (under the 700 ms timeout), take at least 3 s: on a
    // quiet machine they all went out before the stop, and nothing was left to pick up.
    answerAfterMs = 100;
    const first = await buildWebhooks({ WEBHOOKS_CONCURRENCY: '2' });
    const res = await first.server.inject({ method: 'POST', url: '/webhooks/subscriptions', headers: await first.as(), payload: { webhookEventTypeId: 1, webhookEventTopicId: 0, targetUrl: r.url } });
    expect(res.statusCode).toBe(201);
    const events = Array.from({ length: 60 }, (_, k) => employee(1000 + k));
    await first.server.events.publishMany(employeeEvents.created, events, (e) => String(e.id));
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBeGreaterThan(5);
    await first.server.close();
    const stoppedAt = ids().size;
    expect(stoppedAt).toBeLessThan(60);
    answerAfterMs = 0;

    // The same database and topics: a new instance picks up stored notifications and unconsumed events.
    const env = { MONGO_DB: first.config.MONGO_DB, KAFKA_TOPIC_PREFIX: first.config.KAFKA_TOPIC_PREFIX };
    const second = await buildWebhooks(env);
    services.push(second);
    await second.server.events.publishMany(employeeEvents.updated, events.slice(0, 10), (e) => String(e.id));
    await expect.poll(() => ids().size, { timeout: 20_000 }).toBe(70);
    await expect.poll(() => second.server.webhooks.Notification.countDocuments({ completed: true }), { timeout: 10_000 }).toBe(70);
  });

  it('two instances on one database send each notification once', async () => {
    const a = services[0]!;
    const env = { MONGO_DB: a.config.MONGO_DB, KAFKA_TOPIC_PREFIX: a.config.KAFKA_TOPIC_PREFIX };
    const b = await buildWebhooks(env);
    services.push(b);
    r.received.length = 0;
    // Notifications made directly, due now: both workers race for them.
    const sub = (await a.server.webhooks.Subscription.findOne().lean())!;
    const now = new Date();
    const rows = Array.from({ length: 150 }, (_, k) => ({
      _id: `msg_race${k}`,
      subscriptionId: sub._id,
      jsonPayload: JSON.stringify({ type: 'employee.updated', timestamp: now.toISOString(), data: { id: k } }),
      nextAttemptAt: now,
    }));
    await a.server.webhooks.Notification.insertMany(rows.map((row) => ({ ...row, eventType: 'Employee', eventAction: 'Updated', createdDate: now, targetHost: new URL(r.url).host })));
    a.server.webhookDelivery.worker.kick(true);
    b.server.webhookDelivery.worker.kick(true);
    await expect.poll(() => a.server.webhooks.Notification.countDocuments({ _id: /^msg_race/, completed: true }), { timeout: 20_000 }).toBe(150);
    expect(ids().size).toBe(150);
    // Each attempt sent once, by one of the two. An attempt whose answer came after the 700 ms timeout (a busy
    // machine) counts as failed and is sent again: that repeat is an attempt of its own, recorded as such.
    const attempts = (await a.server.webhooks.Notification.find({ _id: /^msg_race/ }, { attempts: 1 }).lean()).reduce((n, row) => n + row.attempts, 0);
    expect(r.received.length).toBe(attempts);
  });
});

describe('target URLs: no internal addresses unless allowed', () => {
  let svc: TestService<WebhooksConfig>;
  beforeAll(async () => {
    svc = await buildWebhooks({ WEBHOOKS_ALLOWED_HOSTS: '' });
  });
  afterAll(async () => svc?.close());
  const create = (targetUrl: string, extra: object = {}) =>
    (async () => svc.server.inject({ method: 'POST', url: '/webhooks/subscriptions', headers: await svc.as(), payload: { webhookEventTypeId: 1, webhookEventTopicId: 0, targetUrl, ...extra } }))();

  it('refuses at save: other schemes, loopback, private, link-local and metadata addresses, names resolving to them', async () => {
    for (const url of ['ftp://example.com/x', 'file:///etc/passwd', 'not a url', 'http://127.0.0.1:9/x', 'http://localhost/x', 'http://10.1.2.3/', 'http://192.168.0.10/', 'http://172.20.0.1/', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://0.0.0.0/', 'http://[fd00:ec2::254]/']) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].field, url).toBe('targetUrl');
    }
    const token = await create('https://93.184.215.14/hook', { tokenUrl: 'http://127.0.0.1/token', clientId: 'a', clientSecret: 'b' });
    expect(token.json().errors[0].field).toBe('tokenUrl');
    expect((await create('https://93.184.215.14/hook')).statusCode).toBe(201);
  });

  it('refuses again at send, after resolving the name: nothing reaches the internal receiver', async () => {
    const r = await receiver();
    try {
      // As if saved while the name pointed elsewhere (or before the setting changed).
      const now = new Date();
      await svc.server.webhooks.Subscription.create({
        _id: 999,
        eventTypeId: 1,
        targetUrl: `http://localhost:${r.port}/hook`,
        secret: svc.server.webhookDelivery.box.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
        createdDate: now,
        lastModifiedDate: now,
      });
      const res = await svc.server.inject({ method: 'POST', url: '/webhooks/subscriptions/999/test', headers: await svc.as() });
      expect(res.statusCode).toBe(202);
      const url = `/webhooks/subscriptions/999/notifications/${res.json().id}`;
      await expect.poll(async () => (await svc.server.inject({ method: 'GET', url, headers: await svc.as() })).json().attempts, { timeout: 10_000 }).toBe(1);
      const detail = (await svc.server.inject({ method: 'GET', url, headers: await svc.as() })).json();
      expect(detail).toMatchObject({ httpStatusCode: null, completed: false });
      expect(detail.responseError).toMatch(/internal address/);
      expect(r.received).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it('checks the WEBHOOKS right on every route, server side', async () => {
    const viewer = { permissions: { WEBHOOKS: ['view' as const] } };
    const nobody = { permissions: { EMPLOYEES: ['view' as const] } };
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: typeof viewer | typeof nobody, payload?: object) =>
      svc.server.inject({ method, url: `/webhooks${url}`, headers: await svc.as(user), payload });
    const body = { webhookEventTypeId: 1, webhookEventTopicId: 0, targetUrl: 'https://93.184.215.14/hook' };
    expect((await call('GET', '/subscriptions', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/types', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/subscriptions', viewer, body)).statusCode).toBe(403);
    expect((await call('PUT', '/subscriptions/999', viewer, body)).statusCode).toBe(403);
    expect((await call('DELETE', '/subscriptions/999', viewer)).statusCode).toBe(403);
    expect((await call('POST', '/subscriptions/notifications/send', viewer)).statusCode).toBe(403);
    expect((await call('POST', '/subscriptions/999/rotate-secret', viewer)).statusCode).toBe(403);
    for (const url of ['/types', '/topics', '/subscriptions', '/subscriptions/999', '/subscriptions/999/notifications']) {
      const res = await call('GET', url, nobody);
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await svc.server.inject({ method: 'GET', url: '/webhooks/subscriptions' })).statusCode).toBe(401);
    expect((await call('GET', '/subscriptions/999/notifications?bogus=1', viewer)).statusCode).toBe(400);
    expect((await call('GET', '/subscriptions/999/notifications?orderByColumn=attempts&asc=true&take=30', viewer)).statusCode).toBe(200);
  });
});
