import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { passwordWeakness } from '../src/auth/password-policy';
import { ADMIN_PASSWORD, buildGateway, sessionCookie } from './helper';

const PRODUCT = 'It is built from the product’s name, Firecrest.';
const OWN = 'It is built from the account’s own name, username or e-mail address';
const COMMON = 'It is built from a common password';

describe('password rules (issue 27): not the product’s name, not the account’s own words, not a common password', () => {
  it('says which of them a password is built from', () => {
    const john = { username: 'jsmith', name: 'John Smith', email: 'john.smith@brigade.example' };
    expect(passwordWeakness('Firecrest2026')).toContain(PRODUCT);
    expect(passwordWeakness('Firecrest-2026!')).toContain(PRODUCT);
    expect(passwordWeakness('F1r3cr3st-2026-ab')).toContain(PRODUCT);
    expect(passwordWeakness('JohnSmith2026!', john)).toContain(`${OWN} (“John”)`);
    expect(passwordWeakness('jsmith-1234567', john)).toContain(`${OWN} (“jsmith”)`);
    expect(passwordWeakness('Password12345')).toContain(`${COMMON} (“Password”, “12345”)`);
    expect(passwordWeakness('Qwerty123456')).toContain(COMMON);
  });

  it('accepts a password whose other words are strong on their own, even beside a name', () => {
    expect(passwordWeakness('Turntable-ladder-hose-42')).toBeNull();
    expect(passwordWeakness('Firecrest-ladder-hose-turntable-9')).toBeNull();
    expect(passwordWeakness('Station-manager-passw0rd-7', { username: 'sam.station', name: 'Sam Station' })).toBeNull();
  });

  describe('through the gateway', () => {
    let gw: TestService<GatewayConfig>;
    let server: FastifyInstance;
    let admin: string;
    let administrator: string;
    const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) => server.inject({ method, url, payload, headers: { cookie } });
    const login = (username: string, password: string) => server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

    beforeAll(async () => {
      gw = await buildGateway();
      server = gw.server;
      await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
      admin = sessionCookie(await login('admin', ADMIN_PASSWORD));
      administrator = (await server.models.Role.findOne({ name: 'Administrator' }).lean())!._id.toString();
    });
    afterAll(() => gw?.close());

    it('refuses them when an account is created, on the password field', async () => {
      for (const [password, reason] of [['Firecrest2026', PRODUCT], ['Grace.Hopper-2026', OWN], ['Password12345', COMMON]]) {
        const res = await call('POST', '/api/admin/users', { username: 'grace.hopper', name: 'Grace Hopper', password, roleIds: [administrator] });
        expect(res.statusCode, password).toBe(400);
        expect(res.json().errors[0], password).toMatchObject({ field: 'password', message: expect.stringContaining(reason!) });
      }
    });

    it('refuses them at the first sign-in’s change and at an administrator’s reset, with the user’s own words', async () => {
      const created = await call('POST', '/api/admin/users', { username: 'ada.lovelace', name: 'Ada Lovelace', password: 'Analytical-engine-notes-43', roleIds: [administrator], mustChangePassword: true });
      expect(created.statusCode, created.body).toBe(201);
      const ada = sessionCookie(await login('ada.lovelace', 'Analytical-engine-notes-43'));
      const change = await call('POST', '/api/auth/change-password', { currentPassword: 'Analytical-engine-notes-43', newPassword: 'Firecrest-2026!' }, ada);
      expect(change.statusCode).toBe(400);
      expect(change.json().errors[0]).toMatchObject({ field: 'newPassword', message: expect.stringContaining(PRODUCT) });
      const own = await call('POST', '/api/auth/change-password', { currentPassword: 'Analytical-engine-notes-43', newPassword: 'Lovelace-1815!' }, ada);
      expect(own.json().errors[0].message).toContain(`${OWN} (“Lovelace”)`);

      const reset = await call('POST', `/api/admin/users/${created.json().id}/reset-password`, { password: 'AdaLovelace-1852' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().errors[0]).toMatchObject({ field: 'password', message: expect.stringContaining(OWN) });
      expect((await call('POST', `/api/admin/users/${created.json().id}/reset-password`, { password: 'Difference-engine-cogs-17' })).statusCode).toBe(200);
    });
  });
});
