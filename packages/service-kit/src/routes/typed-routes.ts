import type { FastifyPluginAsyncJsonSchemaToTs, JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { JSONSchema } from 'json-schema-to-ts';

/** A shared schema a route names by `$ref` (its `$id`). */
export type JSONSchemaReference = JSONSchema & Readonly<{ $id: string }>;

/** json-schema-to-ts's reading of a route's schemas, with the shared schemas its `$ref`s name (`{ $ref: 'LocationBody#' }`). */
interface Reading<References extends readonly JSONSchemaReference[]> {
  ValidatorSchemaOptions: { references: [...References] };
  SerializerSchemaOptions: { references: [...References] };
}

/**
 * A plugin of routes whose handlers take their types from their schemas (issue 28): `request.params`, `query` and
 * `body` are what the route's schemas accept, and what a handler returns or sends must match the response schema of
 * its status code, so a schema and its handler cannot drift. Shared schemas named by `$ref` are listed in
 * `References`. Registered like any plugin.
 */
export type TypedRoutes<Options extends Record<string, unknown> = Record<never, never>, References extends readonly JSONSchemaReference[] = []> = FastifyPluginAsyncJsonSchemaToTs<
  Reading<References> & { Options: Options }
>;

/** The same instance, its routes typed from their schemas (for helpers that add routes to a plugin they are given). */
export const typedRoutes = <References extends readonly JSONSchemaReference[] = []>(fastify: FastifyInstance) =>
  fastify.withTypeProvider<JsonSchemaToTsProvider<Reading<References>>>();
