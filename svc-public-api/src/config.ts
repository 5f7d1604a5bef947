import { serviceConfigSchema, type ServerOptions } from '@firecrest/service-kit';
import { webhookOpenApi } from '@firecrest/contracts';

export const configSchema = serviceConfigSchema({ port: 3001, db: 'firecrest_public_api' });

/**
 * Unknown query parameters are let through unread (spec §9: clients may send parameters a version does not know);
 * the OpenAPI names the API key every call carries (checked by the gateway).
 */
export const serverOptions: Pick<ServerOptions, 'unknownQuery' | 'openapi'> = {
  unknownQuery: 'ignore',
  openapi: {
    title: 'Firecrest REST API v1',
    description: 'Read-only access for integrators. Authenticate with the X-API-Key header; dates are ISO 8601 UTC. Errors are RFC 9457 problem details (application/problem+json).',
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    security: [{ apiKey: [] }],
    // What svc-webhooks POSTs to subscribers (docs/webhooks.md).
    webhooks: webhookOpenApi(),
  },
};
