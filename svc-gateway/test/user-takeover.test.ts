import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

const PASSWORD = 'Hydrant-survey-passw0rd-3';
const TAKEOVER = 'Taken-over-hydrant-passw0rd-8';

describe('no escalation through user or role edits (issue 27): nothing stronger than the caller can be changed or made', () => {
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let admin: string;
  let editor: string;
  let strongId: string;
  let peerId: string;
  let roleManager: string;
  let roleManagerRole: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) => server.inject({ method, url: `/api/admin/${url}`, payload, headers: { cookie } });
  const login = (username: string, password: string) => server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const createUser = async (username: string, roleIds: string[]) => {
    const res = await call('POST', 'users', { username, name: username, password: PASSWORD, roleIds, mustChangePassword: false });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    gw = await buildGateway();
    server = gw.server;
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = sessionCookie(await login('admin', ADMIN_PASSWORD));
    const roles = (await call('GET', 'roles')).json();
    const administrator = (Array.isArray(roles) ? roles : roles.data).find((r: { name: string }) => r.name === 'Administrator').id;
    const userEditor = (await call('POST', 'roles', { name: 'User editor', permissions: { USERS: ['view', 'edit'] } })).json().id;
    const userViewer = (await call('POST', 'roles', { name: 'User viewer', permissions: { USERS: ['view'] } })).json().id;
    const allStations = (await call('POST', 'roles', { name: 'All stations viewer', accessAllLocations: true, permissions: { USERS: ['view'] } })).json().id;
    await createUser('ed.editor', [userEditor]);
    strongId = await createUser('ada.admin', [administrator]);
    peerId = await createUser('pat.peer', [userViewer]);
    await createUser('al.stations', [allStations]);
    editor = sessionCookie(await login('ed.editor', PASSWORD));
    roleManagerRole = (await call('POST', 'roles', { name: 'Role manager', permissions: { ROLES: ['view', 'create', 'edit'], USERS: ['view'] } })).json().id;
    await createUser('ro.roles', [roleManagerRole]);
    roleManager = sessionCookie(await login('ro.roles', PASSWORD));
  });
  afterAll(() => gw?.close());

  it('refuses to reset the password of an Administrator, saying why, and the old password still signs in', async () => {
    const res = await call('POST', `users/${strongId}/reset-password`, { password: TAKEOVER }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(/^You cannot change the account ada\.admin: it holds rights you do not have \(DASHBOARD:view, .*\), and whoever can change an account can sign in as it\.$/);
    expect((await login('ada.admin', TAKEOVER)).statusCode).toBe(401);
    expect((await login('ada.admin', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses every other change of that account: details, roles and locations, lock, unlock, disable, enable, linked sign-ins', async () => {
    const detail = (await call('GET', `users/${strongId}`, undefined, editor)).json();
    const attempts: [string, string, object?][] = [
      ['PUT', `users/${strongId}`, { name: detail.name, roleIds: detail.roleIds, locationIds: [1, 2], email: 'mine@brigade.example' }],
      ['POST', `users/${strongId}/lock`],
      ['POST', `users/${strongId}/unlock`],
      ['POST', `users/${strongId}/disable`],
      ['POST', `users/${strongId}/enable`],
      ['POST', `users/${strongId}/identities`, { provider: 'entra', subject: 'editor-own-subject' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method as 'PUT' | 'POST', url, body, editor);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().detail).toContain('it holds rights you do not have');
    }
    const after = (await call('GET', `users/${strongId}`)).json();
    expect(after).toMatchObject({ email: null, locationIds: [], locked: false, disabled: false });
  });

  it('counts all-locations access as a right the caller must hold', async () => {
    const id = (await call('GET', 'users/search?q=al.stations')).json().data[0].id;
    const res = await call('POST', `users/${id}/reset-password`, { password: TAKEOVER }, editor);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('(all locations)');
  });

  it('still lets the editor change a user whose rights are all theirs too', async () => {
    expect((await call('POST', `users/${peerId}/reset-password`, { password: TAKEOVER }, editor)).statusCode).toBe(200);
    expect((await call('POST', `users/${peerId}/lock`, undefined, editor)).statusCode).toBe(200);
    expect((await call('POST', `users/${peerId}/unlock`, undefined, editor)).statusCode).toBe(200);
  });

  it('refuses a role holding rights its maker lacks, and adding rights to the role they hold', async () => {
    const made = await call('POST', 'roles', { name: 'Everything', accessAllLocations: true, permissions: { USERS: ['view', 'edit'] } }, roleManager);
    expect(made.statusCode).toBe(403);
    expect(made.json().errors[0]).toMatchObject({ field: 'permissions', message: 'You cannot create or change a role holding rights you do not have (USERS:edit, all locations): its holders could then do what you cannot.' });
    const own = await call('PUT', `roles/${roleManagerRole}`, { name: 'Role manager', permissions: { ROLES: ['view', 'create', 'edit'], USERS: ['view', 'edit'] } }, roleManager);
    expect(own.statusCode).toBe(403);
    expect((await call('GET', `roles/${roleManagerRole}`)).json().permissions).toEqual({ ROLES: ['view', 'create', 'edit'], USERS: ['view'] });
    // Within their own rights they still make and change roles.
    const within = await call('POST', 'roles', { name: 'Role viewer', permissions: { ROLES: ['view'] } }, roleManager);
    expect(within.statusCode, within.body).toBe(201);
    expect((await call('PUT', `roles/${within.json().id}`, { name: 'Role viewer', permissions: { ROLES: ['view'], USERS: ['view'] } }, roleManager)).statusCode).toBe(200);
  });
});
