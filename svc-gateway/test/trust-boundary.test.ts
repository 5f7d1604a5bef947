import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditBatchEntries, auditBatchRecorded, type AuditEntry } from '@firecrest/contracts';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, testTopicPrefix, type TestService } from '@firecrest/service-kit/testing';
import { createWebServer } from '@firecrest/web-server';
import { configSchema as webhooksConfig } from '../../svc-webhooks/src/config';
import type { GatewayConfig } from '../src/config';
import { clientAddress } from '../src/auth/client-ip';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

const PORTAL = 'http://portal.example';
const SPOOFED = '10.20.30.40';
const OUTSIDER = '203.0.113.9';

/** One HTTP call over a real socket; `abortWhen` hangs up once it resolves. */
function rawCall(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; expectContinue?: boolean; abortWhen?: Promise<unknown> }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    if (options.abortWhen) {
      void options.abortWhen.then(() => {
        req.destroy();
        resolve({ status: 0, headers: {}, body: '' });
      });
    }
    if (options.expectContinue) req.on('continue', () => req.end(options.body));
    else req.end(options.body);
  });
}

/** POSTs 2 MB in chunks without a Content-Length; the answer's status (0 if the connection broke first). */
function chunkedCall(url: string, cookie: string) {
  return new Promise<number>((resolve) => {
    const req = httpRequest(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'transfer-encoding': 'chunked', origin: PORTAL } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    for (let i = 0; i < 40; i++) req.write(Buffer.alloc(50_000, 'x'));
    req.end();
  });
}

