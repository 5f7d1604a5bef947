import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { infrastructure, ProblemError } from '@firecrest/service-kit';
import { permissionMapSchema, sessionUserSchema } from '@firecrest/contracts';
import type { GatewayConfig } from './config';
import { compileModels } from './models';
import { KeyCache } from './api-keys/key-cache';
import { authenticate } from './auth/authenticate';
import { clientIp, parseTrustedProxies } from './auth/client-ip';
import { csrfGuard, parseOrigins } from './auth/csrf';
import { edgeHeaders } from './auth/edge-headers';
import { bodyLimit } from './auth/body-limit';
import { auditCapture } from './audit/audit-capture';
import { serviceProxy } from './proxy/service-proxy';
import { upstreamPools } from './proxy/upstream-pools';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/users';
import { linkedIdentityRoutes } from './routes/users/linked-identities';
import { systemRoutes } from './routes/system';
import { apiKeyRoutes } from './routes/api-keys';
import { roleRoutes } from './routes/roles';
import { publicApiRoutes } from './routes/public-api';
import { bootstrapAdmin } from './auth/bootstrap-admin';
import { definePurgeSessionsJob } from './jobs/purge-sessions';

/** The edge: who you are (sessions, later API keys), what you may do, and where each call goes. */
export const app = fp<{ config: GatewayConfig }>(async (fastify, { config }) => {
  await fastify.register(infrastructure, { service: 'svc-gateway', config, jobs: true });
  const keyCache = new KeyCache();
  fastify.decorate('models', compileModels(fastify.db, () => keyCache.clear()));
  // Indexes (unique usernames, session tokens) exist before the first request.
  await Promise.all([fastify.models.User.init(), fastify.models.Role.init(), fastify.models.Session.init(), fastify.models.ApiKey.init(), fastify.models.PasswordReset.init(), fastify.models.OidcLogin.init(), fastify.models.OidcIdentity.init(), fastify.models.HandoverToken.init(), fastify.models.EmailConfirmation.init()]);
  // First: every later hook (limits, lockout, sessions, audit) sees the address this decides.
  await fastify.register(clientIp, { trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES) });
  await fastify.register(edgeHeaders, { https: config.COOKIE_SECURE });
  await fastify.register(bodyLimit, { maxBytes: config.BODY_LIMIT_BYTES });
  await fastify.register(csrfGuard, { portalOrigins: parseOrigins(config.PORTAL_ORIGINS) });
  await fastify.register(cookie);
  await fastify.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.clientIp,
    // After authentication, so a refused caller never spends a key's allowance.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new ProblemError('rateLimited', `Rate limit exceeded: ${context.max} requests per ${context.after}. Retry after ${context.after}.`),
  });
  await fastify.register(auditCapture);
  await fastify.register(authenticate, { config });
  await definePurgeSessionsJob(fastify);

  // Shared by several route groups, so registered where all of them see it.
  fastify.addSchema(permissionMapSchema);
  fastify.addSchema(sessionUserSchema);
  await fastify.register(authRoutes, { prefix: '/api/auth', config });
  await fastify.register(userRoutes, { prefix: '/api/admin/users' });
  await fastify.register(linkedIdentityRoutes, { prefix: '/api/admin/users', config });
  await fastify.register(roleRoutes, { prefix: '/api/admin/roles' });
  // The services' instances and their health, for the status route, the REST API and the portal proxy.
  await fastify.register(upstreamPools, { config });
  await fastify.register(systemRoutes, { prefix: '/api/system' });
  await fastify.register(apiKeyRoutes, { prefix: '/api/api-keys' });
  await fastify.register(publicApiRoutes, { config, keyCache });
  await fastify.register(serviceProxy, { config });

  await bootstrapAdmin(fastify, config);
});
