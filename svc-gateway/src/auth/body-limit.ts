import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '@firecrest/service-kit';
import { bodyOverLimit } from '@firecrest/web-server/counted-body';

/** What `onError` uses of the reply: the proxy's types allow HTTP/2 replies too. */
interface ProxiedReply {
  request: { body?: unknown };
  header(name: string, value: string): unknown;
  send(payload: unknown): unknown;
}

/** The proxy's `onError`: a counted body over the limit is the 413 problem; anything else as the proxy reports it. */
export function proxyError(reply: ProxiedReply, { error }: { error: Error }): void {
  const limit = bodyOverLimit(error, reply.request.body);
  if (limit === undefined) {
    reply.send(error);
    return;
  }
  reply.header('connection', 'close');
  reply.send(new ProblemError('payloadTooLarge', `The request body is over the limit of ${limit} bytes.`));
}

/**
 * Bodies over the limit are refused with a 413 problem when they announce their length, before anything is read
 * or forwarded: proxied routes stream the body to the service, which would otherwise refuse it mid-write and leave
 * the gateway with a broken pipe (a 500). Parsed bodies are held to the same limit as they are read, and proxied
 * ones of unannounced length are counted as they stream (`countedBody`).
 */
export const bodyLimit = fp<{ maxBytes: number }>(
  async (fastify: FastifyInstance, { maxBytes }) => {
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
