import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { IDENTITY_HEADER } from '@firecrest/service-kit';
import { uniqueSuffix, type TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

/** The gateway's REST API v1 forwarding, against an upstream that shows what it received. */
describe('REST API v1 forwarding', () => {
  const secret = randomBytes(24).toString('hex');
  let upstream: FastifyInstance;
  let gw: TestService<GatewayConfig>;
  let key: string;

  const v1 = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    gw.server.inject({ method, url, headers: { 'x-api-key': key, ...headers } });

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/api/v1/echo', async (request, reply) => reply.header('x-upstream', 'yes').header('etag', '"e1"').send({ url: request.url, headers: request.headers }));
    upstream.get('/api/v1/teapot', async (_request, reply) => reply.code(418).type('application/problem+json').send({ status: 418, code: 'teapot' }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as { port: number };
    gw = await buildGateway({ INTERNAL_TOKEN_SECRET: secret, KAFKA_TOPIC_PREFIX: `test.${uniqueSuffix()}.`, PUBLIC_API_URL: `http://127.0.0.1:${port}` });
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

  it('refuses a caller who sends an identity of their own, whatever their key', async () => {
    const res = await v1('/api/v1/echo', { [IDENTITY_HEADER]: 'forged' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'notAuthenticated' });
  });

  it('refuses other methods with a 404 problem, before any key check', async () => {
    const res = await gw.server.inject({ method: 'POST', url: '/api/v1/echo', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound' });
  });

  it('answers 503 with a problem body when the REST API service is down', async () => {
    await upstream.close();
    const res = await v1('/api/v1/echo');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 503, code: 'serviceUnavailable', detail: 'The REST API is not available right now.' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});
