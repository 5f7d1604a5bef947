import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { auditBatchEntries, auditBatchRecorded, WEBHOOK_EVENT_TYPES, type AuditEntry } from '@firecrest/contracts';
import type { BaseConfig } from '@firecrest/service-kit';
import { buildTestService, type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import fp from 'fastify-plugin';
import { infrastructure } from '@firecrest/service-kit';
import { app as webhooksApp } from '../../svc-webhooks/src/app';
import { configSchema as webhooksConfig } from '../../svc-webhooks/src/config';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

describe('gateway routes portal calls to the owning service', () => {
  const secret = randomBytes(24).toString('hex');
  const prefix = testTopicPrefix();
  const audit: AuditEntry[] = [];
  let webhooks: TestService<BaseConfig>;
  let auditReader: TestService<BaseConfig>;
  let gw: TestService<GatewayConfig>;
  let cookie: string;
  // Stands for a service that is down: it takes connections and drops them. The service's default port would not do:
  // the dev stack (./firecrest up) may be running beside the tests and serving it.
  let downService: Server;

  beforeAll(async () => {
    downService = createServer((socket) => socket.destroy());
    await new Promise<void>((listening) => downService.listen(0, '127.0.0.1', listening));
    const downUrl = `http://127.0.0.1:${(downService.address() as { port: number }).port}`;
    const shared = { INTERNAL_TOKEN_SECRET: secret, KAFKA_TOPIC_PREFIX: prefix };
    webhooks = await buildTestService('svc-webhooks', webhooksConfig, webhooksApp, shared);
    await webhooks.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = webhooks.server.server.address() as { port: number };
    // Another service reading the gateway's audit events over the real broker.
    auditReader = await buildTestService<BaseConfig>(
      'svc-audit-reader',
      webhooksConfig,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-audit-reader', config });
        // The gateway sends its entries in batches, one event per short window. From the start of the file's own
        // topic: a group joining late under load would begin after the sign-ins of beforeAll.
        f.events.subscribe(
          auditBatchRecorded,
          async ({ payload }) => {
            audit.push(...auditBatchEntries(payload));
          },
          { fromBeginning: true },
        );
      }),
      shared,
    );
    gw = await buildGateway({ ...shared, WEBHOOKS_URL: `http://127.0.0.1:${port}`, LMS_URL: downUrl, PASSWORD_MAX_AGE_DAYS: '0' });
    await gw.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    const login = await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    cookie = sessionCookie(login);
  });
  afterAll(async () => {
    await gw?.close();
    await auditReader?.close();
    await webhooks?.close();
    downService?.close();
  });

  it('forwards with the signed identity and the request id, never the cookie', async () => {
    const res = await gw.server.inject({ method: 'GET', url: '/api/webhooks/types', headers: { cookie, 'x-request-id': 'portal-req-7' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(WEBHOOK_EVENT_TYPES);
    expect(res.headers['x-request-id']).toBe('portal-req-7');
  });

  it('refuses to forward an anonymous call', async () => {
    const res = await gw.server.inject({ method: 'GET', url: '/api/webhooks/types' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('notAuthenticated');
  });

  it('lets the service enforce its own permission for a user without it', async () => {
    const role = await gw.server.models.Role.create({ name: 'Station manager', permissions: { PERSONNEL: ['view'] } });
    await gw.server.inject({
      method: 'POST', url: '/api/admin/users', headers: { cookie },
      payload: { username: 'sm.jones', name: 'Sam Jones', password: 'Station-passw0rd', roleIds: [role.id], mustChangePassword: false },
    });
    const login = await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sm.jones', password: 'Station-passw0rd' } });
    const res = await gw.server.inject({ method: 'GET', url: '/api/webhooks/topics', headers: { cookie: sessionCookie(login) } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', detail: 'Permission denied: view on WEBHOOKS is required.' });
  });

  it('reports each service’s readiness', async () => {
    // Asked again until the live service is seen: a probe of a service its neighbours' files starve may outlast
    // the gateway's 2 s and say "down" once, as it would of a stalled instance in production.
    const statuses = async () => {
      const res = await gw.server.inject({ method: 'GET', url: '/api/system/status', headers: { cookie } });
      const services = res.json().services as { name: string; status: string }[];
      return Object.fromEntries(['svc-gateway', 'svc-webhooks', 'svc-lms'].map((name) => [name, services.find((s) => s.name === name)?.status]));
    };
    await expect.poll(statuses, { timeout: 15_000, interval: 250 }).toEqual({ 'svc-gateway': 'up', 'svc-webhooks': 'up', 'svc-lms': 'down' });
  });

  it('publishes an audit entry for each call, consumed by another service', async () => {
    await gw.server.inject({ method: 'GET', url: '/api/webhooks/types?x=1', headers: { cookie, 'x-request-id': 'audit-me' } });
    await expect.poll(() => audit.find((a) => a.requestId === 'audit-me'), { timeout: 15_000, interval: 100 }).toBeDefined();
    expect(audit.find((a) => a.requestId === 'audit-me')).toMatchObject({
      username: 'admin',
      controller: 'webhooks',
      requestType: 'GET',
      requestUrl: '/api/webhooks/types?x=1',
      // The service refuses the parameter it does not know; the call is audited with that outcome.
      statusCode: 400,
    });
    const adminLogin = audit.find((a) => a.controller === 'auth' && a.statusCode === 200 && a.requestType === 'POST');
    expect(adminLogin?.username).toBe('admin');
  });
});
