import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { bootstrapAdmin } from '../src/auth/bootstrap-admin';
import { buildPublicApi } from '../../svc-public-api/test/helper';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

describe('roles: owned by the gateway, published as events, read on /api/v1/roles', () => {
  const shared = { INTERNAL_TOKEN_SECRET: randomBytes(24).toString('hex'), KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  let publicApi: Awaited<ReturnType<typeof buildPublicApi>>;
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let admin: string;
  let key: string;
  const v1 = (url: string) => server.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  const names = async () => (await v1('/api/v1/roles')).json().data.map((r: { name: string }) => r.name);

  beforeAll(async () => {
    publicApi = await buildPublicApi(shared);
    await publicApi.api.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = publicApi.api.server.server.address() as { port: number };
    gw = await buildGateway({ ...shared, PUBLIC_API_URL: `http://127.0.0.1:${port}` });
    server = gw.server;
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = sessionCookie(await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } }));
    key = (await server.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie: admin }, payload: {} })).json().key;
  });
  afterAll(async () => {
    await gw?.close();
    await publicApi?.close();
  });

  it('publishes the built-in Administrator role at start', async () => {
    await vi.waitFor(async () => expect(await names()).toEqual(['Administrator']), { timeout: 15_000, interval: 200 });
    const [role] = (await v1('/api/v1/roles')).json().data;
    expect(role.accessAllLocations).toBe(true);
    expect(role.permissions.find((p: { name: string }) => p.name === 'WEBHOOKS')).toEqual({
      name: 'WEBHOOKS', accessRights: ['View', 'Create', 'Edit', 'Delete', 'Approve'], childPermissions: [],
    });
  });

  it('creates, changes and deletes a role, and the API follows', async () => {
    const created = await server.inject({
      method: 'POST', url: '/api/admin/roles', headers: { cookie: admin },
      payload: { name: 'Station manager', permissions: { PERSONNEL: ['view', 'edit'], WEBHOOKS: ['view'] } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await vi.waitFor(async () => expect((await v1(`/api/v1/roles/${id}`)).json().name).toBe('Station manager'), { timeout: 15_000 });
    expect((await v1(`/api/v1/roles/${id}`)).json().permissions).toEqual([
      { name: 'PERSONNEL', accessRights: ['View', 'Edit'], childPermissions: [] },
      { name: 'WEBHOOKS', accessRights: ['View'], childPermissions: [] },
    ]);

    const duplicate = await server.inject({ method: 'POST', url: '/api/admin/roles', headers: { cookie: admin }, payload: { name: 'station MANAGER', permissions: {} } });
    expect(duplicate.json()).toMatchObject({ status: 409, errors: [{ field: 'name' }] });
    const badRight = await server.inject({ method: 'POST', url: '/api/admin/roles', headers: { cookie: admin }, payload: { name: 'X', permissions: { PERSONNEL: ['fly'] } } });
    expect(badRight.statusCode).toBe(400);

    await server.inject({ method: 'PUT', url: `/api/admin/roles/${id}`, headers: { cookie: admin }, payload: { name: 'Watch manager', accessAllLocations: true, permissions: { PERSONNEL: ['view'] } } });
    await vi.waitFor(async () => expect((await v1(`/api/v1/roles/${id}`)).json()).toMatchObject({ name: 'Watch manager', accessAllLocations: true }), { timeout: 15_000 });

    expect((await server.inject({ method: 'DELETE', url: `/api/admin/roles/${id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    await vi.waitFor(async () => expect((await v1(`/api/v1/roles/${id}`)).statusCode).toBe(404), { timeout: 15_000 });
    expect(await names()).toEqual(['Administrator']);
  });

  it('refuses to delete a role someone holds, or the built-in one', async () => {
    const { Role } = server.models;
    const admins = await Role.findOne({ name: 'Administrator' }).lean();
    const res = await server.inject({ method: 'DELETE', url: `/api/admin/roles/${admins!._id}`, headers: { cookie: admin } });
    expect(res.json()).toMatchObject({ status: 409, detail: 'Unable To Delete Role: the built-in Administrator role cannot be deleted.' });
    const held = (await server.inject({ method: 'POST', url: '/api/admin/roles', headers: { cookie: admin }, payload: { name: 'Crew', permissions: {} } })).json();
    await server.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: admin }, payload: { username: 'crew.one', name: 'Crew One', password: 'Ladder-drill-passw0rd1', roleIds: [held.id] } });
    const refused = await server.inject({ method: 'DELETE', url: `/api/admin/roles/${held.id}`, headers: { cookie: admin } });
    expect(refused.json()).toMatchObject({ status: 409, detail: 'Unable To Delete Role: 1 user(s) still hold it.' });
  });

  it('makes one Administrator role and one administrator when instances start together on an empty store', async () => {
    const { Role, User } = server.models;
    await User.deleteMany({});
    await Role.deleteMany({ name: 'Administrator' });
    await Promise.all([bootstrapAdmin(server, gw.config), bootstrapAdmin(server, gw.config), bootstrapAdmin(server, gw.config)]);
    expect(await Role.countDocuments({ name: 'Administrator' })).toBe(1);
    expect((await User.find().lean()).map((u) => u.username)).toEqual(['admin']);
  });
});
