import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TestService } from '@firecrest/service-kit/testing';
import type { GatewayConfig } from '../src/config';
import { hashPassword } from '../src/auth/passwords';
import { ADMIN_PASSWORD, buildGateway } from './helper';
import { startOpenIdProvider, TEST_CLIENT as CLIENT, type LocalOpenIdProvider, type ProviderAccount } from './local-openid-provider';

const PORTAL = 'http://portal.test';
// The identities the local provider knows (its accounts).
const ACCOUNTS: Record<string, ProviderAccount> = {
  'sub-pat': { email: 'Pat.Prelinked@brigade.test', email_verified: true, name: 'Pat Prelinked', preferred_username: 'pat' },
  'sub-ann': { email: 'ann.new@brigade.test', email_verified: true, name: 'Ann New', preferred_username: 'ann' },
  'sub-dan': { email: 'dan.disabled@brigade.test', email_verified: true, name: 'Dan Disabled', preferred_username: 'dan' },
  'sub-eve': { email: 'eve.stranger@elsewhere.test', email_verified: true, name: 'Eve Stranger', preferred_username: 'eve' },
};

describe('OpenID Connect sign-in against a real local provider (oidc-provider): code + PKCE, state, nonce, association', { timeout: 60_000 }, () => {
  let op: LocalOpenIdProvider;
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;

  /** Follows the provider's redirects and submits its dev login and consent forms, until it sends the browser back to the portal. */
  async function throughProvider(authorizeUrl: string, accountId: string) {
    const jar = new Map<string, string>();
    let url = authorizeUrl;
    let init: RequestInit = {};
    for (let hop = 0; hop < 20; hop++) {
      if (url.startsWith(PORTAL)) return url.slice(PORTAL.length);
      const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, ...v] = pair!.split('=');
        jar.set(k!, v.join('='));
      }
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location')!, url).href;
        init = {};
        continue;
      }
      const html = await res.text();
      expect(res.status, html).toBe(200);
      const action = new URL(/action="([^"]+)"/.exec(html)![1]!, url).href;
      const prompt = /name="prompt" value="(\w+)"/.exec(html)![1]!;
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt });
      url = action;
      init = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    throw new Error('too many redirects');
  }

  /** Start at the gateway, sign in at the provider, and return the gateway's answer to the callback. */
  async function signIn(provider: string, accountId: string, tamper: { state?: boolean; nonce?: boolean; dropCookie?: boolean } = {}) {
    const start = await server.inject({ method: 'GET', url: `/api/auth/oidc/${provider}/start?returnUrl=${encodeURIComponent('/personnel/rt/personnel-list')}` });
    expect(start.statusCode).toBe(302);
    const cookie = start.cookies.find((c) => c.name === 'fc_oidc')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/oidc' });
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    let callback = await throughProvider(authorize.href, accountId);
    if (tamper.state) callback = callback.replace(/state=[^&]+/, 'state=forged-state-value');
    if (tamper.nonce) await server.models.OidcLogin.updateMany({ stage: 'redirect' }, { $set: { nonce: 'a-nonce-the-provider-never-saw' } });
    const res = await server.inject({ method: 'GET', url: callback, headers: tamper.dropCookie ? {} : { cookie: `fc_oidc=${cookie.value}` } });
    return { res, callback, cookie: cookie.value };
  }
  const me = (res: { cookies: { name: string; value: string }[] }) => {
    const session = res.cookies.find((c) => c.name === 'fc_session');
    return server.inject({ method: 'GET', url: '/api/auth/me', headers: session ? { cookie: `fc_session=${session.value}` } : {} });
  };
  const user = (username: string, extra: object = {}) =>
    hashPassword('Local-breakglass-pw-31').then((passwordHash) =>
      server.models.User.create({ username, usernameLower: username, name: username, passwordHash, passwordChangedAt: new Date(), ...extra }));

  beforeAll(async () => {
    op = await startOpenIdProvider({ redirectUris: [`${PORTAL}/api/auth/oidc/generic/callback`, `${PORTAL}/api/auth/oidc/entra/callback`], accounts: ACCOUNTS });
    const issuer = op.issuer;
    gw = await buildGateway({
      PORTAL_URL: PORTAL,
      PASSWORD_MAX_AGE_DAYS: '0',
      OIDC_PROVIDERS: JSON.stringify([
        { id: 'entra', name: 'Microsoft', issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, scopes: 'openid profile email User.Read', linkedAccount: 'microsoft' },
        { id: 'generic', name: 'Brigade SSO', issuer, clientId: CLIENT.client_id, clientSecret: CLIENT.client_secret, scopes: 'openid profile email' },
      ]),
    });
    server = gw.server;
    await user('p.prelinked', { linkedAccounts: { microsoft: 'pat.prelinked@brigade.test', roster: '', availability: '' } });
    await user('a.local');
    await user('d.disabled', { disabled: true, linkedAccounts: { microsoft: 'sub-dan', roster: '', availability: '' } });
  });
  afterAll(async () => {
    await gw?.close();
    await op?.close();
  });

  it('lists the configured providers for the sign-in page', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/auth/oidc/providers' });
    expect(res.json().data).toEqual([{ id: 'entra', name: 'Microsoft' }, { id: 'generic', name: 'Brigade SSO' }]);
  });

  it('signs in an identity an administrator pre-linked, and the portal completes it on authorize', async () => {
    const { res } = await signIn('entra', 'sub-pat');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/authorize?returnUrl=${encodeURIComponent('/personnel/rt/personnel-list')}`);
    const who = await me(res);
    expect(who.statusCode).toBe(200);
    expect(who.json().user.username).toBe('p.prelinked');
  });

  it('sends an unknown identity to associate, links it once the local password is proven, then signs it in directly', async () => {
    const { res } = await signIn('generic', 'sub-ann');
    expect(res.headers.location).toBe('/associate');
    expect(res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    const assoc = `fc_oidc=${res.cookies.find((c) => c.name === 'fc_oidc')!.value}`;
    const waiting = await server.inject({ method: 'GET', url: '/api/auth/oidc/association', headers: { cookie: assoc } });
    expect(waiting.json()).toMatchObject({ provider: 'generic', providerName: 'Brigade SSO', email: 'ann.new@brigade.test', name: 'Ann New' });
    const wrong = await server.inject({ method: 'POST', url: '/api/auth/oidc/association', headers: { cookie: assoc }, payload: { username: 'a.local', password: 'Not-the-password-1' } });
    expect(wrong.json().code).toBe('invalidCredentials');
    const linked = await server.inject({ method: 'POST', url: '/api/auth/oidc/association', headers: { cookie: assoc }, payload: { username: 'a.local', password: 'Local-breakglass-pw-31' } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ user: { username: 'a.local' }, returnUrl: '/personnel/rt/personnel-list' });
    expect((await me(linked)).json().user.username).toBe('a.local');
    expect(await server.models.OidcIdentity.countDocuments({ provider: 'generic', subject: 'sub-ann' })).toBe(1);
    // The association is spent.
    expect((await server.inject({ method: 'GET', url: '/api/auth/oidc/association', headers: { cookie: assoc } })).statusCode).toBe(404);
    const again = await signIn('generic', 'sub-ann');
    expect(again.res.headers.location).toMatch(/^\/authorize/);
    expect((await me(again.res)).json().user.username).toBe('a.local');
  });

  it('signs in an identity an administrator pre-linked by its subject on the users admin screen', async () => {
    await server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
    const admin = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    const cookie = `fc_session=${admin.cookies.find((c) => c.name === 'fc_session')!.value}`;
    const eve = await user('e.eve');
    const linked = await server.inject({ method: 'POST', url: `/api/admin/users/${eve.id}/identities`, headers: { cookie }, payload: { provider: 'generic', subject: 'sub-eve' } });
    expect(linked.statusCode, linked.body).toBe(201);
    const { res } = await signIn('generic', 'sub-eve');
    expect(res.headers.location).toMatch(/^\/authorize/);
    expect((await me(res)).json().user.username).toBe('e.eve');
  });

  it('refuses a tampered state, a tampered nonce, a callback without its browser cookie, and a replayed callback', async () => {
    for (const tamper of [{ state: true }, { nonce: true }, { dropCookie: true }]) {
      const { res } = await signIn('entra', 'sub-pat', tamper);
      expect(res.statusCode, JSON.stringify(tamper)).toBe(302);
      expect(res.headers.location, JSON.stringify(tamper)).toMatch(/^\/login\?ssoError=/);
      expect(res.cookies.find((c) => c.name === 'fc_session' && c.value)).toBeUndefined();
    }
    const { res, callback, cookie } = await signIn('entra', 'sub-pat');
    expect(res.headers.location).toMatch(/^\/authorize/);
    const replay = await server.inject({ method: 'GET', url: callback, headers: { cookie: `fc_oidc=${cookie}` } });
    expect(replay.headers.location).toMatch(/^\/login\?ssoError=/);
  });

  it('sends a disabled account to account-disabled and a locked one to account-disabled?reason=locked, without a session', async () => {
    const disabled = await signIn('entra', 'sub-dan');
    expect(disabled.res.headers.location).toBe('/account-disabled');
    expect(disabled.res.cookies.find((c) => c.name === 'fc_session')).toBeUndefined();
    await server.models.User.updateOne({ usernameLower: 'p.prelinked' }, { $set: { lockedUntil: new Date(Date.now() + 60_000) } });
    const locked = await signIn('entra', 'sub-pat');
    expect(locked.res.headers.location).toBe('/account-disabled?reason=locked');
  });

  it('refuses an unknown provider with a problem', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/auth/oidc/nowhere/start' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
