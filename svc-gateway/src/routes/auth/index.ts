import type { FastifyReply } from 'fastify';
import {
  changePasswordBodySchema,
  loginBodySchema,
  sessionResponseSchema,
} from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { SESSION_COOKIE, createSession, revokeOtherSessions, revokeSession } from '../../auth/sessions';
import { sessionUserOf } from '../../auth/session-user';
import { sessionLifetime } from '../../auth/authenticate';
import { AddressThrottle, accountLockPolicy, addressLockPolicy, countAccountFailure } from '../../auth/lockout';
import { assertStrongPassword } from '../../auth/password-policy';
import { passwordResetRoutes } from './password-reset';
import { oidcRoutes } from './oidc';
import { gartanLoginRoutes } from './gartan-login';
import { definePurgeSignInJob } from '../../jobs/purge-sign-in';
import { profileRoutes } from './profile';

const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' } };

export const authRoutes: TypedRoutes<{ config: GatewayConfig }, [typeof loginBodySchema, typeof changePasswordBodySchema, typeof sessionResponseSchema]> = async (fastify, { config }) => {
  for (const schema of [loginBodySchema, changePasswordBodySchema, sessionResponseSchema]) fastify.addSchema(schema);
  const { User } = fastify.models;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.COOKIE_SECURE,
    // The cookie outlives no session: the absolute end is the longest a session can last.
    maxAge: Math.min(config.SESSION_IDLE_MINUTES * 60, config.SESSION_ABSOLUTE_HOURS * 3600),
  };
  const accountPolicy = accountLockPolicy(config);
  const addresses = new AddressThrottle(addressLockPolicy(config));
  const locked = (reply: FastifyReply, until: Date) => {
    // Longer than any timed lock: an administrator locked the account until they unlock it.
    if (until.getTime() - Date.now() > config.LOGIN_LOCK_MAX_SECONDS * 1000) {
      return new ProblemError('accountLocked', 'Your account is locked. Contact your administrator to unlock it.');
    }
    reply.header('retry-after', Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)));
    return new ProblemError(
      'accountLocked',
      `Your account has been locked after too many failed login attempts. Try again after ${until.toISOString().slice(11, 19)} UTC, or contact your administrator to unlock it.`,
    );
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });
  await fastify.register(passwordResetRoutes, { config });
  await fastify.register(oidcRoutes, { prefix: '/oidc', config, sessionCookie: cookieOptions });
  await fastify.register(gartanLoginRoutes, { config, sessionCookie: cookieOptions });
  await fastify.register(profileRoutes, { config });
  await definePurgeSignInJob(fastify);

  fastify.post(
    '/login',
    {
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a local account',
        body: { $ref: 'LoginBody#' },
        response: { 200: { $ref: 'SessionResponse#' }, ...problems },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const ip = request.clientIp;
      const addressWait = addresses.waitMs(ip);
      if (addressWait > 0) {
        reply.header('retry-after', Math.ceil(addressWait / 1000));
        throw new ProblemError('rateLimited', `Too many failed sign-ins from your address. Try again in ${Math.ceil(addressWait / 1000)} seconds.`);
      }
      const user = await User.findOne({ usernameLower: username.trim().toLowerCase() });
      // Locked accounts are refused before the password is tried, so guessing stops counting.
      if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw locked(reply, user.lockedUntil);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        addresses.fail(ip);
        const lockedUntil = user && (await countAccountFailure(User, user._id, accountPolicy));
        if (lockedUntil) throw locked(reply, lockedUntil);
        throw new ProblemError('invalidCredentials');
      }
      if (user.disabled) throw new ProblemError('accountDisabled');
      user.failedLoginAttempts = 0;
      user.lockedAt = null;
      user.lockedUntil = null;
      user.lastLoginAt = new Date();
      await user.save();
      const token = await createSession(fastify.models, user._id.toString(), sessionLifetime(config), {
        ipAddress: ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return { user: await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS) };
    },
  );

  fastify.post(
    '/logout',
    { config: { access: { public: true }, allowPendingPasswordChange: true }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSession(fastify.models, token);
      clearCookie(reply);
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/me',
    {
      config: { allowPendingPasswordChange: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: { $ref: 'SessionResponse#' }, ...problems } },
    },
    async (request) => {
      const { via: _via, apiKeyId: _key, ...user } = request.identity!;
      return { user };
    },
  );

  fastify.post(
    '/change-password',
    {
      config: { allowPendingPasswordChange: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user’s password (required when it has expired)',
        body: { $ref: 'ChangePasswordBody#' },
        response: { 200: { $ref: 'SessionResponse#' }, ...problems },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = await User.findById(request.identity!.id);
      if (!user) throw new ProblemError('notAuthenticated');
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new ProblemError('currentPasswordIncorrect', undefined, [
          { field: 'currentPassword', message: 'The current password entered is incorrect.' },
        ]);
      }
      if (currentPassword === newPassword) {
        throw new ProblemError('validation', 'The new password must differ from the current one.', [
          { field: 'newPassword', message: 'The new password must differ from the current one.' },
        ]);
      }
      assertStrongPassword(newPassword, 'newPassword', user);
      user.passwordHash = await hashPassword(newPassword);
      user.passwordChangedAt = new Date();
      user.mustChangePassword = false;
      await user.save();
      // A changed password signs out every other browser.
      await revokeOtherSessions(fastify.models, user._id.toString(), request.cookies[SESSION_COOKIE]);
      return { user: await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS) };
    },
  );
};
