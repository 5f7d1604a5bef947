import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '@firecrest/service-kit';
import type { GatewayConfig } from '../config';
import { SESSION_COOKIE, findSession, type SessionLifetime } from './sessions';
import { sessionUserOf } from './session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes a user whose password must change may still call (me, logout, change password). */
    allowPendingPasswordChange?: boolean;
  }
}

export const sessionLifetime = (config: GatewayConfig): SessionLifetime => ({
  idleMinutes: config.SESSION_IDLE_MINUTES,
  absoluteHours: config.SESSION_ABSOLUTE_HOURS,
});

/** Turns the session cookie into the request's identity; a pending password change blocks everything else. */
export const authenticate = fp<{ config: GatewayConfig }>(
  async (fastify: FastifyInstance, { config }) => {
    fastify.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || request.identity) return;
      const session = await findSession(fastify.models, token, sessionLifetime(config));
      if (!session) return;
      const user = await fastify.models.User.findById(session.userId).lean();
      // A sign-in lock stops password guessing only: a session already proven goes on (locks must not be a weapon).
      if (!user || user.disabled) return;
      request.identity = { ...(await sessionUserOf(fastify.models, user, config.PASSWORD_MAX_AGE_DAYS)), via: 'session' };
    });
    fastify.addHook('preHandler', async (request) => {
      if (request.identity?.mustChangePassword && !request.routeOptions.config.allowPendingPasswordChange) {
        throw new ProblemError('passwordChangeRequired');
      }
    });
  },
  { name: 'gateway-authenticate', dependencies: ['firecrest-identity'] },
);
