import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from '@firecrest/service-kit';

const TOO_LARGE = Symbol('bodyTooLarge');

/**
 * A proxied body, counted as it streams to the service: past `maxBytes` the stream fails with an error the proxy's
 * `onError` (below) turns into the 413 problem, instead of the service cutting the upload off mid-write (a 500).
 */
export function countedBody(body: Readable, maxBytes: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(Object.assign(new Error(`The request body is over ${maxBytes} bytes.`), { [TOO_LARGE]: maxBytes }));
      else done(null, chunk);
    },
  });
  body.on('error', (err) => counter.destroy(err));
  return body.pipe(counter);
}

/** Whether a proxy error (or what it wraps) is a body over the limit; the limit then, else undefined. */
function overLimit(error: unknown): number | undefined {
  for (let e = error as { cause?: unknown; [TOO_LARGE]?: number } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e[TOO_LARGE] !== undefined) return e[TOO_LARGE];
  }
  return undefined;
}

/** The proxy's `onError`: a counted body over the limit is the 413 problem; anything else as the proxy reports it. */
/** What `onError` uses of the reply: the proxy's types allow HTTP/2 replies too. */
interface ProxiedReply {
  request: { body?: unknown };
  header(name: string, value: string): unknown;
  send(payload: unknown): unknown;
}

export function proxyError(reply: ProxiedReply, { error }: { error: Error }): void {
  const limit = overLimit(error) ?? overLimit((reply.request.body as { errored?: unknown } | undefined)?.errored);
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
