import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import proxy from '@fastify/http-proxy';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity } from '@firecrest/service-kit';
import { Readable } from 'node:stream';
import type { GatewayConfig } from '../config';
import { bodyOverLimit, countedBody } from '@firecrest/web-server/counted-body';
import { proxyError } from '../auth/body-limit';
import { upstreams } from './upstreams';
import type { InstancePool } from './instance-pool';
import { classifyFailure, failureProblem, mayRetry } from './upstream-failure';

declare module 'fastify' {
  interface FastifyRequest {
    upstreamIdentity?: string;
  }
}

/**
 * Forwards portal calls to the owning service with the verified identity signed for the services, balanced over the
 * service's instances. The browser's cookie never leaves the gateway.
 */
export const serviceProxy = fp<{ config: GatewayConfig }>(
  async (fastify: FastifyInstance, { config }) => {
    for (const upstream of upstreams(config)) {
      if (!upstream.prefix) continue;
      const pool = fastify.upstreamPools.get(upstream.name)!;
      // Signed for each call sent: the service accepts an identity token once, so a retry carries a new one.
      const signFor = async (request: FastifyRequest) => {
        if (request.identity) request.upstreamIdentity = await signIdentity(request.identity, config.INTERNAL_TOKEN_SECRET, upstream.name);
      };
      await fastify.register(proxy, {
        // Chosen per call from the pool (getUpstream); the proxy wants an empty base for that.
        upstream: '',
        prefix: upstream.prefix,
        rewritePrefix: upstream.rewritePrefix,
        preHandler: async (request) => {
          if (request.body instanceof Readable && request.headers['content-length'] === undefined) {
            request.body = countedBody(request.body, config.BODY_LIMIT_BYTES);
          }
          await signFor(request);
        },
        handler: (request, reply, dest, options) => sendTo(pool, signFor, request, reply, dest, options, options.getUpstream!(request, ''), 0),
        replyOptions: {
          getUpstream: () => pool.pick(),
          // The proxy's own retry would resend the same single-use identity to the same instance: sendTo retries instead.
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

/**
 * Sends one call to one instance. A failed connection takes the instance out of rotation at once (its probe puts it
 * back); a GET or HEAD whose connection failed, or that the instance answered 503 (as one shutting down does), is sent
 * once more, to another instance, with a fresh identity.
 */
function sendTo(
  pool: InstancePool,
  signFor: (request: FastifyRequest) => Promise<void>,
  request: FastifyRequest,
  reply: FastifyReply,
  dest: string,
  options: FastifyReplyFromHooks,
  instance: string,
  attempt: number,
): FastifyReply {
  // What the reply held before this attempt: an answer given up on must leave none of its headers behind.
  const headersBefore = reply.getHeaders();
  const retryElsewhere = (reason: unknown) => {
    const next = pool.pick(instance);
    request.log.warn({ err: reason, service: pool.service, from: instance, to: next }, 'retrying a read on another instance');
    signFor(request).then(
      () => sendTo(pool, signFor, request, reply, dest, options, next, attempt + 1),
      (signingFailed: Error) => reply.send(signingFailed),
    );
  };
  return reply.from(dest, {
    ...options,
    getUpstream: () => instance,
    onResponse: (_request, answered, res) => {
      if (res.statusCode === 503 && mayRetry(request.method, 'unavailable', attempt)) {
        res.stream.resume();
        for (const name of Object.keys(answered.getHeaders())) answered.removeHeader(name);
        answered.headers(headersBefore);
        retryElsewhere(`${instance} answered 503`);
        return;
      }
      answered.send(res.stream);
    },
    onError: (failed, { error }) => {
      // A body over the limit is the caller's doing, whatever the socket then reports: the proxy's 413.
      if (bodyOverLimit(error, request.body) !== undefined) return options.onError!(failed, { error });
      const failure = classifyFailure(error);
      if (failure === 'unreached' && pool.markOut(instance)) request.log.warn({ service: pool.service, url: instance }, 'instance out of rotation');
      if (mayRetry(request.method, failure, attempt)) return retryElsewhere(error);
      const problem = failureProblem(pool.service, failure);
      if (problem) failed.send(problem);
      else options.onError!(failed, { error });
    },
  });
}
