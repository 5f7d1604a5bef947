import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fastifyEtag from '@fastify/etag';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { scopeKey } from '@firecrest/service-kit';
import { todayUtc } from '../paging/paged-query';

/** A finished 200 answer, and the read-model change count it was computed at. */
interface Answer {
  /** UTF-8 once, not on every send (that conversion was a tenth of the service's CPU under load). */
  body: Buffer;
  etag: string;
  /** What the route said about the body (its type; a CSV's file name), kept with it. */
  headers: Record<string, string>;
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

/** Memory the stored answers may take (bodies, their gzipped copies, keys), and how many; the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ANSWERS = 10_000;
/** Clients may keep an answer but must revalidate it (ETag); shared caches must not keep personal data. */
const CACHE_CONTROL = 'private, no-cache';
/** Smaller bodies go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024;
const KEPT_HEADERS = ['content-type', 'content-disposition'];
const NOT_MODIFIED = { description: 'Not Modified: the ETag sent in If-None-Match is still current. No body.', type: 'null' } as const;
const gzipped = promisify(gzip);

/**
 * The form of an answer this caller gets, its headers set on the reply: gzipped when they accept it, with an ETag of
 * its own (RFC 9110 §8.8.3).
 */
async function representation(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.headers(answer.headers);
  const acceptsGzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
  if (!acceptsGzip || answer.body.length < GZIP_FROM_BYTES) {
    reply.header('etag', answer.etag);
    return answer.body;
  }
  answer.gzipped ??= gzipped(answer.body);
  reply.header('etag', `${answer.etag.slice(0, -1)}.gz"`).header('content-encoding', 'gzip');
  return answer.gzipped;
}

/** `If-None-Match` against the current ETag: a list, `*`, and weak forms all count (RFC 9110 §13.1.2). */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Conditional requests, compression and reuse of finished answers for the GET (and HEAD) routes registered after
 * it, in its scope.
 *
 * Every answer carries a strong ETag, and `If-None-Match` with the current one gets a 304 without a body. Callers
 * that accept gzip get the body gzipped. A 200 is kept, by URL and UTC day (the active-only filters depend on the
 * date), together with the read model's change count when it was computed; it is served again while the count has
 * not moved. Any projection write moves it, so an answer is not older than the data, on any instance (but for one
 * shared read of the count: read-model-changes). Requests for the same URL that arrive while it is being computed
 * wait for that computation instead of repeating it (integrators polling on the minute).
 *
 * The lookup runs inside the route handler, after the route's access check: a kept answer is never served to a
 * caller the route would refuse.
 */
export const responseCache = fp(
  async (fastify) => {
    // Makes the ETag; the 304 is decided below, once the answer is kept and its representation chosen.
    await fastify.register(fastifyEtag, { replyWith304: false });
    const changes = fastify.readModelChanges;
    const answers = new LRUCache<string, Answer>({
      max: MAX_ANSWERS,
      maxSize: MAX_BYTES,
      // The gzipped copy, made later, is a fraction of the body: counted ahead.
      sizeCalculation: (answer, key) => Math.ceil(answer.body.length * 1.25) + key.length + 256,
    });
    const computing = new Map<string, { change: number; done: Promise<Answer | null> }>();

    const send = async (request: FastifyRequest, reply: FastifyReply, answer: Answer) => reply.send(await representation(request, reply, answer));

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

    /** Keeps a computed 200 for the callers after it, and gives its own caller the representation they accept. */
    async function keep(request: FastifyRequest, reply: FastifyReply, fill: Fill, payload: unknown) {
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        fill.settle(null);
        return payload;
      }
      const answer: Answer = {
        body: Buffer.from(payload),
        etag: String(reply.getHeader('etag')),
        headers: Object.fromEntries(KEPT_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : []))),
        change: fill.change,
      };
      // A slow computation must not replace an answer computed since at a later count.
      if (!((answers.peek(fill.key)?.change ?? -1) > answer.change)) answers.set(fill.key, answer);
      fill.settle(answer);
      return representation(request, reply, answer);
    }

    fastify.decorateRequest('responseCacheFill', null);
    fastify.addHook('onRoute', (route) => {
      // Fastify makes each GET route's HEAD twin from the options it was given, so both pass through here.
      if (route.method !== 'GET' && route.method !== 'HEAD') return;
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      route.schema = { ...route.schema, response: { ...responses, 304: NOT_MODIFIED } };
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function (request, reply) {
        // Employee answers depend on the caller's managed locations (spec §6), so a scoped caller's are kept apart.
        const key = `${todayUtc()} ${scopeKey(request.identity)} ${request.url}`;
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

    // Runs after @fastify/etag's onSend (registered first), so the ETag of the body is set.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      const fill = request.responseCacheFill;
      request.responseCacheFill = null;
      const body = fill ? await keep(request, reply, fill, payload) : payload;
      if (reply.statusCode >= 400) return body;
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
      if (reply.statusCode === 200 && notModified(request.headers['if-none-match'], String(reply.getHeader('etag')))) {
        reply.code(304).removeHeader('content-encoding');
        return '';
      }
      return body;
    });
    // A computation that ends without reaching onSend must not leave the callers waiting on it.
    fastify.addHook('onResponse', async (request) => request.responseCacheFill?.settle(null));
  },
  { name: 'firecrest-response-cache' },
);
