import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

describe('gateway sign-in', () => {
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let adminCookie: string;
  const NEW_ADMIN_PASSWORD = 'Changed-passw0rd-1';

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });

  beforeAll(async () => {
    gw = await buildGateway();
    server = gw.server;
  });
  afterAll(() => gw?.close());

  it('signs the first administrator in, then forces a password change before anything else', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'fc_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(res.json().user).toMatchObject({ username: 'admin', mustChangePassword: true, roles: ['Administrator'] });
    expect(res.json().user.permissions.WEBHOOKS).toEqual(['view', 'create', 'edit', 'delete', 'approve']);
    adminCookie = sessionCookie(res);

    const blocked = await server.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: adminCookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'passwordChangeRequired', detail: ERRORS.passwordChangeRequired.message });

    const weak = await server.inject({
      method: 'POST', url: '/api/auth/change-password', headers: { cookie: adminCookie },
      payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('newPassword');

    const wrongCurrent = await server.inject({
      method: 'POST', url: '/api/auth/change-password', headers: { cookie: adminCookie },
      payload: { currentPassword: 'not-the-password-1', newPassword: NEW_ADMIN_PASSWORD },
    });
    expect(wrongCurrent.json()).toMatchObject({ status: 400, code: 'currentPasswordIncorrect' });

    const changed = await server.inject({
      method: 'POST', url: '/api/auth/change-password', headers: { cookie: adminCookie },
      payload: { currentPassword: ADMIN_PASSWORD, newPassword: NEW_ADMIN_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.mustChangePassword).toBe(false);
    const users = await server.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: adminCookie } });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.map((u: { username: string }) => u.username)).toContain('admin');
  });

  it('answers a wrong password with the spec message and no session', async () => {
    const res = await login('admin', 'wrong-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'invalidCredentials', detail: 'The username or password entered is incorrect.' });
    expect(res.cookies).toHaveLength(0);
    const unknown = await login('nobody', 'whatever-1234');
    expect(unknown.json()).toMatchObject({ status: 401, code: 'invalidCredentials' });
  });

  it('locks an account after the limit, refuses even the right password, and an administrator unlocks it', async () => {
    const { Role } = server.models;
    const role = await Role.create({ name: 'Firefighter', permissions: { DASHBOARD: ['view'] } });
    const created = await server.inject({
      method: 'POST', url: '/api/admin/users', headers: { cookie: adminCookie },
      payload: { username: 'j.smith', name: 'Jo Smith', password: 'Start-passw0rd', roleIds: [role.id], mustChangePassword: false },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    expect((await login('j.smith', 'bad-1')).json().code).toBe('invalidCredentials');
    expect((await login('j.smith', 'bad-2')).json().code).toBe('invalidCredentials');
    const third = await login('j.smith', 'bad-3');
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe('accountLocked');
    expect(third.json().detail).toMatch(/^Your account has been locked after too many failed login attempts\. Try again after \d\d:\d\d:\d\d UTC, or contact your administrator to unlock it\.$/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('j.smith', 'Start-passw0rd')).json().code).toBe('accountLocked');

    const unlocked = await server.inject({ method: 'POST', url: `/api/admin/users/${id}/unlock`, headers: { cookie: adminCookie } });
    expect(unlocked.json()).toMatchObject({ username: 'j.smith', locked: false });
    const ok = await login('j.smith', 'Start-passw0rd');
    expect(ok.statusCode).toBe(200);

    // Without USERS view the same route is a 403 problem, enforced on the server whatever the UI shows.
    const denied = await server.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: sessionCookie(ok) } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'permissionDenied', detail: 'Permission denied: view on USERS is required.' });
    const cannotUnlock = await server.inject({ method: 'POST', url: `/api/admin/users/${id}/unlock`, headers: { cookie: sessionCookie(ok) } });
    expect(cannotUnlock.statusCode).toBe(403);
  });

  it('refuses a disabled account with the spec message', async () => {
    const { User } = server.models;
    await User.updateOne({ usernameLower: 'j.smith' }, { $set: { disabled: true } });
    const res = await login('j.smith', 'Start-passw0rd');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'accountDisabled', detail: 'Your account is disabled. Contact your system administrator.' });
  });

  it('forces a change when the password is older than the maximum age', async () => {
    const { User } = server.models;
    await User.updateOne({ usernameLower: 'admin' }, { $set: { passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) } });
    const res = await login('admin', NEW_ADMIN_PASSWORD);
    expect(res.json().user.mustChangePassword).toBe(true);
    await User.updateOne({ usernameLower: 'admin' }, { $set: { passwordChangedAt: new Date() } });
  });

  it('signs out: the cookie stops working', async () => {
    const res = await login('admin', NEW_ADMIN_PASSWORD);
    const cookie = sessionCookie(res);
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    const after = await server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('notAuthenticated');
  });

  it('echoes the caller request id on success and on error', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.json().requestId).toBe('trace-42');
  });

  it('stores only a hash of the session token', async () => {
    const res = await login('admin', NEW_ADMIN_PASSWORD);
    const token = res.cookies.find((c) => c.name === 'fc_session')!.value;
    const { Session } = server.models;
    expect(await Session.countDocuments({ tokenHash: token })).toBe(0);
    expect(await Session.countDocuments({})).toBeGreaterThan(0);
  });
});
