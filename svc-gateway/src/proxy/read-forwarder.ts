import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool, errors, type Dispatcher } from 'undici';
import { ProblemError } from '@firecrest/service-kit';
import { KeptAnswers } from './kept-answers';
import type { InstancePool } from './instance-pool';
import { classifyFailure, mayRetry } from './upstream-failure';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1), never passed on; with them `host` (the
 * upstream's is set by the pool) and `expect` (a GET has no body to continue with).
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'expect'];
/** A page computed on a large data set can take long on the local FerretDB (bench/README); a hung service must not hold a caller for ever. */
const ANSWER_TIMEOUT_MS = 120_000;

export interface ReadForwarderOptions {
  /** The upstream's instances. */
  instances: InstancePool;
  /** What the caller sent that the upstream must not see (their key, a forged identity, the cookie). */
  dropRequestHeaders: string[];
  /** What the gateway adds for the upstream on each attempt (0, then 1 for a retry): the request id, a signed identity. */
  addRequestHeaders: (request: FastifyRequest, attempt: number) => Record<string, string> | Promise<Record<string, string>>;
  /** Calls under way at once, beyond which callers are told to come back (503, Retry-After) instead of queueing. */
  maxInFlight?: number;
}

/** The headers of a message less those in `drop` and those its own `Connection` header names. */
function forwardable(headers: IncomingHttpHeaders, drop: Set<string>) {
  const named = headers.connection?.toLowerCase().split(',').map((token) => token.trim());
  const kept: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined && !drop.has(name) && !named?.includes(name)) kept[name] = value;
  }
  return kept;
}

/** An upstream that fails, before or during its answer, as the caller's problem answer. */
function upstreamFailed(error: unknown): never {
  if (error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError) {
    throw new ProblemError('gatewayTimeout', 'The REST API did not answer in time.');
  }
  throw new ProblemError('serviceUnavailable', 'The REST API is not available right now.');
}

/** Per instance, a pool of kept-alive connections, opened on first use. */
function connectionPools() {
  const pools = new Map<string, Pool>();
  return {
    to: (url: string) => {
      let pool = pools.get(url);
      if (!pool) pools.set(url, (pool = new Pool(url, { connections: 128, headersTimeout: ANSWER_TIMEOUT_MS, bodyTimeout: ANSWER_TIMEOUT_MS })));
      return pool;
    },
    close: () => Promise.all([...pools.values()].map((pool) => pool.close())),
  };
}

/**
 * A GET/HEAD route handler that passes the call to one of the upstream's instances through kept-alive connections and gives
 * its answer back as it is (status, headers, body), streamed. For the read-only REST API v1 it does a third less work
 * per request than `@fastify/http-proxy` (which the portal routes keep, for their bodies): `bench/README.md`.
 *
 * A 200 with an ETag is kept; the next call for it asks the upstream with that ETag and, on a 304, gives the kept
 * body: the upstream decides access and freshness every time, and 120 KB pages stop crossing the second hop.
 */
export function readForwarder({ instances, dropRequestHeaders, addRequestHeaders, maxInFlight = 1_000 }: ReadForwarderOptions) {
  const connections = connectionPools();
  const drop = new Set([...HOP_BY_HOP, ...dropRequestHeaders]);
  const hopByHop = new Set(HOP_BY_HOP);
  const kept = new KeptAnswers();
  let inFlight = 0;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = kept.keyOf(request.method, request.url, request.headers);
    const held = key ? kept.get(key) : undefined;
    const headers = { ...forwardable(request.headers, drop), ...(held ? { 'if-none-match': held.etag } : {}) };
    // A flood of slow pages must not queue without end behind the pool's connections, delaying everyone.
    if (inFlight >= maxInFlight) throw new ProblemError('serviceUnavailable', 'The REST API is busy; retry in a moment.', undefined, { 'retry-after': '1' });
    inFlight++;
    // A caller who leaves before the answer starts frees the upstream connection (a page can take a minute).
    const abandoned = new AbortController();
    reply.raw.once('close', () => {
      inFlight--;
      if (!reply.raw.writableFinished) abandoned.abort();
    });
    // A connection that fails takes the instance out of rotation at once and the call goes once more to another, as
    // does one the instance answers 503 (one shutting down answers so on its open connections).
    const ask = async (instance: string, attempt: number): Promise<Dispatcher.ResponseData> => {
      const added = await addRequestHeaders(request, attempt);
      let answer: Dispatcher.ResponseData;
      try {
        answer = await connections.to(instance).request({ path: request.url, method: request.method as 'GET' | 'HEAD', headers: { ...headers, ...added }, signal: abandoned.signal });
      } catch (error) {
        const failure = classifyFailure(error);
        if (failure === 'unreached' && instances.markOut(instance)) request.log.warn({ service: instances.service, url: instance }, 'instance out of rotation');
        if (!abandoned.signal.aborted && mayRetry(request.method, failure, attempt)) return ask(instances.pick(instance), attempt + 1);
        throw error;
      }
      if (answer.statusCode === 503 && mayRetry(request.method, 'unavailable', attempt)) {
        void answer.body.dump().catch(() => {});
        return ask(instances.pick(instance), attempt + 1);
      }
      return answer;
    };
    const answer = await ask(instances.pick(), 0).catch(upstreamFailed);
    if (held && answer.statusCode === 304) {
      // A 304 has no body: released in the background rather than waited on.
      void answer.body.dump().catch(() => {});
      return reply.code(200).headers(held.headers).send(held.body);
    }
    // Read before the reply takes the upstream's headers, so a body that fails becomes a clean problem answer.
    const body = key && kept.keepable(answer.statusCode, answer.headers) ? await answer.body.arrayBuffer().catch(upstreamFailed) : null;
    reply.code(answer.statusCode).headers(forwardable(answer.headers, hopByHop));
    if (body) return reply.send(kept.keep(key!, answer.headers, Buffer.from(body)).body);
    // Fastify destroys the stream if the caller goes away, which ends the upstream request too.
    return reply.send(answer.body);
  };
  return { handler, close: () => connections.close() };
}
