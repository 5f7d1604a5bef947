import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userUpdated, type UserEvent } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, testTopicPrefix, type TestService } from '@firecrest/service-kit/testing';
import { startMailReceiver, type MailReceiver } from '../../scripts/test-servers/mail-receiver';
import type { GatewayConfig } from '../src/config';
import { hashPassword } from '../src/auth/passwords';
import { buildGateway } from './helper';

describe('forgot password: a single-use, short-lived reset link over SMTP to a real local receiver', { timeout: 60_000 }, () => {
  let smtp: MailReceiver;
  let gw: TestService<GatewayConfig>;
  let server: FastifyInstance;
  // Another service reading the gateway's user events over the real broker, as svc-system's mailbox does.
  let userReader: TestService<BaseConfig>;
  const userEvents: UserEvent[] = [];
  const OLD = 'Old-hydrant-valve-42';
  const NEW = 'Fresh-turnout-coat-77';

  const post = (url: string, payload: object) => server.inject({ method: 'POST', url, payload });
  const login = (password: string) => post('/api/auth/login', { username: 'r.reset', password });
  const linkToken = (text: string) => /\/resetpassword\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  beforeAll(async () => {
    smtp = await startMailReceiver();
    const prefix = testTopicPrefix();
    userReader = await buildTestService<BaseConfig>(
      'svc-user-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-user-reader', config });
        f.events.subscribe(userUpdated, async ({ payload }) => void userEvents.push(payload));
      }),
      { KAFKA_TOPIC_PREFIX: prefix },
    );
    gw = await buildGateway({
      KAFKA_TOPIC_PREFIX: prefix,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Firecrest <no-reply@firecrest.test>',
      PORTAL_URL: 'https://portal.firecrest.test',
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      PASSWORD_MAX_AGE_DAYS: '0',
    });
    server = gw.server;
    await server.models.User.create({
      username: 'r.reset', usernameLower: 'r.reset', name: 'Rita Reset', email: 'Rita.Reset@brigade.test',
      passwordHash: await hashPassword(OLD), passwordChangedAt: new Date(),
    });
  });
  afterAll(async () => {
    await gw?.close();
    await userReader?.close();
    await smtp?.close();
  });

  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@brigade.test' });
    const known = await post('/api/auth/forgot-password', { email: 'rita.reset@brigade.test' });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.mails[0]).toMatchObject({ to: ['Rita.Reset@brigade.test'], subject: 'Reset your Firecrest password' });
    expect(smtp.mails[0]!.text).toContain('https://portal.firecrest.test/resetpassword?token=');
    expect(smtp.mails[0]!.text).toContain('expires in 30 minutes');
    // Only the token's hash is kept.
    const stored = await server.models.PasswordReset.findOne({}).lean();
    expect(stored!.tokenHash).not.toBe(linkToken(smtp.mails[0]!.text));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60_000);
  });

  it('sets a new password under the password rules, once; the link then no longer works', async () => {
    const token = linkToken(smtp.mails[0]!.text)!;
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('newPassword');
    // A weak password does not spend the link.
    expect((await post('/api/auth/reset-password', { token, newPassword: NEW })).statusCode).toBe(204);
    expect((await login(OLD)).statusCode).toBe(401);
    expect((await login(NEW)).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another-strong-pass-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('invalid, has expired or has already been used');
    expect((await login(NEW)).statusCode).toBe(200);
  });

  it('refuses an expired link and a made-up one', async () => {
    await post('/api/auth/forgot-password', { email: 'rita.reset@brigade.test' });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
    const token = linkToken(smtp.mails[1]!.text)!;
    await server.models.PasswordReset.updateMany({ usedAt: null }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Another-strong-pass-88' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'Another-strong-pass-88' })).statusCode).toBe(400);
    expect((await login(NEW)).statusCode).toBe(200);
  });

  it('profile: changes name, phone, landing page and channels; a new e-mail only once confirmed from the link sent to it; unlinks a sign-in', async () => {
    const cookie = `fc_session=${(await login(NEW)).cookies.find((c) => c.name === 'fc_session')!.value}`;
    const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => server.inject({ method, url, headers: { cookie }, payload });
    const saved = await call('PUT', '/api/auth/profile', { name: 'Rita R. Reset', phoneNumber: '+44 1632 960000', landingPage: 'calendar', notificationChannels: ['email', 'sms'] });
    expect(saved.json()).toMatchObject({ name: 'Rita R. Reset', phoneNumber: '+44 1632 960000', landingPage: 'calendar', notificationChannels: ['email', 'sms'], email: 'Rita.Reset@brigade.test' });
    expect((await call('GET', '/api/auth/me')).json().user.landingPage).toBe('calendar');
    // Other services learn how the user is now reached (issue 31: every sender honours the channels).
    await expect
      .poll(() => userEvents.find((e) => e.username === 'r.reset' && e.name === 'Rita R. Reset'), { timeout: 15_000 })
      .toMatchObject({ phoneNumber: '+44 1632 960000', notificationChannels: ['email', 'sms'] });
    expect((await call('PUT', '/api/auth/profile', { name: 'X', defaultLocationId: 3 })).statusCode).toBe(400);
    // The portal's language (issue 36): none chosen follows the configured default; a choice is kept with the session.
    expect((await call('GET', '/api/auth/profile')).json().language).toBeNull();
    expect((await call('GET', '/api/auth/me')).json().user.language).toBeUndefined();
    expect((await call('PUT', '/api/auth/profile', { name: 'Rita R. Reset', language: 'fr' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/auth/profile', { name: 'Rita R. Reset', language: 'cy' })).json().language).toBe('cy');
    expect((await call('GET', '/api/auth/me')).json().user.language).toBe('cy');

    const before = smtp.mails.length;
    const requested = await call('POST', '/api/auth/profile/email', { email: 'rita.new@brigade.test' });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ email: 'Rita.Reset@brigade.test', pendingEmail: 'rita.new@brigade.test' });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 1);
    const mail = smtp.mails[before]!;
    expect(mail.to).toEqual(['rita.new@brigade.test']);
    const token = /\/confirmEmail\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const confirmed = await server.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });
    expect(confirmed.json()).toEqual({ email: 'rita.new@brigade.test' });
    expect((await call('GET', '/api/auth/profile')).json()).toMatchObject({ email: 'rita.new@brigade.test', pendingEmail: null });
    await expect.poll(() => userEvents.some((e) => e.username === 'r.reset' && e.email === 'rita.new@brigade.test'), { timeout: 15_000 }).toBe(true);
    expect((await server.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } })).statusCode).toBe(400);

    const user = await server.models.User.findOne({ usernameLower: 'r.reset' }).lean();
    const identity = await server.models.OidcIdentity.create({ provider: 'generic', subject: 'sub-rita', userId: user!._id.toString(), label: 'rita@idp.test', linkedAt: new Date() });
    expect((await call('GET', '/api/auth/profile')).json().linkedIdentities).toMatchObject([{ id: identity._id.toString(), provider: 'generic', label: 'rita@idp.test' }]);
    expect((await call('DELETE', `/api/auth/profile/identities/${identity._id.toString()}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/profile')).json().linkedIdentities).toEqual([]);
  });
});