describe('the gateway’s trust boundary: client address, CSRF, headers, body limits, audit of every outcome', () => {
  const shared = { INTERNAL_TOKEN_SECRET: randomBytes(24).toString('hex'), KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  const audit: AuditEntry[] = [];
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  let slowArrived: () => void;
  let slowRelease: () => void;
  let auditReader: TestService<BaseConfig>;
  let gw: TestService<GatewayConfig>;
  let gatewayUrl: string;
  let portal: FastifyInstance;
  let portalUrl: string;
  let dir: string;
  let admin: string;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, opts: { headers?: Record<string, string>; payload?: object | string; remoteAddress?: string } = {}) =>
    gw.server.inject({ method, url, ...opts });

  beforeAll(async () => {
    // A stand-in for the services behind the gateway: answers any GET, and one call that waits to be released.
    upstream = Fastify();
    upstream.get('/webhooks/slow', async () => {
      slowArrived();
      await new Promise<void>((resolve) => (slowRelease = resolve));
      return { done: true };
    });
    upstream.post('/webhooks/echo', async (request) => ({ bytes: JSON.stringify(request.body).length }));
    upstream.setNotFoundHandler(async (request) => ({ path: request.url }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;

    auditReader = await buildTestService<BaseConfig>(
      'svc-audit-reader',
      webhooksConfig,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-audit-reader', config });
        // The gateway sends its entries in batches, one event per short window.
        f.events.subscribe(auditBatchRecorded, async ({ payload }) => {
          audit.push(...auditBatchEntries(payload));
        });
      }),
      shared,
    );
    gw = await buildGateway({
      ...shared,
      WEBHOOKS_URL: upstreamUrl,
      PUBLIC_API_URL: upstreamUrl,
      // The portal's proxy connects from 127.0.0.2 (as scripts/stack.ts sets it up); nobody else is believed.
      TRUSTED_PROXIES: '127.0.0.2',
      PORTAL_ORIGINS: PORTAL,
      LOGIN_MAX_ATTEMPTS_PER_IP: '3',
      LOGIN_MAX_ATTEMPTS: '50',
      SESSION_ABSOLUTE_HOURS: '12',
      BODY_LIMIT_BYTES: '65536',
      PASSWORD_MAX_AGE_DAYS: '0',
    });
    await gw.server.listen({ port: 0, host: '127.0.0.1' });
    gatewayUrl = `http://127.0.0.1:${(gw.server.server.address() as { port: number }).port}`;
    await gw.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = sessionCookie(await inject('POST', '/api/auth/login', { payload: { username: 'admin', password: ADMIN_PASSWORD } }));

    dir = mkdtempSync(join(tmpdir(), 'fc-portal-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
    portal = await createWebServer({ dir, port: 0, spa: true, apiUpstream: gatewayUrl, proxyLocalAddress: '127.0.0.2', apiBodyLimit: 65536, scriptSources: ['http://127.0.0.1:8083/x'] });
    portalUrl = `http://127.0.0.1:${(portal.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await portal?.close();
    await gw?.close();
    await auditReader?.close();
    await upstream?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe('one trusted-proxy model: a spoofed X-Forwarded-For changes nothing', () => {
    it('reads the header only from a configured proxy, right to left', () => {
      expect(clientAddress('127.0.0.1', SPOOFED, [])).toBe('127.0.0.1');
      expect(clientAddress(OUTSIDER, SPOOFED, ['127.0.0.1'])).toBe(OUTSIDER);
      expect(clientAddress('127.0.0.1', `${SPOOFED}, ${OUTSIDER}`, ['127.0.0.1'])).toBe(OUTSIDER);
      expect(clientAddress('::ffff:127.0.0.1', '10.0.0.1, 127.0.0.1', ['127.0.0.1'])).toBe('10.0.0.1');
    });

    it('keeps an API key’s allow-list, directly and through the portal', async () => {
      const { key } = (await inject('POST', '/api/api-keys', { headers: { cookie: admin }, payload: { ipRestrictions: [SPOOFED] } })).json();
      const direct = await inject('GET', '/api/v1/roles', { remoteAddress: OUTSIDER, headers: { 'x-api-key': key, 'x-forwarded-for': SPOOFED } });
      expect(direct.statusCode).toBe(403);
      expect(direct.json()).toMatchObject({ code: 'ipNotAllowed', detail: `Requests from ${OUTSIDER} are not allowed for this API key.` });
      const viaPortal = await rawCall(`${portalUrl}/api/v1/roles`, { headers: { 'x-api-key': key, 'x-forwarded-for': SPOOFED } });
      expect(viaPortal.status).toBe(403);
      expect(JSON.parse(viaPortal.body).detail).toBe('Requests from 127.0.0.1 are not allowed for this API key.');
      // Another program on the same host is not the proxy either.
      const sameHost = await inject('GET', '/api/v1/roles', { remoteAddress: '127.0.0.1', headers: { 'x-api-key': key, 'x-forwarded-for': SPOOFED } });
      expect(sameHost.statusCode).toBe(403);
      // The one proxy the gateway trusts is believed.
      const fromProxy = await inject('GET', '/api/v1/roles', { remoteAddress: '127.0.0.2', headers: { 'x-api-key': key, 'x-forwarded-for': SPOOFED } });
      expect(fromProxy.statusCode).toBe(200);
    });

    it('counts failed sign-ins per real address, whatever the header says', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await inject('POST', '/api/auth/login', { remoteAddress: OUTSIDER, headers: { 'x-forwarded-for': `10.0.0.${i}` }, payload: { username: `nobody${i}`, password: 'Wrong-passw0rd-1' } });
        expect(res.json().code).toBe('invalidCredentials');
      }
      const throttled = await inject('POST', '/api/auth/login', { remoteAddress: OUTSIDER, headers: { 'x-forwarded-for': '10.9.9.9' }, payload: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'rateLimited' });
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not held back by the first.
      expect((await inject('POST', '/api/auth/login', { remoteAddress: '203.0.113.10', payload: { username: 'admin', password: ADMIN_PASSWORD } })).statusCode).toBe(200);
    });

    it('stores the real address with a session and in the audit entry, directly and through the portal', async () => {
      const direct = await inject('POST', '/api/auth/login', {
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': SPOOFED, 'x-request-id': 'tb-direct-login' },
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(direct.statusCode).toBe(200);
      const viaPortal = await rawCall(`${portalUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': SPOOFED, 'x-request-id': 'tb-portal-login', origin: PORTAL },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      });
      expect(viaPortal.status).toBe(200);
      const addresses = (await gw.server.models.Session.find({}).lean()).map((s) => s.ipAddress);
      expect(addresses).toContain('198.51.100.7');
      expect(addresses).toContain('127.0.0.1');
      expect(addresses).not.toContain(SPOOFED);
      await expect.poll(() => audit.filter((a) => a.requestId?.startsWith('tb-') && a.requestId.endsWith('-login')).length, { timeout: 15_000, interval: 100 }).toBe(2);
      expect(audit.find((a) => a.requestId === 'tb-direct-login')).toMatchObject({ ipAddress: '198.51.100.7', outcome: 'completed', statusCode: 200 });
      expect(audit.find((a) => a.requestId === 'tb-portal-login')).toMatchObject({ ipAddress: '127.0.0.1', outcome: 'completed' });
    });
  });

  describe('audit in pairs: every request leaves an entry with its outcome', () => {
    it('records a call whose caller hung up before the answer, with what the action came to', async () => {
      const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
      await rawCall(`${gatewayUrl}/api/webhooks/slow`, { headers: { cookie: admin, 'x-request-id': 'tb-aborted' }, abortWhen: arrived });
      slowRelease();
      await expect.poll(() => audit.find((a) => a.requestId === 'tb-aborted'), { timeout: 15_000, interval: 100 }).toBeDefined();
      expect(audit.find((a) => a.requestId === 'tb-aborted')).toMatchObject({ username: 'admin', outcome: 'aborted', ipAddress: '127.0.0.1', requestUrl: '/api/webhooks/slow' });
    });

    it('records a failed call as failed', async () => {
      await upstream.close();
      const res = await inject('GET', '/api/webhooks/anything', { headers: { cookie: admin, 'x-request-id': 'tb-failed' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      await expect.poll(() => audit.find((a) => a.requestId === 'tb-failed'), { timeout: 15_000, interval: 100 }).toBeDefined();
      expect(audit.find((a) => a.requestId === 'tb-failed')).toMatchObject({ outcome: 'failed', statusCode: res.statusCode });
      await upstream.listen({ port: Number(new URL(upstreamUrl).port), host: '127.0.0.1' }).catch(async () => {
        // Port taken meanwhile: a new stand-in is not needed by the tests after this one.
      });
    });
  });

  describe('CSRF: state-changing calls from another origin are refused', () => {
    it('refuses a cross-origin Origin with the cookie, on the gateway and through the portal', async () => {
      const forged = await inject('POST', '/api/api-keys', { headers: { cookie: admin, origin: 'https://evil.example' }, payload: {} });
      expect(forged.statusCode).toBe(403);
      expect(forged.headers['content-type']).toContain('application/problem+json');
      expect(forged.json()).toMatchObject({ code: 'permissionDenied', detail: 'Cross-origin request refused: https://evil.example is not the portal.' });
      const viaPortal = await rawCall(`${portalUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: admin, origin: 'https://evil.example' } });
      expect(viaPortal.status).toBe(403);
      expect((await inject('GET', '/api/auth/me', { headers: { cookie: admin } })).statusCode).toBe(200);
    });

    it('refuses a browser’s cross-site fetch metadata without Origin, and a login from another origin', async () => {
      const bySite = await inject('POST', '/api/api-keys', { headers: { cookie: admin, 'sec-fetch-site': 'cross-site' }, payload: {} });
      expect(bySite.statusCode).toBe(403);
      const login = await inject('POST', '/api/auth/login', { headers: { origin: 'null' }, payload: { username: 'admin', password: ADMIN_PASSWORD } });
      expect(login.statusCode).toBe(403);
    });

    it('allows the portal’s origin, same-origin fetch metadata and callers that are not browsers', async () => {
      expect((await inject('POST', '/api/api-keys', { headers: { cookie: admin, origin: PORTAL }, payload: {} })).statusCode).toBe(201);
      expect((await inject('POST', '/api/api-keys', { headers: { cookie: admin, 'sec-fetch-site': 'same-origin' }, payload: {} })).statusCode).toBe(201);
      expect((await inject('POST', '/api/api-keys', { headers: { cookie: admin }, payload: {} })).statusCode).toBe(201);
    });
  });

  describe('headers and sessions', () => {
    it('answers with a CSP that allows nothing, no framing, no HSTS over plain HTTP', async () => {
      const res = await inject('GET', '/api/auth/me', { headers: { cookie: admin } });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('ends a session at its absolute lifetime however active it was', async () => {
      const cookie = sessionCookie(await inject('POST', '/api/auth/login', { payload: { username: 'admin', password: ADMIN_PASSWORD } }));
      expect((await inject('GET', '/api/auth/me', { headers: { cookie } })).statusCode).toBe(200);
      const token = cookie.split('=')[1];
      const { createHash } = await import('node:crypto');
      await gw.server.models.Session.updateOne(
        { tokenHash: createHash('sha256').update(token).digest('hex') },
        { $set: { createdAt: new Date(Date.now() - 12 * 3_600_000 - 1000), lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) } },
      );
      expect((await inject('GET', '/api/auth/me', { headers: { cookie } })).statusCode).toBe(401);
    });
  });

  describe('oversized bodies and Expect', () => {
    const big = JSON.stringify({ name: 'x'.repeat(70_000) });

    it('answers 413 problems on the gateway’s own routes and on proxied ones', async () => {
      for (const url of ['/api/api-keys', '/api/webhooks/echo']) {
        const res = await inject('POST', url, { headers: { cookie: admin, 'content-type': 'application/json' }, payload: big });
        expect(res.statusCode, url).toBe(413);
        expect(res.json(), url).toMatchObject({ status: 413, code: 'payloadTooLarge' });
      }
    });

    it('answers 413 through the portal (no broken pipe, no 500), and passes a body sent after 100 Continue', async () => {
      const tooBig = await rawCall(`${portalUrl}/api/webhooks/echo`, { method: 'POST', headers: { cookie: admin, 'content-type': 'application/json' }, body: big });
      expect(tooBig.status).toBe(413);
      expect(JSON.parse(tooBig.body)).toMatchObject({ status: 413, code: 'payloadTooLarge' });
      // Bodies that do not announce their length are counted as they stream, on the gateway and through the portal.
      for (const base of [gatewayUrl, portalUrl]) {
        for (const path of ['/api/webhooks/echo', '/api/api-keys']) expect(await chunkedCall(`${base}${path}`, admin), `${base}${path}`).toBe(413);
      }
      const tooBigForGateway = await rawCall(`${gatewayUrl}/api/webhooks/echo`, { method: 'POST', headers: { cookie: admin, 'content-type': 'application/json' }, body: big });
      expect(tooBigForGateway.status).toBe(413);
      const continued = await rawCall(`${portalUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', expect: '100-continue' },
        body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        expectContinue: true,
      });
      expect(continued.status).toBe(200);
    });
  });

  // Last: it leaves the portal's own address throttled for the rest of the file.
  describe('login limits through the portal', () => {
    it('counts the address the portal saw, whatever X-Forwarded-For the caller sends', async () => {
      const attempt = (forwardedFor: string, password: string) =>
        rawCall(`${portalUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, origin: PORTAL },
          body: JSON.stringify({ username: 'nobody-at-all', password }),
        });
      for (let i = 0; i < 3; i++) expect((await attempt(`10.1.1.${i}`, 'Wrong-passw0rd-1')).status).toBe(401);
      const throttled = await attempt('10.1.1.99', 'Wrong-passw0rd-1');
      expect(throttled.status).toBe(429);
      expect(JSON.parse(throttled.body).code).toBe('rateLimited');
    });
  });
});
