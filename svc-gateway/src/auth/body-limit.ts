import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '@firecrest/service-kit';

/**
 * Bodies over the limit are refused with a 413 problem when they announce their length, before anything is read
 * or forwarded: proxied routes stream the body to the service, which would otherwise refuse it mid-write and leave
 * the gateway with a broken pipe (a 500). Bodies of unannounced length are counted by the parsers and the proxy.
 */
export const bodyLimit = fp<{ maxBytes: number }>(
  async (fastify: FastifyInstance, { maxBytes }) => {
    // Parsed bodies (JSON, forms) are held to the same limit as they are read, length announced or not.
    fastify.addHook('onRoute', (route) => {
      route.bodyLimit ??= maxBytes;
    });
    fastify.addHook('onRequest', async (request, reply) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxBytes) {
        // The rest of the body is not read: the connection ends with the answer.
        reply.header('connection', 'close');
        throw new ProblemError('payloadTooLarge', `The request body is ${length} bytes; the limit is ${maxBytes}.`);
      }
    });
  },
  { name: 'gateway-body-limit' },
);
