import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IDENTITY_HEADER, ProblemError, REQUEST_ID_HEADER, signIdentity } from '@firecrest/service-kit';
import type { GatewayConfig } from '../../config';
import { API_KEY_HEADER, apiKeyAuthentication } from '../../api-keys/authenticate-api-key';
import type { KeyCache } from '../../api-keys/key-cache';
import { readForwarder } from '../../proxy/read-forwarder';

/** `/api/v1/*` for integrators: API key and allow-list (the key brings its identity signed), rate limit per key, then svc-public-api. */
export const publicApiRoutes = fp<{ config: GatewayConfig; keyCache: KeyCache }>(
  async (fastify: FastifyInstance, { config, keyCache }) => {
    const instances = fastify.upstreamPools.get('svc-public-api')!;
    // The contract is public: integrators read it before they have a key.
    fastify.get('/api/v1/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
      const upstream = await fetch(`${instances.pick()}/openapi.json`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (!upstream?.ok) throw new ProblemError('serviceUnavailable', 'The REST API description is not available right now.');
      return reply.type('application/json').send(await upstream.text());
    });

    const forwarder = readForwarder({
      instances,
      dropRequestHeaders: [API_KEY_HEADER, IDENTITY_HEADER, 'cookie'],
      // The key's identity was signed as the key was checked; a retry needs a token of its own (each is accepted once).
      addRequestHeaders: async (request, attempt) => ({
        [REQUEST_ID_HEADER]: request.id,
        [IDENTITY_HEADER]: attempt === 0 ? request.upstreamIdentity! : await signIdentity(request.identity!, config.INTERNAL_TOKEN_SECRET, instances.service),
      }),
    });
    fastify.addHook('onClose', forwarder.close);

    await fastify.register(async (scope) => {
      scope.addHook('onRequest', apiKeyAuthentication(fastify, config, keyCache));
      const rateLimit = {
        max: config.API_RATE_LIMIT_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: { identity: { apiKeyId?: string } | null; clientIp: string }) => request.identity?.apiKeyId ?? request.clientIp,
      };
      // The API is read-only: GET (and its HEAD twin, which Fastify adds); other methods answer 405 with Allow.
      for (const url of ['/api/v1', '/api/v1/*']) scope.get(url, { config: { rateLimit }, schema: { hide: true } }, forwarder.handler);
      for (const url of ['/api/v1', '/api/v1/*']) {
        scope.route({
          method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'],
          url,
          config: { rateLimit },
          schema: { hide: true },
          // Answered before any body is read (QUERY without a Content-Type would otherwise be a 400).
          onRequest: async () => {
            throw new ProblemError('methodNotAllowed', 'The REST API is read-only: GET and HEAD only.', undefined, { allow: 'GET, HEAD' });
          },
          handler: async () => undefined,
        });
      }
    });
  },
  { name: 'gateway-public-api' },
);
