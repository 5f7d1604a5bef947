import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import { testTopicPrefix } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { buildPublicApi } from '../../svc-public-api/test/helper';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

const PASSWORD = 'Linked-accounts-passw0rd-5';
const PROVIDERS = JSON.stringify([{ id: 'entra', name: 'Microsoft', issuer: 'http://127.0.0.1:9/never-asked', clientId: 'firecrest', clientSecret: 'unused' }]);

describe('users admin: employee link reaches /api/v1/users, linked sign-ins listed, pre-linked and removed', () => {
  const shared = { INTERNAL_TOKEN_SECRET: randomBytes(24).toString('hex'), KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  let publicApi: Awaited<ReturnType<typeof buildPublicApi>>;
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let admin: string;
  let viewer: string;
  let userId: string;
  let roleId: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    server.inject({ method, url: `/api/admin/users/${url}`, payload, headers: { cookie } });
  const login = async (username: string, password: string) => sessionCookie(await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } }));

  beforeAll(async () => {
    [publicApi, gw] = await Promise.all([buildPublicApi(shared), buildGateway({ ...shared, OIDC_PROVIDERS: PROVIDERS })]);
    server = gw.server;
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = await login('admin', ADMIN_PASSWORD);
    roleId = (await server.models.Role.create({ name: 'Firefighter', permissions: { EMPLOYEES: ['view'] } })).id;
    const viewerRole = (await server.models.Role.create({ name: 'User viewer', permissions: { USERS: ['view'] } })).id;
    userId = (await server.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: admin }, payload: { username: 'fay.fire', name: 'Fay Fire', password: PASSWORD, roleIds: [roleId], mustChangePassword: false } })).json().id;
    await server.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: admin }, payload: { username: 'val.viewer', name: 'Val Viewer', password: PASSWORD, roleIds: [viewerRole], mustChangePassword: false } });
    viewer = await login('val.viewer', PASSWORD);
  });
  afterAll(async () => {
    await gw?.close();
    await publicApi?.close();
  });

  it('links a user to an employee: the user event carries it and /api/v1/users shows the employee', async () => {
    const res = await call('PUT', userId, { name: 'Fay Fire', roleIds: [roleId], employeeId: '4711' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().employeeId).toBe('4711');
    const headers = await publicApi.api.as({ permissions: { USERS: ['view'] } });
    const v1 = async () => (await publicApi.api.server.inject({ method: 'GET', url: `/api/v1/users/${userId}`, headers })).json();
    await expect.poll(async () => (await v1()).employee, { timeout: 20_000, interval: 200 }).toBe('4711');
    expect(await v1()).toMatchObject({ id: userId, username: 'fay.fire', employee: '4711', roles: ['Firefighter'] });
    // Unlinking the employee reaches the REST API too.
    await call('PUT', userId, { name: 'Fay Fire', roleIds: [roleId], employeeId: null });
    await expect.poll(async () => (await v1()).employee, { timeout: 20_000, interval: 200 }).toBeNull();
  });

  it('pre-links a sign-in by its subject, lists it, refuses a duplicate and an unknown provider', async () => {
    const linked = await call('POST', `${userId}/identities`, { provider: 'entra', subject: 'sub-fay-123', label: 'fay@brigade.test' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({ provider: 'entra', providerName: 'Microsoft', subject: 'sub-fay-123', label: 'fay@brigade.test' });
    expect((await call('POST', `${userId}/identities`, { provider: 'entra', subject: 'sub-fay-123' })).json()).toMatchObject({ status: 409, code: 'conflict' });
    const unknown = await call('POST', `${userId}/identities`, { provider: 'nowhere', subject: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect(unknown.json().errors).toEqual([{ field: 'provider', message: 'Unknown identity provider' }]);
    const list = (await call('GET', `${userId}/identities`)).json().data;
    expect(list).toEqual([expect.objectContaining({ id: linked.json().id, subject: 'sub-fay-123' })]);
  });

  it('removes a linked sign-in (one made by association), keeps it in the history, then answers 404', async () => {
    const associated = await server.models.OidcIdentity.create({ provider: 'entra', subject: 'sub-fay-assoc', userId, label: 'fay.assoc@brigade.test', linkedAt: new Date() });
    const before = (await call('GET', `${userId}/identities`)).json().data;
    expect(before.map((i: { subject: string }) => i.subject)).toEqual(['sub-fay-123', 'sub-fay-assoc']);
    const removed = await call('DELETE', `${userId}/identities/${associated.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await server.models.OidcIdentity.exists({ _id: associated.id })).toBeNull();
    expect((await call('GET', `${userId}/identities`)).json().data.map((i: { subject: string }) => i.subject)).toEqual(['sub-fay-123']);
    expect((await call('DELETE', `${userId}/identities/${associated.id}`)).json()).toMatchObject({ status: 404, code: 'notFound' });
    const history = (await call('GET', `${userId}/history`)).json().data;
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'identityUnlinked', byUsername: 'admin', changes: { identity: 'Microsoft: fay.assoc@brigade.test' } }),
      expect.objectContaining({ action: 'identityLinked', changes: { identity: 'Microsoft: fay@brigade.test' } }),
    ]);
  });

  it('refuses linking and removing without the edit right, and listing without the view right', async () => {
    const [identity] = (await call('GET', `${userId}/identities`, undefined, viewer)).json().data;
    expect(identity.subject).toBe('sub-fay-123');
    for (const res of [
      await call('DELETE', `${userId}/identities/${identity.id}`, undefined, viewer),
      await call('POST', `${userId}/identities`, { provider: 'entra', subject: 'sub-other' }, viewer),
      await call('PUT', userId, { name: 'Fay Fire', roleIds: [roleId], employeeId: '99' }, viewer),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const firefighter = await login('fay.fire', PASSWORD);
    expect((await call('GET', `${userId}/identities`, undefined, firefighter)).statusCode).toBe(403);
    expect(await server.models.OidcIdentity.countDocuments({ userId })).toBe(1);
  });
});
