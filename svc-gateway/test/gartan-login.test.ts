import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { hashPassword } from '../src/auth/passwords';
import { signHandover } from '../src/routes/auth/handover-token';
import { buildGateway } from './helper';

const SECRET = 'roster-shared-secret-of-at-least-32-chars!';

describe('gartan-login: sign-in handed over by the roster system with a signed, short-lived, single-use token', () => {
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;

  const token = (claims: Partial<{ sub: string; iat: number; exp: number; jti: string }> = {}, secret = SECRET) => {
    const now = Math.floor(Date.now() / 1000);
    return signHandover({ sub: 'GARTAN-1001', iat: now, exp: now + 60, jti: randomUUID(), ...claims }, secret);
  };
  const handOver = (t: string) => server.inject({ method: 'POST', url: '/api/auth/gartan-login', payload: { token: t } });

  beforeAll(async () => {
    gw = await buildGateway({ GARTAN_LOGIN_SECRET: SECRET, PASSWORD_MAX_AGE_DAYS: '0' });
    server = gw.server;
    const passwordHash = await hashPassword('Unused-local-password-9');
    const base = { passwordHash, passwordChangedAt: new Date() };
    await server.models.User.create({ ...base, username: 'g.roster', usernameLower: 'g.roster', name: 'Gail Roster', linkedAccounts: { microsoft: '', roster: 'GARTAN-1001', availability: '' } });
    await server.models.User.create({ ...base, username: 'g.off', usernameLower: 'g.off', name: 'Gus Off', disabled: true, linkedAccounts: { microsoft: '', roster: 'GARTAN-2002', availability: '' } });
  });
  afterAll(() => gw?.close());

  it('signs in the user linked to the roster account, once', async () => {
    const t = token();
    const first = await handOver(t);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.username).toBe('g.roster');
    const session = first.cookies.find((c) => c.name === 'fc_session')!;
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `fc_session=${session.value}` } })).json().user.username).toBe('g.roster');
    const replay = await handOver(t);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toContain('already been used');
  });

  it('refuses a wrong signature, an expired token and one that lives too long', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const t of [token({}, 'another-secret-entirely-0123456789abc'), token({ iat: now - 120, exp: now - 1 }), token({ exp: now + 3600 })]) {
      const res = await handOver(t);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('invalidCredentials');
    }
    // A signed token whose payload was changed afterwards.
    const [, signature] = token().split('.');
    const forged = `${Buffer.from(JSON.stringify({ sub: 'GARTAN-1001', iat: now, exp: now + 60, jti: 'x' })).toString('base64url')}.${signature}`;
    expect((await handOver(forged)).statusCode).toBe(401);
  });

  it('says when no user is linked, and refuses a disabled account with the §8.2 message', async () => {
    expect((await handOver(token({ sub: 'GARTAN-9999' }))).json().detail).toContain('Local user not found');
    const disabled = await handOver(token({ sub: 'GARTAN-2002' }));
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ code: 'accountDisabled', detail: 'Your account is disabled. Contact your system administrator.' });
  });

  it('documents the sign-in routes in the gateway OpenAPI', async () => {
    const doc = (await server.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of ['/api/auth/gartan-login', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/oidc/{provider}/start', '/api/auth/oidc/association']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
