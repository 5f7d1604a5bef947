import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { employeeEvents, locationCreated, messageSent, type EmployeeEvent } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { WebhooksConfig } from '../src/config';
import { buildWebhooks, receiver } from './helper';

const employee = (id: number, lastName = 'Morgan'): EmployeeEvent => ({
  id,
  firstName: 'Alex',
  lastName,
  gartanId: `g-${id}`,
  email: `alex${id}@brigade.example`,
  address: '4 Mill Lane',
  phoneNumbers: [],
  serviceStartDate: '2019-04-01',
  dateOfBirth: null,
  contracts: [],
  lastModifiedDate: new Date().toISOString(),
});

describe('webhook delivery: domain events on Kafka to signed POSTs', () => {
  let svc: TestService<WebhooksConfig>;
  const closers: (() => Promise<void>)[] = [];
  const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => svc.server.inject({ method, url: `/webhooks${url}`, payload, headers: await svc.as() });
  const subscribe = async (body: Record<string, unknown>) => {
    const res = await api('POST', '/subscriptions', { webhookEventTypeId: 1, webhookEventTopicId: 2, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };
  const publish = (e: EmployeeEvent) => svc.server.events.publish(employeeEvents.updated, e, { key: String(e.id) });
  const notifications = async (id: number) => (await api('GET', `/subscriptions/${id}/notifications`)).json().data as { id: string; attempts: number; completed: boolean; httpStatusCode: number | null }[];

  beforeAll(async () => {
    svc = await buildWebhooks();
  });
  afterEach(async () => {
    await svc.server.webhooks.Subscription.deleteMany({});
    await svc.server.webhooks.Notification.deleteMany({});
    svc.server.webhookDelivery.setClock(() => new Date());
    for (const close of closers.splice(0)) await close();
  });
  afterAll(async () => svc?.close());

  it('POSTs {type, timestamp, data} signed the Standard Webhooks way, with the API key header', async () => {
    const r = await receiver();
    closers.push(r.close);
    const { id, secret } = await subscribe({ targetUrl: r.url, apiKey: 'receiver-key-1234', description: 'HR system' });
    expect(secret).toMatch(/^whsec_/);
    const sub = (await api('GET', `/subscriptions/${id}`)).json();
    expect(sub).toMatchObject({ apiKeyHint: '…1234', webhookEventTypeName: 'Employee', webhookEventTopicName: 'Updated', isActive: true });
    expect(JSON.stringify(sub)).not.toContain('receiver-key-1234');
    const stored = await svc.server.webhooks.Subscription.findById(id).lean();
    expect(JSON.stringify(stored)).not.toContain('receiver-key-1234');
    expect(JSON.stringify(stored)).not.toContain(secret);

    const event = employee(41);
    await publish(event);
    // A created event does not match a subscription to updates.
    await svc.server.events.publish(employeeEvents.created, employee(42), { key: '42' });
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBe(1);
    const [hit] = r.received;
    const verified = new Webhook(secret).verify(hit!.body, hit!.headers as Record<string, string>);
    expect(verified).toEqual({ type: 'employee.updated', timestamp: event.lastModifiedDate, data: event });
    expect(hit!.headers['x-api-key']).toBe('receiver-key-1234');
    expect(() => new Webhook(`whsec_${Buffer.from('another secret 1234567').toString('base64')}`).verify(hit!.body, hit!.headers as Record<string, string>)).toThrow();

    await expect.poll(async () => (await notifications(id))[0]?.completed, { timeout: 5_000 }).toBe(true);
    const [row] = await notifications(id);
    expect(row).toMatchObject({ id: hit!.headers['webhook-id'], attempts: 1, httpStatusCode: 200, eventType: 'Employee', eventAction: 'Updated' });
    // As the requests screen asks (30 at a time, send date descending), and with date filters around now.
    const since = new Date(Date.now() - 60_000).toISOString();
    const page = (await api('GET', `/subscriptions/${id}/notifications?skip=0&take=30&orderByColumn=sendDate&asc=false&dateFrom=${since}`)).json();
    expect(page).toMatchObject({ total: 1, data: [{ id: row!.id }] });
    expect((await api('GET', `/subscriptions/${id}/notifications?dateTo=${since}`)).json().total).toBe(0);
    const detail = (await api('GET', `/subscriptions/${id}/notifications/${row!.id}`)).json();
    expect(JSON.parse(detail.jsonPayload)).toEqual(verified);
    expect(detail.responseError).toBeNull();
  });

  it('matches a station subscription on location events of that kind, any topic', async () => {
    const r = await receiver();
    closers.push(r.close);
    await subscribe({ targetUrl: r.url, webhookEventTypeId: 10, webhookEventTopicId: 0 });
    const base = { callSign: 'S1', name: 'Hightown', address: '', postcode: '', phone: '', lastModifiedDate: new Date().toISOString() };
    await svc.server.events.publish(locationCreated, { ...base, id: 7, kind: 'trainingLocation' }, { key: '7' });
    await svc.server.events.publish(locationCreated, { ...base, id: 8, kind: 'station' }, { key: '8' });
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(r.received[0]!.body)).toMatchObject({ type: 'station.created', data: { id: 8 } });
  });

  it("delivers message.sent to a Message subscription (topic Sent); a topic its type never has is refused", async () => {
    const r = await receiver();
    closers.push(r.close);
    const wrong = await api('POST', '/subscriptions', { webhookEventTypeId: 1, webhookEventTopicId: 4, targetUrl: r.url });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'webhookEventTopicId', message: 'Employee has no Sent events; choose another topic or Any.' }]);
    await subscribe({ targetUrl: r.url, webhookEventTypeId: 12, webhookEventTopicId: 4 });
    const sentDate = new Date().toISOString();
    const message = { id: 77, senderId: 'u-alice', subject: 'Drill on Thursday', type: 'gartan' as const, recipientIds: ['u-bob', 'u-carol'], sentDate, scheduled: false };
    await svc.server.events.publish(messageSent, message, { key: '77' });
    await svc.server.events.publish(employeeEvents.updated, employee(78), { key: '78' });
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBe(1);
    expect(JSON.parse(r.received[0]!.body)).toEqual({ type: 'message.sent', timestamp: sentDate, data: message });
  });

  it('gets an OAuth2 client-credentials token, sends it as a bearer and keeps it until it expires', async () => {
    let tokens = 0;
    const tokenEndpoint = await receiver((req, res) => {
      tokens++;
      const ok = req.headers.authorization === `Basic ${Buffer.from('firecrest:client-secret').toString('base64')}` && req.body.includes('grant_type=client_credentials');
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: `token-${tokens}`, token_type: 'Bearer', expires_in: 3600 }));
    });
    const r = await receiver((req) => (req.headers.authorization === 'Bearer token-1' ? 200 : 401));
    closers.push(r.close, tokenEndpoint.close);
    const { id } = await subscribe({ targetUrl: r.url, tokenUrl: tokenEndpoint.url, clientId: 'firecrest', clientSecret: 'client-secret' });
    expect((await api('GET', `/subscriptions/${id}`)).json()).toMatchObject({ clientId: 'firecrest', clientSecretSet: true });
    await publish(employee(51));
    await publish(employee(52));
    await expect.poll(async () => (await notifications(id)).filter((n) => n.completed).length, { timeout: 15_000 }).toBe(2);
    expect(r.received.map((x) => x.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(tokens).toBe(1);
  });

  it('retries a 500: two attempts, then completed', async () => {
    let calls = 0;
    const r = await receiver(() => (++calls === 1 ? 500 : 200));
    closers.push(r.close);
    const { id } = await subscribe({ targetUrl: r.url });
    await publish(employee(61));
    await expect.poll(async () => (await notifications(id))[0]?.completed, { timeout: 15_000 }).toBe(true);
    expect((await notifications(id))[0]).toMatchObject({ attempts: 2, httpStatusCode: 200 });
    expect(new Set(r.received.map((x) => x.headers['webhook-id'])).size).toBe(1);
  });

  it('times a hanging receiver out, records why, and retries', async () => {
    let calls = 0;
    const r = await receiver(() => (++calls === 1 ? undefined : 200));
    closers.push(r.close);
    const { id } = await subscribe({ targetUrl: r.url });
    await publish(employee(71));
    await expect.poll(async () => (await notifications(id))[0]?.attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await notifications(id))[0]?.completed, { timeout: 15_000 }).toBe(true);
    expect(calls).toBe(2);
    const [n] = await notifications(id);
    expect(n!.attempts).toBe(2);
  });

  it('keeps the first 2 KB of a failed answer and deactivates a subscription after five days without success', async () => {
    const r = await receiver((_req, res) => {
      res.writeHead(503).end('x'.repeat(5000));
    });
    closers.push(r.close);
    const { id } = await subscribe({ targetUrl: r.url });
    await publish(employee(81));
    await expect.poll(async () => (await notifications(id))[0]?.attempts, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const [first] = await notifications(id);
    const detail = (await api('GET', `/subscriptions/${id}/notifications/${first!.id}`)).json();
    expect(detail).toMatchObject({ httpStatusCode: 503, completed: false });
    expect(detail.responseError).toHaveLength(2048);
    expect((await api('GET', `/subscriptions/${id}`)).json().failingSince).not.toBeNull();

    const later = Date.now() + 5 * 24 * 3_600_000 + 60_000;
    svc.server.webhookDelivery.setClock(() => new Date(later));
    expect((await api('POST', '/subscriptions/notifications/send')).statusCode).toBe(200);
    await expect.poll(async () => (await api('GET', `/subscriptions/${id}`)).json().isActive, { timeout: 15_000 }).toBe(false);
    expect((await api('GET', `/subscriptions/${id}`)).json().deactivatedReason).toMatch(/no successful delivery since .* \(5 days\); last attempt: HTTP 503/);
  });

  it('signs with the old and the new secret for 24 h after a rotation', async () => {
    const r = await receiver();
    closers.push(r.close);
    const { id, secret: before } = await subscribe({ targetUrl: r.url });
    const rotated = await api('POST', `/subscriptions/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().secret as string;
    expect(after).not.toBe(before);
    expect((await api('GET', `/subscriptions/${id}`)).json().previousSecretExpires).not.toBeNull();
    await publish(employee(91));
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBe(1);
    const hit = r.received[0]!;
    expect(String(hit.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [before, after]) expect(new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>)).toMatchObject({ type: 'employee.updated' });

    // A day later only the new secret signs.
    svc.server.webhookDelivery.setClock(() => new Date(Date.now() + 24 * 3_600_000 + 60_000));
    expect((await api('POST', `/subscriptions/${id}/test`)).statusCode).toBe(202);
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBe(2);
    expect(String(r.received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(JSON.parse(r.received[1]!.body)).toMatchObject({ type: 'webhook.ping' });
  });
});
