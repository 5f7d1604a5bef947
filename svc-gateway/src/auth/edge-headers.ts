import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The gateway answers JSON only: nothing it serves may run script, load anything or be framed. HSTS when the
 * connection is TLS or the deployment says it is served over HTTPS (`COOKIE_SECURE`).
 */
export const edgeHeaders = fp<{ https: boolean }>(
  async (fastify: FastifyInstance, { https }) => {
    fastify.addHook('onSend', async (request, reply) => {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
      if (https || (request.raw.socket as { encrypted?: boolean } | null)?.encrypted) reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'gateway-edge-headers' },
);
