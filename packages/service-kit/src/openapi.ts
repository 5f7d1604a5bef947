import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { problemSchema } from '@firecrest/contracts';

export interface OpenApiOptions {
  title: string;
  version?: string;
  description?: string;
  /** Shared schemas (with `$id`) the routes reference with `$ref`. */
  schemas?: object[];
  /** OpenAPI security schemes (e.g. an API key header) and the requirement every operation has. */
  securitySchemes?: Record<string, object>;
  security?: Record<string, string[]>[];
  /** OpenAPI 3.1 `webhooks`: the requests the service sends (e.g. svc-webhooks' payloads, described by the public API). */
  webhooks?: Record<string, object>;
}

/** OpenAPI 3.1 from the route schemas; `$id` names survive as component names. */
export const openApiPlugin = fp<OpenApiOptions>(
  async (fastify: FastifyInstance, options) => {
    for (const schema of [problemSchema, ...(options.schemas ?? [])]) fastify.addSchema(schema);
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: options.title, version: options.version ?? '1.0.0', description: options.description },
        ...(options.securitySchemes ? { components: { securitySchemes: options.securitySchemes } } : {}),
        ...(options.security ? { security: options.security } : {}),
        ...(options.webhooks ? { webhooks: options.webhooks } : {}),
      } as never,
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
    fastify.get('/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'firecrest-openapi' },
);
