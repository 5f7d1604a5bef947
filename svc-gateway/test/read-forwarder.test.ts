import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandler, IDENTITY_HEADER } from '@firecrest/service-kit';
import { readForwarder } from '../src/proxy/read-forwarder';
import { InstancePool } from '../src/proxy/instance-pool';
import { type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

/** The gateway's REST API v1 forwarding, against an upstream that shows what it received. */
describe('REST API v1 forwarding', () => {
  const secret = randomBytes(24).toString('hex');
  let upstream: FastifyInstance;
  let gw: TestService<GatewayConfig>;
  let key: string;
  let slowCallerArrived = false;
  let slowCallerLeft = false;
  const gate = { arrived: () => {}, opened: Promise.resolve() };
  /** The upstream's page: its version is its ETag; what it was asked is recorded. */
  const page = { version: 1, asked: [] as { ifNoneMatch?: string; status: number }[] };

  const v1 = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    gw.server.inject({ method, url, headers: { 'x-api-key': key, ...headers } });

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/api/v1/echo', async (request, reply) => reply.header('x-upstream', 'yes').header('etag', '"e1"').send({ url: request.url, headers: request.headers }));
    upstream.get('/api/v1/teapot', async (_request, reply) => reply.code(418).type('application/problem+json').send({ status: 418, code: 'teapot' }));
    upstream.get('/api/v1/page', async (request, reply) => {
      const etag = `"v${page.version}"`;
      const refused = request.headers['x-test-refuse'] === 'yes';
      const status = refused ? 403 : request.headers['if-none-match'] === etag ? 304 : 200;
      page.asked.push({ ifNoneMatch: request.headers['if-none-match'] as string | undefined, status });
      if (refused) return reply.code(403).send({ status: 403, code: 'permissionDenied' });
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      return status === 304 ? reply.code(304).send() : reply.send({ version: page.version, encoding: request.headers['accept-encoding'] ?? null, filler: 'x'.repeat(2000) });
    });
    // Promises a body it never finishes.
    upstream.get('/api/v1/broken', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000', 'content-encoding': 'gzip', etag: '"b1"' });
      reply.raw.write('{"partial":');
      setTimeout(() => reply.raw.destroy(), 50);
    });
    // Answers only when asked twice; records whether the first asker went away.
    upstream.get('/api/v1/slow', async (request, reply) => {
      slowCallerArrived = true;
      await new Promise<void>((resolve) =>
        request.raw.socket.once('close', () => {
          slowCallerLeft = true;
          resolve();
        }),
      );
      return reply.send({});
    });
    // Answers when the test opens the gate.
    upstream.get('/api/v1/gate', async () => {
      gate.arrived();
      await gate.opened;
      return { through: true };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as { port: number };
    gw = await buildGateway({ INTERNAL_TOKEN_SECRET: secret, KAFKA_TOPIC_PREFIX: testTopicPrefix(), PUBLIC_API_URL: `http://127.0.0.1:${port}` });
    await gw.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    const cookie = sessionCookie(await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } }));
    key = (await gw.server.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: {} })).json().key;
  });
  afterAll(async () => {
    await gw?.close();
    await upstream?.close();
  });

  it("passes the caller's headers and query on, with the request id and the key's signed identity, never the key or a cookie", async () => {
    const res = await v1('/api/v1/echo?page=2&stationIds=1&stationIds=2', { 'x-request-id': 'integrator-42', 'accept-encoding': 'gzip', 'if-none-match': '"old"', cookie: 'fc_session=stolen', connection: 'keep-alive' });
    expect(res.statusCode).toBe(200);
    const seen = res.json() as { url: string; headers: Record<string, string> };
    expect(seen.url).toBe('/api/v1/echo?page=2&stationIds=1&stationIds=2');
    expect(seen.headers).toMatchObject({ 'x-request-id': 'integrator-42', 'accept-encoding': 'gzip', 'if-none-match': '"old"' });
    expect(seen.headers).not.toHaveProperty('x-api-key');
    expect(seen.headers).not.toHaveProperty('cookie');
    const claims = JSON.parse(Buffer.from(seen.headers[IDENTITY_HEADER].split('.')[1], 'base64url').toString());
    expect(claims.identity).toMatchObject({ username: 'admin', via: 'apiKey' });
    expect(res.headers).toMatchObject({ 'x-upstream': 'yes', etag: '"e1"', 'x-request-id': 'integrator-42', 'x-ratelimit-limit': expect.any(String) });
  });

  it("gives back the upstream's status and body as they are, and answers HEAD without a body", async () => {
    const teapot = await v1('/api/v1/teapot');
    expect(teapot.statusCode).toBe(418);
    expect(teapot.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(teapot.json()).toEqual({ status: 418, code: 'teapot' });
    const head = await v1('/api/v1/echo', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-upstream']).toBe('yes');
    expect(head.body).toBe('');
  });

  it('keeps a 200 and gives it again when the upstream confirms its ETag, so the body crosses the second hop once', async () => {
    page.asked.length = 0;
    const first = await v1('/api/v1/page?x=1');
    const second = await v1('/api/v1/page?x=1', { 'x-request-id': 'second-call' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers).toMatchObject({ etag: '"v1"', 'cache-control': 'private, no-cache', vary: 'accept-encoding', 'x-request-id': 'second-call', 'content-type': first.headers['content-type'] });
    expect(page.asked).toEqual([{ status: 200 }, { ifNoneMatch: '"v1"', status: 304 }]);

    page.version = 2;
    const changed = await v1('/api/v1/page?x=1');
    expect(changed.json().version).toBe(2);
    expect(changed.headers.etag).toBe('"v2"');
    expect((await v1('/api/v1/page?x=1')).json().version).toBe(2);
    expect(page.asked.slice(2)).toEqual([{ ifNoneMatch: '"v1"', status: 200 }, { ifNoneMatch: '"v2"', status: 304 }]);
  });

  it('lets the upstream refuse a caller even when it holds the answer, and keeps answers apart by Accept-Encoding', async () => {
    await v1('/api/v1/page?x=2');
    const refused = await v1('/api/v1/page?x=2', { 'x-test-refuse': 'yes' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, code: 'permissionDenied' });
    expect((await v1('/api/v1/page?x=2', { 'accept-encoding': 'gzip' })).json().encoding).toBe('gzip');
    expect((await v1('/api/v1/page?x=2')).json().encoding).toBeNull();
  });

  it("passes a caller's own If-None-Match through, and their 304 back", async () => {
    page.asked.length = 0;
    const res = await v1('/api/v1/page?x=3', { 'if-none-match': `"v${page.version}"` });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(page.asked).toEqual([{ ifNoneMatch: `"v${page.version}"`, status: 304 }]);
  });

  it('answers a clean 503 problem when the upstream fails half way through a body, without the body\'s headers', async () => {
    const res = await v1('/api/v1/broken');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'serviceUnavailable' });
  });

  it('drops Expect and the headers a Connection header names', async () => {
    const seen = (await v1('/api/v1/echo', { connection: 'keep-alive, x-hop', 'x-hop': 'for the next hop only', 'x-end-to-end': 'kept' })).json().headers;
    expect(seen).not.toHaveProperty('x-hop');
    expect(seen['x-end-to-end']).toBe('kept');
    const expecting = await v1('/api/v1/echo', { expect: '100-continue' });
    expect(expecting.statusCode).toBe(200);
    expect(expecting.json().headers).not.toHaveProperty('expect');
  });

  it('lets go of the upstream request when the caller leaves before the answer starts', async () => {
    await gw.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gw.server.server.address() as { port: number };
    const caller = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/slow', headers: { 'x-api-key': key } });
    caller.on('error', () => {});
    caller.end();
    // Leaves once the call has reached the upstream, so it is the forwarded request that must be let go.
    await vi.waitFor(() => expect(slowCallerArrived).toBe(true), { timeout: 5_000, interval: 20 });
    caller.destroy();
    await vi.waitFor(() => expect(slowCallerLeft).toBe(true), { timeout: 5_000, interval: 50 });
  });

  it('tells callers beyond its limit of calls under way to come back, instead of queueing them', async () => {
    const { port } = upstream.server.address() as { port: number };
    const edge = Fastify();
    await edge.register(errorHandler);
    edge.get('/api/v1/*', readForwarder({ instances: new InstancePool('svc-public-api', [`http://127.0.0.1:${port}`]), dropRequestHeaders: [], addRequestHeaders: () => ({}), maxInFlight: 1 }).handler);
    try {
      let open!: () => void;
      gate.opened = new Promise<void>((resolve) => (open = resolve));
      const arrived = new Promise<void>((resolve) => (gate.arrived = resolve));
      const first = edge.inject({ method: 'GET', url: '/api/v1/gate' });
      await arrived;
      const turnedAway = await edge.inject({ method: 'GET', url: '/api/v1/gate' });
      expect(turnedAway.statusCode).toBe(503);
      expect(turnedAway.headers['retry-after']).toBe('1');
      expect(turnedAway.json()).toMatchObject({ code: 'serviceUnavailable', detail: 'The REST API is busy; retry in a moment.' });
      open();
      expect((await first).json()).toEqual({ through: true });
      expect((await edge.inject({ method: 'GET', url: '/api/v1/gate' })).statusCode).toBe(200);
    } finally {
      await edge.close();
    }
  });

  it('refuses a caller who sends an identity of their own, whatever their key', async () => {
    const res = await v1('/api/v1/echo', { [IDENTITY_HEADER]: 'forged' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'notAuthenticated' });
  });

  it('refuses other methods with a 405 problem naming GET and HEAD (after the key check)', async () => {
    const res = await gw.server.inject({ method: 'POST', url: '/api/v1/echo', headers: { 'x-api-key': key }, payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await gw.server.inject({ method: 'POST', url: '/api/v1/echo', payload: {} })).statusCode).toBe(401);
  });

  it('answers 503 with a problem body when the REST API service is down', async () => {
    // The gateway's kept-alive connections would hold the close open.
    const closed = upstream.close();
    upstream.server.closeAllConnections();
    await closed;
    const res = await v1('/api/v1/echo');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 503, code: 'serviceUnavailable', detail: 'The REST API is not available right now.' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});
