import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { todayUtc } from '../paging/paged-query';

/** A finished 200 answer, and the read-model change count it was computed at. */
interface Answer {
  body: string;
  etag: string;
  contentType: string;
  change: number;
  /** The body gzipped, made once, when the first caller accepting gzip asks. */
  gzipped?: Promise<Buffer>;
}

interface Fill {
  key: string;
  change: number;
  settle: (answer: Answer | null) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    responseCacheFill: Fill | null;
  }
}

/** Memory the stored answers may take; the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Clients may keep an answer but must revalidate it (ETag); shared caches must not keep personal data. */
const CACHE_CONTROL = 'private, no-cache';
/** Smaller bodies go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024;
const NOT_MODIFIED = { description: 'Not Modified: the ETag sent in If-None-Match is still current. No body.', type: 'null' } as const;
const gzipped = promisify(gzip);

/** The form of an answer this caller gets: gzipped when they accept it, with an ETag of its own (RFC 9110 §8.8.3). */
async function representation(request: FastifyRequest, answer: Answer) {
  const acceptsGzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
  if (!acceptsGzip || answer.body.length < GZIP_FROM_BYTES) return { payload: answer.body, etag: answer.etag, encoding: null };
  answer.gzipped ??= gzipped(answer.body);
  return { payload: await answer.gzipped, etag: `${answer.etag.slice(0, -1)}.gz"`, encoding: 'gzip' };
}

/**
 * Conditional requests, compression and reuse of finished answers for the GET routes registered after it, in its
 * scope.
 *
 * Every answer carries a strong ETag, and `If-None-Match` with the current one gets a 304 without a body. Callers
 * that accept gzip get the body gzipped. A 200 is kept, by URL and UTC day (the active-only filters depend on the
 * date), together with the read model's change count when it was computed; it is served again while the count has
 * not moved. Any projection write moves it, so an answer is never older than the data, on any instance. Requests for
 * the same URL that arrive while it is being computed wait for that computation instead of repeating it
 * (integrators polling on the minute).
 *
 * The lookup runs inside the route handler, after the route's access check: a cached answer is never served to a
 * caller the route would refuse.
 */
export const responseCache = fp(
  async (fastify) => {
    await fastify.register(fastifyEtag);
    const changes = fastify.readModelChanges;
    const answers = new LRUCache<string, Answer>({ maxSize: MAX_BYTES, sizeCalculation: (answer) => answer.body.length + 1 });
    const computing = new Map<string, { change: number; done: Promise<Answer | null> }>();

    async function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
      const { payload, etag, encoding } = await representation(request, answer);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.header('etag', etag).header('content-type', answer.contentType).send(payload);
    }

    function startFill(request: FastifyRequest, key: string, change: number) {
      let settle!: (answer: Answer | null) => void;
      const done = new Promise<Answer | null>((resolve) => (settle = resolve));
      computing.set(key, { change, done });
      request.responseCacheFill = {
        key,
        change,
        settle: (answer) => {
          if (computing.get(key)?.done === done) computing.delete(key);
          settle(answer);
        },
      };
    }

    fastify.decorateRequest('responseCacheFill', null);
    fastify.addHook('onRoute', (route) => {
      if (route.method !== 'GET') return;
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      route.schema = { ...route.schema, response: { ...responses, 304: NOT_MODIFIED } };
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function (request, reply) {
        const key = `${todayUtc()} ${request.url}`;
        const change = await changes.current();
        const held = answers.get(key);
        if (held?.change === change) return send(request, reply, held);
        const underway = computing.get(key);
        if (underway?.change === change) {
          const answer = await underway.done;
          if (answer) return send(request, reply, answer);
        } else {
          startFill(request, key, change);
        }
        return handler.call(this, request, reply);
      };
    });

    // Runs after @fastify/etag's onSend (registered first): the ETag is set, and a 304 has no body to keep.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET') return payload;
      if (reply.statusCode < 400) reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
      if (reply.statusCode === 304) reply.removeHeader('content-encoding');
      const fill = request.responseCacheFill;
      if (!fill) return payload;
      request.responseCacheFill = null;
      const answer =
        reply.statusCode === 200 && typeof payload === 'string'
          ? { body: payload, etag: String(reply.getHeader('etag')), contentType: String(reply.getHeader('content-type')), change: fill.change }
          : null;
      if (answer) answers.set(fill.key, answer);
      fill.settle(answer);
      if (!answer) return payload;
      // The first computation's caller gets the same representation as those served from memory.
      const { payload: body, etag, encoding } = await representation(request, answer);
      if (!encoding) return payload;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return '';
      }
      reply.header('content-encoding', encoding);
      return body;
    });
    // A request that ends without a response (client gone) must not leave others waiting.
    fastify.addHook('onRequestAbort', async (request) => request.responseCacheFill?.settle(null));
    fastify.addHook('onResponse', async (request) => request.responseCacheFill?.settle(null));
  },
  { name: 'firecrest-response-cache' },
);
