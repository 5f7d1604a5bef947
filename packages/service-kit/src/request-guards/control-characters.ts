import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ProblemError } from '../errors/problem-error';

/** C0 controls and DEL: never part of a parameter (a NUL reaching the database driver answered 500). */
const IN_PARAMETER = /[\u0000-\u001f\u007f]/;
/** In bodies, tab and line breaks are text (a multi-line address); the other controls are not. */
const IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path (`contracts.0.address`) of the first string, or key, holding a forbidden character; null when none. */
export function controlCharacterAt(value: unknown, forbidden: RegExp, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return forbidden.test(value) ? path.join('.') || 'value' : null;
  if (depth > 32 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const at = controlCharacterAt(item, forbidden, [...path, String(i)], depth + 1);
      if (at) return at;
    }
    return null;
  }
  // Only parsed JSON and query objects; a stream or other class instance (a proxied body) is not ours to read.
  const proto = Object.getPrototypeOf(value);
  // (The query parser's objects inherit from a bare prototype of their own.)
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (forbidden.test(key)) return [...path, key.replace(/[\u0000-\u001f\u007f]/g, '?')].join('.');
    const at = controlCharacterAt(item, forbidden, [...path, key], depth + 1);
    if (at) return at;
  }
  return null;
}

const refuse = (field: string) => new ProblemError('validation', `${field}: must not contain control characters.`, [{ field, message: 'must not contain control characters' }]);

/**
 * Refuses, on every route of the service, path and query parameters holding any control character and JSON bodies
 * holding one other than tab, CR or LF: a 400 problem naming the field, before schema validation and handlers.
 */
export function refuseControlCharacters(server: FastifyInstance) {
  server.addHook('preValidation', async (request: FastifyRequest) => {
    const field =
      controlCharacterAt(request.params, IN_PARAMETER) ?? controlCharacterAt(request.query, IN_PARAMETER) ?? controlCharacterAt(request.body, IN_BODY);
    if (field) throw refuse(field);
  });
}

/** What the schemas say of text parameters, so the OpenAPI tells callers (and fuzzers) what the guard refuses. */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001f\\u007f]*$';

type Schema = Record<string, unknown>;
const isObject = (s: unknown): s is Schema => typeof s === 'object' && s !== null && !Array.isArray(s);
/** A text schema with no rule of its own on the characters gets the pattern. */
function declared(s: unknown): unknown {
  if (!isObject(s)) return s;
  if (s.type === 'string' && !('pattern' in s) && !('enum' in s) && !('format' in s) && !('const' in s)) return { ...s, pattern: NO_CONTROL_CHARACTERS };
  if (s.type === 'array' && isObject(s.items)) return { ...s, items: declared(s.items) };
  return s;
}
const withProperties = (s: unknown) =>
  isObject(s) && isObject(s.properties) ? { ...s, properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, declared(v)])) } : s;

/** Declares NO_CONTROL_CHARACTERS on the text query and path parameters of every route (copies; schemas are shared). */
export function declareNoControlCharacters(server: FastifyInstance) {
  server.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    route.schema = { ...schema, ...(schema.querystring ? { querystring: withProperties(schema.querystring) } : {}), ...(schema.params ? { params: withProperties(schema.params) } : {}) };
  });
}
