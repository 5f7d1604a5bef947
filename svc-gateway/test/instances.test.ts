import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildTestService, type TestService, testTopicPrefix, uniqueSuffix } from '@firecrest/service-kit/testing';
import { WEBHOOK_EVENT_TYPES } from '@firecrest/contracts';
import { IDENTITY_HEADER } from '@firecrest/service-kit';
import { app as webhooksApp } from '../../svc-webhooks/src/app';
import { configSchema as webhooksConfig } from '../../svc-webhooks/src/config';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

interface Call {
  method: string;
  url: string;
  identity: string;
}

/** The calls an HTTP server received, less the gateway's health probes. */
function recordCalls(server: Server): Call[] {
  const calls: Call[] = [];
  server.on('request', (req: IncomingMessage) => {
    if (req.url !== '/healthz') calls.push({ method: req.method!, url: req.url!, identity: String(req.headers[IDENTITY_HEADER]) });
  });
  return calls;
}

async function listening(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const urlOf = (service: { server: FastifyInstance }) => `http://127.0.0.1:${(service.server.server.address() as { port: number }).port}`;

describe('gateway balances each service over its instances', () => {
  const secret = randomBytes(24).toString('hex');
  // Two instances of one service share its database and topics, as in a deployment.
  const shared = { INTERNAL_TOKEN_SECRET: secret, KAFKA_TOPIC_PREFIX: testTopicPrefix(), MONGO_DB: `test_svc_webhooks_${uniqueSuffix()}` };
  const startWebhooks = async (port = 0) => {
    const instance = await buildTestService('svc-webhooks', webhooksConfig, webhooksApp, shared);
    await instance.server.listen({ port, host: '127.0.0.1' });
    return { instance, calls: recordCalls(instance.server.server) };
  };
  let a: Awaited<ReturnType<typeof startWebhooks>>;
  let b: Awaited<ReturnType<typeof startWebhooks>>;
  // Stand-ins for a service's instances: one that dies as a call arrives (but passes its health probe), one that answers.
  let dying: Server;
  let witness: Server;
  let dyingCalls: Call[];
  let witnessCalls: Call[];
  let gw: TestService<GatewayConfig>;
  let cookie: string;

  beforeAll(async () => {
    a = await startWebhooks();
    b = await startWebhooks();
    dying = createServer((req, res) => (req.url === '/healthz' ? res.end('{"status":"ok"}') : req.socket.destroy()));
    witness = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    });
    dyingCalls = recordCalls(dying);
    witnessCalls = recordCalls(witness);
    const [dyingUrl, witnessUrl] = [await listening(dying), await listening(witness)];
    gw = await buildGateway({
      INTERNAL_TOKEN_SECRET: secret,
      KAFKA_TOPIC_PREFIX: testTopicPrefix(),
      WEBHOOKS_URL: `${urlOf(a.instance)},${urlOf(b.instance)}`,
      TRAINING_URL: `${dyingUrl}, ${witnessUrl}`,
      // The REST API forwarder balances over the same two stand-ins.
      PUBLIC_API_URL: `${dyingUrl},${witnessUrl}`,
      PASSWORD_MAX_AGE_DAYS: '0',
    });
    await gw.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    cookie = sessionCookie(await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } }));
  });
  afterAll(async () => {
    await gw?.close();
    await b?.instance.server.close();
    // The last instance drops the shared database.
    await a?.instance.close();
    dying?.close();
    witness?.close();
  });

  const getTypes = () => gw.server.inject({ method: 'GET', url: '/api/webhooks/types', headers: { cookie } });
  const inRotation = (service: 'svc-webhooks' | 'svc-training') =>
    gw.server.upstreamPools.get(service)!.snapshot().filter((i) => i.inRotation).map((i) => i.url);

  it('shares the calls over the instances, each with a fresh signed identity', async () => {
    const before = [a.calls.length, b.calls.length];
    for (let i = 0; i < 10; i++) {
      const res = await getTypes();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(WEBHOOK_EVENT_TYPES);
    }
    expect(a.calls.length - before[0]).toBe(5);
    expect(b.calls.length - before[1]).toBe(5);
  });

  it('reports each instance in the status', async () => {
    const res = await gw.server.inject({ method: 'GET', url: '/api/system/status', headers: { cookie } });
    const webhooks = (res.json().services as { name: string; status: string; instances: unknown[] }[]).find((s) => s.name === 'svc-webhooks');
    expect(webhooks).toMatchObject({
      status: 'up',
      instances: [urlOf(a.instance), urlOf(b.instance)].map((url) => ({ url, status: 'up', inRotation: true, latencyMs: expect.any(Number) })),
    });
  });

  it('takes an instance that goes away out within 2 s, with no failed GET, and back when it answers again', async () => {
    const bUrl = urlOf(b.instance);
    const bPort = Number(new URL(bUrl).port);
    const failures: string[] = [];
    let reading = true;
    let reads = 0;
    // Reads through the gateway, four at a time, while B shuts down: calls meet it on its open connections as it
    // closes (Fastify answers those 503) as well as at its closed port.
    const READERS = 4;
    const reader = Promise.all(
      Array.from({ length: READERS }, async () => {
        while (reading) {
          const res = await getTypes();
          reads++;
          if (res.statusCode !== 200) failures.push(`${res.statusCode} ${res.body}`);
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    // It stops taking connections as its shutdown begins; the rest (consumers leaving their group) takes longer.
    const closedAt = Date.now();
    const closing = b.instance.server.close();
    await expect.poll(() => inRotation('svc-webhooks'), { timeout: 2_000, interval: 50 }).toEqual([urlOf(a.instance)]);
    const outAfterMs = Date.now() - closedAt;
    await closing;
    // Once it is out, every read goes straight to A: one call on A per read (give or take those under way).
    const [aBefore, readsBefore] = [a.calls.length, reads];
    await expect.poll(() => reads - readsBefore, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(8);
    reading = false;
    await reader;
    expect(failures).toEqual([]);
    expect(outAfterMs).toBeLessThan(2_000);
    expect(Math.abs(a.calls.length - aBefore - (reads - readsBefore))).toBeLessThanOrEqual(READERS);

    // B comes back on its address: it rejoins the rotation and takes calls again.
    b = await startWebhooks(bPort);
    await expect.poll(() => inRotation('svc-webhooks'), { timeout: 2_000, interval: 50 }).toEqual([urlOf(a.instance), bUrl]);
    for (let i = 0; i < 4; i++) expect((await getTypes()).statusCode).toBe(200);
    expect(b.calls.length).toBe(2);
  });

  it('sends a GET whose instance died as it arrived once more to another instance, with an identity of its own', async () => {
    const key = (await gw.server.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: {} })).json().key as string;
    for (const [path, headers] of [['/api/training/things', { cookie }], ['/api/v1/things', { 'x-api-key': key }]] as const) {
      const before = { dying: dyingCalls.length, witness: witnessCalls.length };
      for (let i = 0; i < 4; i++) {
        const res = await gw.server.inject({ method: 'GET', url: `${path}?i=${i}`, headers });
        expect(res.statusCode, path).toBe(200);
      }
      // Each read that met the dying instance went on to the witness: four answers, each from the witness.
      expect(witnessCalls.length - before.witness, path).toBe(4);
      const died = dyingCalls.slice(before.dying);
      expect(died.length, path).toBeGreaterThan(0);
      // The retry carried a token of its own: the service accepts each once.
      for (const call of died) {
        const retried = witnessCalls.slice(before.witness).find((w) => w.url === call.url)!;
        expect(retried.identity).not.toBe(call.identity);
        expect(retried.identity).not.toBe('undefined');
      }
    }
  });

  it('never sends a write twice: a POST whose instance died answers 502 and reaches no other instance', async () => {
    const before = { dying: dyingCalls.length, witness: witnessCalls.length };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await gw.server.inject({ method: 'POST', url: '/api/training/things', headers: { cookie }, payload: { i } });
      statuses.push(res.statusCode);
      if (res.statusCode === 502) expect(res.json()).toMatchObject({ code: 'badGateway', status: 502 });
    }
    const died = dyingCalls.length - before.dying;
    const answered = witnessCalls.length - before.witness;
    expect(died).toBeGreaterThan(0);
    // Every POST was sent exactly once: those sent to the dying instance were not sent on.
    expect(died + answered).toBe(4);
    expect(statuses.filter((s) => s === 502)).toHaveLength(died);
    expect(statuses.filter((s) => s === 201)).toHaveLength(answered);
  });
});
