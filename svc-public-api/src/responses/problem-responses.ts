import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { ProblemError } from '@firecrest/service-kit';

/** Every answer other than 200/304 a v1 call can get, from this service or from the gateway in front of it. */
const PROBLEMS: Record<number, string> = {
  400: 'A parameter is invalid (each named in `errors`), or a cursor is not one this API gave out',
  401: 'No API key, or not a valid one',
  403: "The key's user lacks the permission, or the key is not allowed from the caller's address",
  404: 'No item with this id',
  414: 'The URL is longer than 2,048 characters',
  429: 'The rate limit of the key is exceeded; retry after Retry-After seconds',
  431: 'The request line and headers exceed 16 KB',
  500: 'Server error',
  503: 'The service is unavailable or overloaded; retry after Retry-After seconds',
  504: 'The service did not answer in time',
};
const asProblem = (description: string) => ({ description, content: { 'application/problem+json': { schema: { $ref: 'Problem#' } } } });
const isProblemRef = (r: unknown) => typeof r === 'object' && r !== null && (r as { $ref?: string }).$ref === 'Problem#';
/** What a v1 URL answers besides GET; anything else is a 405 naming these. */
const ALLOW = 'GET, HEAD';
const OTHER_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'] as const;

/**
 * Declares on every documented v1 route the problem answers (application/problem+json) it can give, and collects
 * its URL so that other methods on it answer 405 with `Allow` (see methodNotAllowed).
 */
export function declareProblems(v1: FastifyInstance, urls: Set<string>) {
  v1.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as (Record<string, unknown> & { hide?: boolean; response?: Record<string, unknown> }) | undefined;
    if (!schema || schema.hide) return;
    urls.add(route.url);
    const response: Record<string, unknown> = { ...schema.response };
    for (const [status, declared] of Object.entries(response)) if (isProblemRef(declared)) response[status] = asProblem(PROBLEMS[Number(status)] ?? 'See the problem details');
    for (const [status, description] of Object.entries(PROBLEMS)) if (!(status in response) || isProblemRef(response[status])) response[status] = asProblem(description);
    route.schema = { ...schema, response };
  });
}

/** 405 with `Allow` for the other methods on each v1 URL (the API is read-only). */
export const methodNotAllowed =
  (urls: Set<string>): FastifyPluginAsync =>
  async (fastify) => {
    for (const url of urls) {
      fastify.route({
        method: [...OTHER_METHODS],
        url,
        config: { access: { public: true } },
        schema: { hide: true },
        // Answered before any body is read (QUERY without a Content-Type would otherwise be a 400).
        onRequest: async () => {
          throw new ProblemError('methodNotAllowed', `This resource answers ${ALLOW} only.`, undefined, { allow: ALLOW });
        },
        handler: async () => undefined,
      });
    }
  };
