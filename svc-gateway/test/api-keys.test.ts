import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import type { TestService } from '@firecrest/service-kit/testing';
import { testTopicPrefix } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { KEY_CACHE_TTL_MS, KeyCache } from '../src/api-keys/key-cache';
import { buildPublicApi } from '../../svc-public-api/test/helper';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

describe('API keys and the REST API v1 door', () => {
  const shared = { INTERNAL_TOKEN_SECRET: randomBytes(24).toString('hex'), KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  let publicApi: Awaited<ReturnType<typeof buildPublicApi>>;
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let admin: string;
  let viewer: string;
  let viewerId: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    server.inject({ method, url, headers: { cookie }, payload });
  const v1 = (url: string, key?: string, remoteAddress = '127.0.0.1') =>
    server.inject({ method: 'GET', url, remoteAddress, headers: key ? { 'x-api-key': key } : {} });

  beforeAll(async () => {
    publicApi = await buildPublicApi(shared);
    await publicApi.api.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = publicApi.api.server.server.address() as { port: number };
    gw = await buildGateway({ ...shared, PUBLIC_API_URL: `http://127.0.0.1:${port}`, API_RATE_LIMIT_PER_MINUTE: '5' });
    server = gw.server;
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = sessionCookie(await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } }));
    const role = await server.models.Role.create({ name: 'Integrator', permissions: { API_KEYS: ['view'], WEBHOOKS: ['view'] } });
    viewerId = (await call('POST', '/api/admin/users', admin, { username: 'integrator', name: 'Ivy Integrator', password: 'Integr8-passw0rd', roleIds: [role.id], mustChangePassword: false })).json().id;
    viewer = sessionCookie(await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'integrator', password: 'Integr8-passw0rd' } }));
  });
  afterAll(async () => {
    await gw?.close();
    await publicApi?.close();
  });

  it('shows a new key once in full, with a recognisable prefix, and stores only its hash', async () => {
    const res = await call('POST', '/api/api-keys', admin, { ipRestrictions: [] });
    expect(res.statusCode).toBe(201);
    const { key, apiKey } = res.json();
    expect(key).toMatch(/^fck_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ username: 'admin', apiKey: `${key.slice(0, 8)}…${key.slice(-4)}`, ipRestrictions: [], createdBy: 'admin', lastUsedDate: null });
    expect(await server.models.ApiKey.countDocuments({ keyHash: key })).toBe(0);
    const list = (await call('GET', '/api/api-keys', admin)).json().data;
    expect(JSON.stringify(list)).not.toContain(key);
  });

  it('lets a key act as its user through the gateway, and records when it was last used', async () => {
    const { key, apiKey } = (await call('POST', '/api/api-keys', admin, {})).json();
    await vi.waitFor(async () => expect((await v1('/api/v1/users', key)).json().pagingInfo?.totalItems).toBeGreaterThanOrEqual(2), { timeout: 15_000, interval: 200 });
    const res = await v1('/api/v1/users?orderBy=username', key);
    expect(res.headers['x-request-id']).toBeDefined();
    expect(res.headers['x-ratelimit-limit']).toBe('5');
    expect(res.json().data.map((u: { username: string }) => u.username)).toEqual(['admin', 'integrator']);
    const stored = await server.models.ApiKey.findById(apiKey.id).lean();
    expect(stored?.lastUsedDate).toBeInstanceOf(Date);
  });

  it('passes conditional requests through: the ETag out, If-None-Match in, 304 without a body back', async () => {
    const { key } = (await call('POST', '/api/api-keys', admin, {})).json();
    const first = await v1('/api/v1/roles', key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await server.inject({ method: 'GET', url: '/api/v1/roles', headers: { 'x-api-key': key, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-ratelimit-remaining']).toBe('3');
  });

  it('refuses no key and an unknown key with 401 problems', async () => {
    expect((await v1('/api/v1/users')).json()).toMatchObject({ status: 401, code: 'invalidApiKey', detail: 'The X-API-Key header is missing.' });
    expect((await v1('/api/v1/users', 'fck_not-a-real-key')).json()).toMatchObject({ status: 401, code: 'invalidApiKey' });
  });

  it('refuses a key without the permission with 403', async () => {
    const { key } = (await call('POST', '/api/api-keys', viewer, {})).json();
    const res = await v1('/api/v1/users', key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', detail: 'Permission denied: view on USERS is required.' });
  });

  it('enforces the IP allow-list: addresses, IPv4 and IPv6 ranges', async () => {
    const { key, apiKey } = (await call('POST', '/api/api-keys', admin, { ipRestrictions: ['10.1.2.3', '192.168.0.0/16', '2001:db8::/32'] })).json();
    const refused = await v1('/api/v1/users', key, '172.16.0.9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ipNotAllowed', detail: 'Requests from 172.16.0.9 are not allowed for this API key.' });
    expect((await v1('/api/v1/users', key, '10.1.2.3')).statusCode).toBe(200);
    expect((await v1('/api/v1/users', key, '192.168.44.5')).statusCode).toBe(200);
    expect((await v1('/api/v1/users', key, '2001:db8:1::7')).statusCode).toBe(200);
    expect((await v1('/api/v1/users', key, '::ffff:10.1.2.3')).statusCode).toBe(200);
    // Answered from the cache now, which still checks each caller.
    expect((await v1('/api/v1/users', key, '172.16.0.9')).statusCode).toBe(403);
    const edited = await call('PUT', `/api/api-keys/${apiKey.id}`, admin, { ipRestrictions: ['172.16.0.0/12'] });
    expect(edited.json().ipRestrictions).toEqual(['172.16.0.0/12']);
    expect((await v1('/api/v1/users', key, '172.16.0.9')).statusCode).toBe(200);
    expect((await v1('/api/v1/users', key, '10.1.2.3')).statusCode).toBe(403);
  });

  it('rejects allow-list entries that are not addresses or ranges, naming each', async () => {
    const res = await call('POST', '/api/api-keys', admin, { ipRestrictions: ['10.0.0.1', '300.1.1.1', '10.0.0.0/40'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['ipRestrictions.1', 'ipRestrictions.2']);
  });

  it('limits each key per minute with 429 and Retry-After; refused IPs do not count', async () => {
    const { key } = (await call('POST', '/api/api-keys', admin, { ipRestrictions: ['127.0.0.1'] })).json();
    for (let i = 0; i < 3; i++) expect((await v1('/api/v1/users', key, '10.9.9.9')).statusCode).toBe(403);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await v1('/api/v1/users', key)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await v1('/api/v1/users', key);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.json()).toMatchObject({ status: 429, code: 'rateLimited' });
  });

  it('refuses a request line over 2,048 characters with 414', async () => {
    const { key } = (await call('POST', '/api/api-keys', admin, {})).json();
    const res = await v1(`/api/v1/users?filterText=${'a'.repeat(2050)}`, key);
    expect(res.statusCode).toBe(414);
    expect(res.json().code).toBe('uriTooLong');
  });

  it('shows a user only their own keys, and lets only USER_API_KEYS holders touch another user’s', async () => {
    const mine = (await call('GET', '/api/api-keys', viewer)).json().data;
    expect(mine.every((k: { userId: string }) => k.userId === viewerId)).toBe(true);
    const all = (await call('GET', '/api/api-keys', admin)).json().data;
    expect(new Set(all.map((k: { username: string }) => k.username))).toEqual(new Set(['admin', 'integrator']));

    const adminKey = all.find((k: { username: string }) => k.username === 'admin');
    expect((await call('PUT', `/api/api-keys/${adminKey.id}`, viewer, { ipRestrictions: [] })).statusCode).toBe(404);

    // A role that sees all keys but may not edit or delete other users' keys.
    const auditor = await server.models.Role.create({ name: 'Key auditor', permissions: { API_KEYS: ['view'], USER_API_KEYS: ['view'] } });
    await server.models.User.updateOne({ _id: viewerId }, { $push: { roleIds: auditor.id } });
    const edit = await call('PUT', `/api/api-keys/${adminKey.id}`, viewer, { ipRestrictions: [] });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('apiKeys.apiKeyEditPermissionDenied');
    expect((await call('DELETE', `/api/api-keys/${adminKey.id}`, viewer)).json().code).toBe('apiKeys.apiKeyDeletePermissionDenied');
    const own = mine[0];
    expect((await call('DELETE', `/api/api-keys/${own.id}`, viewer)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/api-keys/${adminKey.id}`, admin)).statusCode).toBe(204);
  });

  it('serves the REST API v1 OpenAPI document without a key', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['filterText', 'page', 'itemsPerPage', 'orderBy', 'orderByDescending']),
    );
    expect(doc.components.schemas.PublicUser).toBeDefined();
  });

  it('reads a key once for callers arriving together, and checks each caller against its allow-list', async () => {
    const { key } = (await call('POST', '/api/api-keys', admin, { ipRestrictions: ['127.0.0.1'] })).json();
    const findOne = vi.spyOn(server.models.ApiKey, 'findOne');
    try {
      const answers = await Promise.all([v1('/api/v1/roles', key), v1('/api/v1/roles', key), v1('/api/v1/roles', key, '10.9.9.9')]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 403]);
      expect(answers[2].json()).toMatchObject({ code: 'ipNotAllowed' });
      expect(findOne).toHaveBeenCalledTimes(1);
    } finally {
      findOne.mockRestore();
    }
  });

  it('reads nothing about the user of a key for a caller outside its allow-list', async () => {
    const { key } = (await call('POST', '/api/api-keys', admin, { ipRestrictions: ['127.0.0.1'] })).json();
    const findUser = vi.spyOn(server.models.User, 'findById');
    try {
      expect((await v1('/api/v1/roles', key, '10.9.9.9')).json()).toMatchObject({ status: 403, code: 'ipNotAllowed' });
      expect(findUser).not.toHaveBeenCalled();
    } finally {
      findUser.mockRestore();
    }
  });

  describe('with the key already resolved and cached', () => {
    let n = 0;
    /** A user holding one new role, and a key of theirs that has answered once (so it is cached). */
    async function cachedKey(permissions: object) {
      n++;
      const role = (await call('POST', '/api/admin/roles', admin, { name: `Reader ${n}`, permissions })).json();
      const user = (await call('POST', '/api/admin/users', admin, { username: `reader${n}`, name: `Reader ${n}`, password: 'Hose-reel-key-passw0rd', roleIds: [role.id], mustChangePassword: false })).json();
      const { key, apiKey } = (await call('POST', '/api/api-keys', admin, { userId: user.id })).json();
      expect((await v1('/api/v1/users', key)).statusCode).toBe(200);
      return { key, keyId: apiKey.id as string, role, user };
    }

    it('refuses the next call once a right is taken from the user’s role, and allows it once given back', async () => {
      const { key, role } = await cachedKey({ USERS: ['view'] });
      await call('PUT', `/api/admin/roles/${role.id}`, admin, { name: role.name, permissions: { WEBHOOKS: ['view'] } });
      const refused = await v1('/api/v1/users', key);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'permissionDenied', detail: 'Permission denied: view on USERS is required.' });
      await call('PUT', `/api/admin/roles/${role.id}`, admin, { name: role.name, permissions: { USERS: ['view'] } });
      expect((await v1('/api/v1/users', key)).statusCode).toBe(200);
    });

    it('keeps answering the key of a user locked out at sign-in: the lock is about the password, the key another credential', async () => {
      const { key, user } = await cachedKey({ USERS: ['view'] });
      let last;
      for (let i = 0; i < 3; i++) last = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'Wrong-passw0rd' } });
      expect(last!.json().code).toBe('accountLocked');
      expect((await v1('/api/v1/users', key)).statusCode).toBe(200);
      expect((await call('POST', `/api/admin/users/${user.id}/unlock`, admin)).statusCode).toBe(200);
      expect((await v1('/api/v1/users', key)).statusCode).toBe(200);
    });

    it('refuses the next call once the user is disabled through the models (as the account screens will)', async () => {
      const { key, user } = await cachedKey({ USERS: ['view'] });
      await server.models.User.updateOne({ _id: user.id }, { $set: { disabled: true } });
      expect((await v1('/api/v1/users', key)).json()).toMatchObject({ status: 401, code: 'invalidApiKey' });
    });

    it('refuses the next call once the key is deleted', async () => {
      const { key, keyId } = await cachedKey({ USERS: ['view'] });
      expect((await call('DELETE', `/api/api-keys/${keyId}`, admin)).statusCode).toBe(204);
      expect((await v1('/api/v1/users', key)).json()).toMatchObject({ status: 401, code: 'invalidApiKey' });
    });

    it('answers from memory, so a change this instance did not make (another instance’s) shows within the TTL', async () => {
      const { key, keyId } = await cachedKey({ USERS: ['view'] });
      // Past the models' write hooks, as another gateway instance's write is from this one's point of view.
      await server.models.ApiKey.collection.updateOne({ _id: new Types.ObjectId(keyId) }, { $set: { ipRestrictions: ['10.0.0.1'] } });
      expect((await v1('/api/v1/users', key)).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await v1('/api/v1/users', key)).statusCode).toBe(403), { timeout: KEY_CACHE_TTL_MS + 2_000, interval: 250 });
    });
  });
});

describe('KeyCache', () => {
  const resolved = { id: 'k1', ipRestrictions: [], identity: { id: 'u1', username: 'u', name: 'U', mustChangePassword: false, accessAllLocations: false, roles: [], permissions: {}, via: 'apiKey' as const } };
  afterEach(() => vi.useRealTimers());

  it('forgets an entry after the TTL', () => {
    vi.useFakeTimers();
    const cache = new KeyCache(1_000);
    cache.set('h', resolved, cache.version);
    vi.advanceTimersByTime(999);
    expect(cache.get('h')).toBe(resolved);
    vi.advanceTimersByTime(1);
    expect(cache.get('h')).toBeUndefined();
  });

  it('does not store what was read before a clear: it may predate the write that cleared it', () => {
    const cache = new KeyCache();
    const version = cache.version;
    cache.clear();
    cache.set('h', resolved, version);
    expect(cache.get('h')).toBeUndefined();
    cache.set('h', resolved, cache.version);
    expect(cache.get('h')).toBe(resolved);
  });
});
