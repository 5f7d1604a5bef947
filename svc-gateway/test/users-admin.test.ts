import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import { MESSAGES } from '@firecrest/contracts';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

const PASSWORD = 'Station-manager-passw0rd-7';
const TEMPORARY = 'Temporary-reset-passw0rd-9';

describe('user administration: search, detail, changes with history, lock, disable, reset, managed locations', () => {
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let admin: string;
  let roleId: string;
  let userId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) => server.inject({ method, url: `/api/admin/${url}`, payload, headers: { cookie } });
  const login = (username: string, password: string) => server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const details = { name: 'Sam Station', email: 'sam@brigade.example', phoneNumber: '01632 960001', defaultLocationId: 4, locationIds: [7], landingPage: 'personnel', notificationChannels: ['email', 'sms'], linkedAccounts: { roster: 'R-77' } };

  beforeAll(async () => {
    gw = await buildGateway();
    server = gw.server;
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = sessionCookie(await login('admin', ADMIN_PASSWORD));
    roleId = (await call('POST', 'roles', { name: 'Station manager', accessAllLocations: false, permissions: { EMPLOYEES: ['view', 'edit'] } })).json().id;
    for (const [username, name] of [['sam.station', 'Sam Station'], ['alex.area', 'Alex Area'], ['bo.brook', 'Bo Brook']]) {
      const res = await call('POST', 'users', { username, name, password: PASSWORD, roleIds: [roleId], mustChangePassword: false });
      expect(res.statusCode, res.body).toBe(201);
      if (username === 'sam.station') userId = res.json().id;
    }
  });
  afterAll(() => gw?.close());

  it('searches with at least 3 characters, sorted and paged', async () => {
    const short = await call('GET', 'users/search?q=sa');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'q', message: MESSAGES.searchMinChars }]);
    expect((await call('GET', 'users/search?q=station')).json().data.map((u: { username: string }) => u.username)).toEqual(['sam.station']);
    const page = (await call('GET', 'users/search?orderBy=name&orderByDescending=true&itemsPerPage=2')).json();
    expect(page.total).toBe(4);
    expect(page.data.map((u: { name: string }) => u.name)).toEqual(['Sam Station', 'Bo Brook']);
    expect((await call('GET', 'users/search?colour=red')).statusCode).toBe(400);
  });

  it("finds the accounts linked to an employee (the employee's user tab)", async () => {
    await server.models.User.updateOne({ usernameLower: 'bo.brook' }, { $set: { employeeId: '4242' } });
    expect((await call('GET', 'users/search?employeeId=4242')).json().data.map((u: { username: string }) => u.username)).toEqual(['bo.brook']);
    expect((await call('GET', 'users/search?employeeId=4243')).json().total).toBe(0);
    await server.models.User.updateOne({ usernameLower: 'bo.brook' }, { $set: { employeeId: null } });
  });

  it("refuses a user without roles with 'a user must be assigned at least one role', saves the rest and keeps the history", async () => {
    const none = await call('PUT', `users/${userId}`, { ...details, roleIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'roleIds', message: MESSAGES.atLeastOneRole }]);
    const saved = await call('PUT', `users/${userId}`, { ...details, roleIds: [roleId] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', `users/${userId}`)).json()).toMatchObject({ ...details, linkedAccounts: { microsoft: '', roster: 'R-77', availability: '' }, locked: false, disabled: false });
    const history = (await call('GET', `users/${userId}/history`)).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);
    expect(history[0]).toMatchObject({ byUsername: 'admin', changes: { phoneNumber: '01632 960001', defaultLocationId: 4, locationIds: [7], landingPage: 'personnel' } });
  });

  it('passes the managed locations (default location and assigned ones) in the identity of a user without all locations', async () => {
    const me = (await server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(await login('sam.station', PASSWORD)) } })).json();
    expect(me.user).toMatchObject({ accessAllLocations: false, locationIds: [4, 7] });
  });

  it('locks and unlocks, disables and enables, and resets a password forcing a change', async () => {
    expect((await call('POST', `users/${userId}/lock`)).json().locked).toBe(true);
    expect((await login('sam.station', PASSWORD)).json().code).toBe('accountLocked');
    expect((await call('POST', `users/${userId}/unlock`)).json().locked).toBe(false);
    expect((await call('POST', `users/${userId}/disable`)).json().disabled).toBe(true);
    expect((await login('sam.station', PASSWORD)).json().code).toBe('accountDisabled');
    await call('POST', `users/${userId}/enable`);
    const reset = await call('POST', `users/${userId}/reset-password`, { password: TEMPORARY });
    expect(reset.json().mustChangePassword).toBe(true);
    const signedIn = await login('sam.station', TEMPORARY);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.mustChangePassword).toBe(true);
    const actions = (await call('GET', `users/${userId}/history`)).json().data.map((h: { action: string }) => h.action);
    expect(actions.slice(0, 4)).toEqual(['passwordReset', 'enabled', 'disabled', 'locked']);
  });

  it('refuses changes without the right, and an administrator disabling their own account', async () => {
    const adminId = (await call('GET', 'users/search?q=admin')).json().data[0].id;
    expect((await call('POST', `users/${adminId}/disable`)).statusCode).toBe(409);
    const viewerRole = (await call('POST', 'roles', { name: 'Viewer', permissions: { USERS: ['view'] } })).json().id;
    await call('POST', 'users', { username: 'vic.viewer', name: 'Vic Viewer', password: PASSWORD, roleIds: [viewerRole], mustChangePassword: false });
    const viewer = sessionCookie(await login('vic.viewer', PASSWORD));
    expect((await call('GET', `users/${userId}`, undefined, viewer)).statusCode).toBe(200);
    expect((await call('PUT', `users/${userId}`, { ...details, roleIds: [roleId] }, viewer)).statusCode).toBe(403);
    expect((await call('POST', `users/${userId}/lock`, undefined, viewer)).statusCode).toBe(403);
  });

  it('answers one role with its holders', async () => {
    expect((await call('GET', `roles/${roleId}`)).json()).toMatchObject({ name: 'Station manager', accessAllLocations: false, permissions: { EMPLOYEES: ['view', 'edit'] }, builtIn: false, users: 3 });
  });
});
