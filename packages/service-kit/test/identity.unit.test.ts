import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { baseConfigSchema, createServer, loadConfig, signIdentity, verifyIdentityToken, SeenTokenIds, IDENTITY_HEADER, type BaseConfig, type Identity } from '../src';

const config = loadConfig<BaseConfig>('svc-personnel', baseConfigSchema, { PORT: '0', MONGO_DB: 'unused', LOG_LEVEL: 'silent' });
const secret = config.INTERNAL_TOKEN_SECRET;
const identity: Identity = {
  id: 'u1', username: 'reader', name: 'Reader', mustChangePassword: false, accessAllLocations: false,
  roles: ['Reader'], permissions: { EMPLOYEES: ['view'] }, via: 'session',
};
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('internal identity tokens: one service, one call', () => {
  let server: FastifyInstance;
  const call = (token: string) => server.inject({ method: 'GET', url: '/private', headers: { [IDENTITY_HEADER]: token } });

  beforeAll(async () => {
    // The kit names the audience after the service: this one is svc-personnel.
    server = await createServer({ name: 'svc-personnel', config });
    server.get('/private', async (request) => ({ username: request.identity?.username }));
    await server.ready();
  });
  afterAll(() => server.close());

  it('signs for one service with a token id of its own, living 60 s', async () => {
    const a = claimsOf(await signIdentity(identity, secret, 'svc-personnel'));
    const b = claimsOf(await signIdentity(identity, secret, 'svc-personnel'));
    expect(a).toMatchObject({ iss: 'svc-gateway', aud: 'svc-personnel', identity });
    expect(a.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.jti).not.toBe(b.jti);
    expect(a.exp - a.iat).toBe(60);
  });

  it('accepts a token once: the same token again is a replay', async () => {
    const token = await signIdentity(identity, secret, 'svc-personnel');
    expect((await call(token)).json()).toEqual({ username: 'reader' });
    const replay = await call(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'notAuthenticated', detail: 'The identity passed by the gateway was already used.' });
  });

  it('refuses a token signed for another service', async () => {
    const res = await call(await signIdentity(identity, secret, 'svc-training'));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('The identity passed by the gateway is invalid or expired.');
  });

  it('refuses a tampered, unsigned, wrongly signed or expired token', async () => {
    const token = await signIdentity(identity, secret, 'svc-personnel');
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...claimsOf(token), identity: { ...identity, permissions: { EMPLOYEES: ['edit'] } } })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const forged of [`${header}.${raised}.${signature}`, `${none}.${payload}.`, `${header}.${payload}`, await signIdentity(identity, 'another-secret-of-16+chars', 'svc-personnel')]) {
      expect((await call(forged)).statusCode).toBe(401);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const old = await signIdentity(identity, secret, 'svc-personnel');
      vi.setSystemTime(Date.now() + 61_000);
      expect(verifyIdentityToken(old, secret, 'svc-personnel')).toBeNull();
      expect((await call(old)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a token id once its token has expired, so the seen-set stays small', () => {
    const seen = new SeenTokenIds();
    const now = Date.now();
    expect(seen.firstUse('a', now + 60_000, now)).toBe(true);
    expect(seen.firstUse('a', now + 60_000, now + 1_000)).toBe(false);
    expect(seen.firstUse('b', now + 60_000, now)).toBe(true);
    // Past the expiry, the sweep drops both.
    expect(seen.firstUse('c', now + 200_000, now + 120_000)).toBe(true);
    expect(seen.size).toBe(1);
  });
});
