import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { countAccountFailure, lockMs } from '../src/auth/lockout';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

describe('accounts that cannot be turned into weapons: timed lockout, strong passwords, guarded role grants', () => {
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  let admin: string;

  const login = (username: string, password: string) => server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });

  beforeAll(async () => {
    gw = await buildGateway({ LOGIN_MAX_ATTEMPTS: '3', LOGIN_LOCK_SECONDS: '3', LOGIN_LOCK_MAX_SECONDS: '12', LOGIN_MAX_ATTEMPTS_PER_IP: '1000', PASSWORD_MAX_AGE_DAYS: '0' });
    server = gw.server;
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    admin = sessionCookie(await login('admin', ADMIN_PASSWORD));
  });
  afterAll(() => gw?.close());

  describe('lockout', () => {
    it('grows the wait per failure after the limit, up to the cap', () => {
      const policy = { maxAttempts: 5, lockSeconds: 60, maxLockSeconds: 900 };
      expect([4, 5, 6, 7, 9, 40].map((n) => lockMs(n, policy))).toEqual([0, 60_000, 120_000, 240_000, 900_000, 900_000]);
    });

    it('locks the administrator only for a while, leaves their session working, and lets it in again once the wait is over', async () => {
      for (let i = 0; i < 2; i++) expect((await login('admin', 'Attacker-guess-1')).json().code).toBe('invalidCredentials');
      const locked = await login('admin', 'Attacker-guess-3');
      expect(locked.statusCode).toBe(403);
      expect(locked.json().code).toBe('accountLocked');
      expect((await login('admin', ADMIN_PASSWORD)).json().code).toBe('accountLocked');
      // The session signed in before the attack goes on.
      expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);
      const user = await server.models.User.findOne({ usernameLower: 'admin' }).lean();
      expect(user!.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(3_000);
      await expect.poll(async () => (await login('admin', ADMIN_PASSWORD)).statusCode, { timeout: 10_000, interval: 200 }).toBe(200);
    });

    it('doubles the next lock when guessing goes on after one ends; an administrator can unlock at once', async () => {
      const created = await call('POST', '/api/admin/users', admin, { username: 'w.target', name: 'Wendy Target', password: 'Hose-reel-ladder-9', roleIds: [await adminRoleId()], mustChangePassword: false });
      expect(created.statusCode).toBe(201);
      for (let i = 0; i < 3; i++) await login('w.target', `Attacker-guess-${i}`);
      const first = await server.models.User.findOne({ usernameLower: 'w.target' }).lean();
      await expect.poll(() => Date.now() > first!.lockedUntil!.getTime(), { timeout: 10_000, interval: 100 }).toBe(true);
      expect((await login('w.target', 'Attacker-guess-4')).json().code).toBe('accountLocked');
      const second = await server.models.User.findOne({ usernameLower: 'w.target' }).lean();
      const firstWait = first!.lockedUntil!.getTime() - first!.lockedAt!.getTime();
      const secondWait = second!.lockedUntil!.getTime() - second!.lockedAt!.getTime();
      expect(secondWait).toBeGreaterThanOrEqual(firstWait * 2 - 50);
      expect((await call('GET', '/api/admin/users', admin)).json().data.find((u: { username: string }) => u.username === 'w.target').locked).toBe(true);
      expect((await call('POST', `/api/admin/users/${created.json().id}/unlock`, admin)).json().locked).toBe(false);
      expect((await login('w.target', 'Hose-reel-ladder-9')).statusCode).toBe(200);
      // Locked by an administrator: no time to wait for, only the administrator.
      await call('POST', `/api/admin/users/${created.json().id}/lock`, admin);
      const byAdmin = await login('w.target', 'Hose-reel-ladder-9');
      expect(byAdmin.json()).toMatchObject({ code: 'accountLocked', detail: 'Your account is locked. Contact your administrator to unlock it.' });
      expect(byAdmin.headers['retry-after']).toBeUndefined();
    });

    it('counts every one of many guesses sent at once, so sending them together buys no extra tries', async () => {
      const created = await call('POST', '/api/admin/users', admin, { username: 'p.target', name: 'Pat Target', password: 'Hose-reel-ladder-9', roleIds: [await adminRoleId()], mustChangePassword: false });
      expect(created.statusCode).toBe(201);
      // From twelve addresses, as a spread attack would come (and past the sign-in route's limit per address).
      const guess = (i: number) => server.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: `203.0.113.${i + 1}`, payload: { username: 'p.target', password: `Attacker-guess-${i}` } });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i)));
      expect(answers.map((a) => a.json().code).filter((code) => code !== 'invalidCredentials' && code !== 'accountLocked')).toEqual([]);
      expect(answers.filter((a) => a.json().code === 'accountLocked').length).toBeGreaterThan(0);
      const user = await server.models.User.findOne({ usernameLower: 'p.target' }).lean();
      expect(user!.failedLoginAttempts).toBe(12);
      expect(user!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      // Many more at once than sign-ins can bring (each waits for its password check): none lost.
      const policy = { maxAttempts: 3, lockSeconds: 3, maxLockSeconds: 12 };
      const locks = await Promise.all(Array.from({ length: 60 }, () => countAccountFailure(server.models.User, user!._id, policy)));
      expect(locks.every((until) => until && until.getTime() > Date.now())).toBe(true);
      expect((await server.models.User.findOne({ usernameLower: 'p.target' }).lean())!.failedLoginAttempts).toBe(72);
    });
  });

  describe('passwords', () => {
    it('refuses weak or short passwords on user creation with a message on the field', async () => {
      for (const password of ['password12', 'Password1234', '          a1', 'Qwerty123456']) {
        const res = await call('POST', '/api/admin/users', admin, { username: 'w.weak', name: 'Will Weak', password, roleIds: [await adminRoleId()] });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().errors[0].field, password).toBe('password');
      }
      const res = await call('POST', '/api/admin/users', admin, { username: 'w.weak', name: 'Will Weak', password: 'password1234', roleIds: [await adminRoleId()] });
      expect(res.json().errors[0].message).toMatch(/^This password is too easy to guess\. /);
    });

    it('refuses a weak new password at change-password', async () => {
      const res = await call('POST', '/api/auth/change-password', admin, { currentPassword: ADMIN_PASSWORD, newPassword: 'Password1234' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'newPassword' });
      expect(res.json().errors[0].message).toContain('too easy to guess');
    });
  });

  describe('role grants', () => {
    it('lets a user with USERS create grant only roles within their own rights', async () => {
      const { Role } = server.models;
      const clerk = await Role.create({ name: 'User clerk', permissions: { USERS: ['view', 'create'], PERSONNEL: ['view'] } });
      const reader = await Role.create({ name: 'Personnel reader', permissions: { PERSONNEL: ['view'] } });
      const everywhere = await Role.create({ name: 'Reader everywhere', accessAllLocations: true, permissions: { PERSONNEL: ['view'] } });
      await call('POST', '/api/admin/users', admin, { username: 'c.clerk', name: 'Cat Clerk', password: 'Pump-ladder-hose-7', roleIds: [clerk.id], mustChangePassword: false });
      const clerkCookie = sessionCookie(await login('c.clerk', 'Pump-ladder-hose-7'));
      const create = (username: string, roleIds: string[]) =>
        call('POST', '/api/admin/users', clerkCookie, { username, name: 'New Person', password: 'Turntable-ladder-42', roleIds });

      const escalation = await create('n.admin', [await adminRoleId()]);
      expect(escalation.statusCode).toBe(403);
      expect(escalation.json()).toMatchObject({ code: 'permissionDenied', errors: [{ field: 'roleIds' }] });
      expect(escalation.json().detail).toMatch(/^You cannot grant the role Administrator: it holds rights you do not have \(/);
      expect((await create('n.everywhere', [everywhere.id])).json().detail).toContain('all locations');
      expect(await server.models.User.countDocuments({ usernameLower: { $in: ['n.admin', 'n.everywhere'] } })).toBe(0);

      expect((await create('n.reader', [reader.id])).statusCode).toBe(201);
      expect((await create('n.clerk', [clerk.id])).statusCode).toBe(201);
    });

    it('lets a user editor change a user’s roles only within their own rights, and not a user holding rights they lack', async () => {
      const { Role } = server.models;
      const editor = await Role.create({ name: 'User editor', permissions: { USERS: ['view', 'create', 'edit'], PERSONNEL: ['view'] } });
      const viewer = await Role.create({ name: 'Personnel viewer', permissions: { PERSONNEL: ['view'] } });
      const trainer = await Role.create({ name: 'Trainer', permissions: { COURSES: ['view', 'edit'] } });
      await call('POST', '/api/admin/users', admin, { username: 'e.editor', name: 'Eve Editor', password: 'Pump-ladder-hose-8', roleIds: [editor.id], mustChangePassword: false });
      const target = (await call('POST', '/api/admin/users', admin, { username: 't.target', name: 'Tom Target', password: 'Pump-ladder-hose-9', roleIds: [viewer.id] })).json();
      const trainee = (await call('POST', '/api/admin/users', admin, { username: 't.trainer', name: 'Tia Trainer', password: 'Pump-ladder-hose-6', roleIds: [trainer.id] })).json();
      const editorCookie = sessionCookie(await login('e.editor', 'Pump-ladder-hose-8'));
      const put = (id: string, roleIds: string[]) => server.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers: { cookie: editorCookie }, payload: { name: 'Tom Target', roleIds } });

      const escalation = await put(target.id, [viewer.id, await adminRoleId()]);
      expect(escalation.statusCode).toBe(403);
      expect(escalation.json().errors[0].field).toBe('roleIds');
      expect((await put(target.id, [viewer.id])).statusCode).toBe(200);
      const reset = await server.inject({ method: 'POST', url: `/api/admin/users/${target.id}/reset-password`, headers: { cookie: editorCookie }, payload: { password: 'Password1234' } });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().errors[0].field).toBe('password');
      // Trainer holds rights the editor lacks: whoever could change that account could sign in as it (issue 27).
      const stronger = await put(trainee.id, [trainer.id]);
      expect(stronger.statusCode).toBe(403);
      expect(stronger.json().detail).toContain('it holds rights you do not have (COURSES:view, COURSES:edit)');
    });
  });

  async function adminRoleId() {
    return (await server.models.Role.findOne({ name: 'Administrator' }).lean())!._id.toString();
  }
});
