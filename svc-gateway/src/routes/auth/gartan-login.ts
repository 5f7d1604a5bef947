import type { CookieSerializeOptions } from '@fastify/cookie';
import { handoverLoginBodySchema } from '@firecrest/contracts';
import { ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { SESSION_COOKIE, createSession } from '../../auth/sessions';
import { sessionLifetime } from '../../auth/authenticate';
import { sessionUserOf } from '../../auth/session-user';
import { verifyHandover } from './handover-token';

const REFUSED = 'Unable to login: the sign-in link from the roster system is invalid, has expired or has already been used. Open it again from the roster system.';

/** `gartan-login` (spec §2.2): sign-in handed over by the roster system with a signed, short-lived, single-use token. */
export const gartanLoginRoutes: TypedRoutes<{ config: GatewayConfig; sessionCookie: CookieSerializeOptions }, [typeof handoverLoginBodySchema]> = async (fastify, { config, sessionCookie }) => {
  fastify.addSchema(handoverLoginBodySchema);
  const { User, HandoverToken } = fastify.models;

  fastify.post(
    '/gartan-login',
    {
      config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a token handed over by the roster system (docs/sign-in.md)',
        body: { $ref: 'HandoverLoginBody#' },
        response: { 200: { $ref: 'SessionResponse#' }, 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' } },
      },
    },
    async (request, reply) => {
      if (!config.GARTAN_LOGIN_SECRET) throw new ProblemError('notFound', 'Sign-in from the roster system is not configured.');
      const claims = verifyHandover(request.body.token, config.GARTAN_LOGIN_SECRET, config.GARTAN_LOGIN_MAX_SECONDS);
      if (typeof claims === 'string') {
        request.log.warn({ reason: claims }, 'roster hand-over token refused');
        throw new ProblemError('invalidCredentials', REFUSED);
      }
      // Spent before anything else: the unique index lets only one of two concurrent uses through.
      try {
        await HandoverToken.create({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) });
      } catch {
        throw new ProblemError('invalidCredentials', REFUSED);
      }
      const users = await User.find({ 'linkedAccounts.roster': claims.sub }).limit(2);
      if (users.length !== 1) throw new ProblemError('invalidCredentials', 'Local user not found: no Firecrest user is linked to this roster account. Contact your administrator.');
      const user = users[0]!;
      if (user.disabled) throw new ProblemError('accountDisabled');
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw new ProblemError('accountLocked');
      user.lastLoginAt = new Date();
      await user.save();
      const token = await createSession(fastify.models, user._id.toString(), sessionLifetime(config), { ipAddress: request.clientIp, userAgent: request.headers['user-agent'] });
      reply.setCookie(SESSION_COOKIE, token, sessionCookie);
      return { user: await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS) };
    },
  );
};
