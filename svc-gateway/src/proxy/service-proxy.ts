import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxy from '@fastify/http-proxy';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity } from '@firecrest/service-kit';
import { Readable } from 'node:stream';
import type { GatewayConfig } from '../config';
import { countedBody } from '@firecrest/web-server/counted-body';
import { proxyError } from '../auth/body-limit';
import { upstreams } from '../upstreams';

declare module 'fastify' {
  interface FastifyRequest {
    upstreamIdentity?: string;
  }
}

/**
 * Forwards portal calls to the owning service with the verified identity signed for the services.
 * The browser's cookie never leaves the gateway.
 */
export const serviceProxy = fp<{ config: GatewayConfig }>(
  async (fastify: FastifyInstance, { config }) => {
    for (const upstream of upstreams(config)) {
      if (!upstream.prefix) continue;
      await fastify.register(proxy, {
        upstream: upstream.url,
        prefix: upstream.prefix,
        rewritePrefix: upstream.rewritePrefix,
        preHandler: async (request) => {
          if (request.body instanceof Readable && request.headers['content-length'] === undefined) {
            request.body = countedBody(request.body, config.BODY_LIMIT_BYTES);
          }
          if (request.identity) request.upstreamIdentity = await signIdentity(request.identity, config.INTERNAL_TOKEN_SECRET, upstream.name);
        },
        replyOptions: {
          // A retry would resend the same single-use identity, which the service refuses as a replay.
          retryDelay: () => null,
          onError: proxyError,
          rewriteRequestHeaders: (request, headers) => {
            const { cookie: _cookie, [IDENTITY_HEADER]: _forged, expect: _expect, ...rest } = headers;
            return {
              ...rest,
              [REQUEST_ID_HEADER]: request.id,
              ...(request.upstreamIdentity ? { [IDENTITY_HEADER]: request.upstreamIdentity } : {}),
            };
          },
        },
      });
    }
  },
  { name: 'gateway-service-proxy' },
);
