import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginBodySchema } from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { oidcProviders } from '../../auth/oidc/providers';
import { RelyingParty } from '../../auth/oidc/relying-party';
import { SESSION_COOKIE, createSession } from '../../auth/sessions';
import { sessionLifetime } from '../../auth/authenticate';
import { sessionUserOf } from '../../auth/session-user';
import { verifyPassword } from '../../auth/passwords';
import { accountLockPolicy, countAccountFailure } from '../../auth/lockout';

export const OIDC_COOKIE = 'fc_oidc';
const COOKIE_PATH = '/api/auth/oidc';
const REDIRECT_MINUTES = 10;
const ASSOCIATE_MINUTES = 15;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const localPath = (url: string | undefined) => (url?.startsWith('/') && !url.startsWith('//') ? url : '');
const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' } };
/** A value the identity provider sends back on the callback URL. */
const callbackValue = { type: 'string', maxLength: 4000 } as const;
const NO_ASSOCIATION = 'No sign-in is waiting to be linked, or it has expired. Sign in again.';

/**
 * Sign-in by redirect through external OpenID Connect providers (spec §1, §7.3; docs/sign-in.md): start, callback,
 * and `associate` for an identity not yet linked to a user.
 */
export const oidcRoutes: TypedRoutes<{ config: GatewayConfig; sessionCookie: CookieSerializeOptions }, [typeof loginBodySchema]> = async (fastify, { config, sessionCookie }) => {
  const { User, OidcLogin, OidcIdentity } = fastify.models;
  const portalUrl = (config.PORTAL_URL || config.PORTAL_ORIGINS.split(',')[0] || '').trim().replace(/\/+$/, '');
  const parties = new Map(oidcProviders(config).map((p) => [p.id, new RelyingParty(p, `${portalUrl}${COOKIE_PATH}/${p.id}/callback`)]));
  const accountPolicy = accountLockPolicy(config);
  const oidcCookie = (minutes: number): CookieSerializeOptions => ({ path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, maxAge: minutes * 60 });
  const partyOf = (id: string) => {
    const party = parties.get(id);
    if (!party) throw new ProblemError('notFound', `No identity provider "${id}" is configured.`);
    return party;
  };
  const toLogin = (reply: FastifyReply, message: string) => reply.redirect(`/login?ssoError=${encodeURIComponent(message)}`, 302);

  /** Signs the user in, or says why not: the browser is sent to `authorize`, or `account-disabled`. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string, returnUrl: string) => {
    const user = await User.findById(userId);
    if (!user) return toLogin(reply, 'Local user not found.');
    if (user.disabled) return reply.redirect('/account-disabled', 302);
    if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) return reply.redirect('/account-disabled?reason=locked', 302);
    user.lastLoginAt = new Date();
    await user.save();
    const token = await createSession(fastify.models, userId, sessionLifetime(config), { ipAddress: request.clientIp, userAgent: request.headers['user-agent'] });
    reply.setCookie(SESSION_COOKIE, token, sessionCookie);
    return reply.redirect(`/authorize${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`, 302);
  };

  /** The user an identity is linked to: by association, or pre-linked by an administrator in the user's linked accounts. */
  const linkedUser = async (provider: string, claims: { sub: string; email?: unknown; email_verified?: unknown; preferred_username?: unknown }) => {
    const identity = await OidcIdentity.findOne({ provider, subject: claims.sub }).lean();
    if (identity) return identity.userId;
    const field = parties.get(provider)!.settings.linkedAccount;
    if (!field) return null;
    const names = [claims.sub, claims.email_verified !== false ? claims.email : undefined, claims.preferred_username]
      .filter((v): v is string => typeof v === 'string' && v !== '');
    const preLinked = await User.find({ $or: names.map((n) => ({ [`linkedAccounts.${field}`]: { $regex: `^${escapeRegex(n)}$`, $options: 'i' } })) }).limit(2).lean();
    // Ambiguous pre-links link nobody.
    return preLinked.length === 1 ? preLinked[0]!._id.toString() : null;
  };

  fastify.get(
    '/providers',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'The identity providers users may sign in with',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } } },
      },
    },
    async () => ({ data: [...parties.values()].map((p) => ({ id: p.settings.id, name: p.settings.name })) }),
  );

  fastify.get(
    '/:provider/start',
    {
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Start a sign-in by redirect to the identity provider',
        params: { type: 'object', required: ['provider'], properties: { provider: { type: 'string', maxLength: 40 } } },
        querystring: { type: 'object', additionalProperties: false, properties: { returnUrl: { type: 'string', maxLength: 1000 } } },
        response: { 404: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      const party = partyOf(request.params.provider);
      let started: Awaited<ReturnType<RelyingParty['start']>>;
      try {
        started = await party.start();
      } catch (err) {
        request.log.error({ err, provider: party.settings.id }, 'identity provider discovery failed');
        return toLogin(reply, `${party.settings.name} is not reachable. Try again later or sign in with your username and password.`);
      }
      const token = randomBytes(32).toString('base64url');
      await OidcLogin.create({
        tokenHash: hashToken(token),
        provider: party.settings.id,
        stage: 'redirect',
        state: started.state,
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        returnUrl: localPath(request.query.returnUrl),
        expiresAt: new Date(Date.now() + REDIRECT_MINUTES * 60_000),
      });
      // The state round trip is bound to this browser: the callback must bring the cookie back.
      reply.setCookie(OIDC_COOKIE, token, oidcCookie(REDIRECT_MINUTES));
      return reply.redirect(started.url, 302);
    },
  );

  fastify.get(
    '/:provider/callback',
    {
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'The identity provider sends the browser back here (authorization code)',
        params: { type: 'object', required: ['provider'], properties: { provider: { type: 'string', maxLength: 40 } } },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { code: callbackValue, state: callbackValue, iss: callbackValue, session_state: callbackValue, error: callbackValue, error_description: callbackValue, error_uri: callbackValue },
        },
      },
    },
    async (request, reply) => {
      const party = partyOf(request.params.provider);
      const token = request.cookies[OIDC_COOKIE];
      reply.clearCookie(OIDC_COOKIE, { path: COOKIE_PATH });
      // Used once: whatever the outcome, this round trip is over.
      const pending = token
        ? await OidcLogin.findOneAndDelete({ tokenHash: hashToken(token), provider: party.settings.id, stage: 'redirect', expiresAt: { $gt: new Date() } }).lean()
        : null;
      if (!pending) return toLogin(reply, 'The sign-in has expired or was started in another browser. Sign in again.');
      if (request.query.error) return toLogin(reply, `${party.settings.name} refused the sign-in: ${request.query.error_description ?? request.query.error}`);
      let claims: Awaited<ReturnType<RelyingParty['finish']>>;
      try {
        claims = await party.finish(new URL(request.url, 'http://x').search.slice(1), pending);
      } catch (err) {
        request.log.warn({ err, provider: party.settings.id }, 'identity provider sign-in refused');
        return toLogin(reply, 'Unable to login: the answer of the identity provider could not be verified. Sign in again, or contact your administrator.');
      }
      const userId = await linkedUser(party.settings.id, claims);
      if (userId) return signIn(request, reply, userId, pending.returnUrl);
      // Unknown identity: the user may link it to their local account on `associate`.
      const assocToken = randomBytes(32).toString('base64url');
      await OidcLogin.create({
        provider: pending.provider,
        state: pending.state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
        returnUrl: pending.returnUrl,
        tokenHash: hashToken(assocToken),
        stage: 'associate',
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        displayName: typeof claims.name === 'string' ? claims.name : typeof claims.preferred_username === 'string' ? claims.preferred_username : null,
        expiresAt: new Date(Date.now() + ASSOCIATE_MINUTES * 60_000),
      });
      reply.setCookie(OIDC_COOKIE, assocToken, oidcCookie(ASSOCIATE_MINUTES));
      return reply.redirect('/associate', 302);
    },
  );

  const pendingAssociation = async (request: FastifyRequest) => {
    const token = request.cookies[OIDC_COOKIE];
    const pending = token ? await OidcLogin.findOne({ tokenHash: hashToken(token), stage: 'associate', expiresAt: { $gt: new Date() } }) : null;
    if (!pending) throw new ProblemError('notFound', NO_ASSOCIATION);
    return pending;
  };

  fastify.get(
    '/association',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        summary: 'The identity waiting to be linked to a local account',
        response: {
          200: { type: 'object', properties: { provider: { type: 'string' }, providerName: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } } },
          404: { $ref: 'Problem#' },
        },
      },
    },
    async (request) => {
      const pending = await pendingAssociation(request);
      return { provider: pending.provider, providerName: parties.get(pending.provider)?.settings.name ?? pending.provider, name: pending.displayName ?? '', email: pending.email ?? '' };
    },
  );

  fastify.post(
    '/association',
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Link the waiting identity to a local account by proving its password, and sign in',
        body: { $ref: 'LoginBody#' },
        response: {
          200: { type: 'object', required: ['user'], properties: { user: { $ref: 'SessionUser#' }, returnUrl: { type: 'string' } } },
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const pending = await pendingAssociation(request);
      const user = await User.findOne({ usernameLower: request.body.username.trim().toLowerCase() });
      if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new ProblemError('accountLocked');
      if (!(await verifyPassword(user?.passwordHash, request.body.password)) || !user) {
        if (user) await countAccountFailure(User, user._id, accountPolicy);
        throw new ProblemError('invalidCredentials');
      }
      if (user.disabled) throw new ProblemError('accountDisabled');
      if (await OidcIdentity.exists({ provider: pending.provider, subject: pending.subject! })) throw new ProblemError('conflict', 'This identity is already linked to an account.');
      await OidcIdentity.create({ provider: pending.provider, subject: pending.subject!, userId: user._id.toString(), label: pending.email ?? pending.displayName ?? pending.subject!, linkedAt: new Date() });
      await pending.deleteOne();
      reply.clearCookie(OIDC_COOKIE, { path: COOKIE_PATH });
      user.failedLoginAttempts = 0;
      user.lastLoginAt = new Date();
      await user.save();
      const token = await createSession(fastify.models, user._id.toString(), sessionLifetime(config), { ipAddress: request.clientIp, userAgent: request.headers['user-agent'] });
      reply.setCookie(SESSION_COOKIE, token, sessionCookie);
      return { user: await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS), returnUrl: pending.returnUrl };
    },
  );

  fastify.delete(
    '/association',
    { config: { access: { public: true } }, schema: { tags: ['auth'], summary: 'Give up linking the waiting identity' } },
    async (request, reply) => {
      const token = request.cookies[OIDC_COOKIE];
      if (token) await OidcLogin.deleteOne({ tokenHash: hashToken(token), stage: 'associate' });
      reply.clearCookie(OIDC_COOKIE, { path: COOKIE_PATH });
      return reply.code(204).send();
    },
  );
};
