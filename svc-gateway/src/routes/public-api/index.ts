import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxy from '@fastify/http-proxy';
import { IDENTITY_HEADER, ProblemError, REQUEST_ID_HEADER } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { API_KEY_HEADER, apiKeyAuthentication } from '../../api-keys/authenticate-api-key';
import type { KeyCache } from '../../api-keys/key-cache';

/** `/api/v1/*` for integrators: API key and allow-list (the key brings its identity signed), rate limit per key, then svc-public-api. */
export const publicApiRoutes = fp<{ config: GatewayConfig; keyCache: KeyCache }>(
  async (fastify: FastifyInstance, { config, keyCache }) => {
    // The contract is public: integrators read it before they have a key.
    fastify.get('/api/v1/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
      const upstream = await fetch(`${config.PUBLIC_API_URL}/openapi.json`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (!upstream?.ok) throw new ProblemError('serviceUnavailable', 'The REST API description is not available right now.');
      return reply.type('application/json').send(await upstream.text());
    });

    await fastify.register(async (scope) => {
      scope.addHook('onRequest', apiKeyAuthentication(fastify, config, keyCache));
      await scope.register(proxy, {
        upstream: config.PUBLIC_API_URL,
        prefix: '/api/v1',
        rewritePrefix: '/api/v1',
        httpMethods: ['GET', 'HEAD'],
        config: {
          rateLimit: {
            max: config.API_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request: { identity: { apiKeyId?: string } | null; ip: string }) => request.identity?.apiKeyId ?? request.ip,
          },
        },
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => {
            const { [API_KEY_HEADER]: _key, [IDENTITY_HEADER]: _forged, cookie: _cookie, ...rest } = headers;
            return { ...rest, [REQUEST_ID_HEADER]: request.id, [IDENTITY_HEADER]: request.upstreamIdentity! };
          },
        },
      });
    });
  },
  { name: 'gateway-public-api' },
);
