import type { FastifyInstance, RouteOptions } from 'fastify';

/** What a route does with query parameters its schema does not name. */
export type UnknownQuery = 'refuse' | 'ignore';

const isPlainObjectSchema = (s: unknown): s is Record<string, unknown> =>
  typeof s === 'object' && s !== null && !Array.isArray(s) && !('$ref' in s) && (s as { type?: unknown }).type === 'object';

/**
 * Every documented route (one with a schema that is not hidden) validates its whole query: a querystring schema
 * without `additionalProperties` gets `false`, a route without one gets an empty object schema, so an unknown
 * parameter answers a 400 naming it and never reaches a handler that might turn it into a database filter.
 * Hidden routes (pass-throughs like the gateway's forwarder) and schema-less routes keep what they declare, and a
 * querystring given as a `$ref` is left to the referenced schema (declare `additionalProperties: false` there).
 * With `ignore`, unknown parameters are let through unread (the public API's change policy, spec §9).
 * Fastify's query parser (fast-querystring) is flat: `a[b]=1` is the key `a[b]`, never a nested object.
 */
export function strictQuery(server: FastifyInstance, unknownQuery: UnknownQuery) {
  if (unknownQuery === 'ignore') return;
  server.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as (Record<string, unknown> & { hide?: boolean; querystring?: unknown }) | undefined;
    if (!schema || schema.hide) return;
    const query = schema.querystring;
    if (query === undefined) {
      route.schema = { ...schema, querystring: { type: 'object', additionalProperties: false, properties: {} } };
    } else if (isPlainObjectSchema(query) && !('additionalProperties' in query)) {
      // A copy: route schemas are often shared constants.
      route.schema = { ...schema, querystring: { ...query, additionalProperties: false } };
    }
  });
}
