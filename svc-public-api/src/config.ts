import { serviceConfigSchema, type BaseConfig, type ServerOptions } from '@firecrest/service-kit';
import { LANGUAGES, webhookOpenApi, type Language } from '@firecrest/contracts';

export const configSchema = serviceConfigSchema(
  { port: 3001, db: 'firecrest_public_api' },
  {
    /** Rows a report may hold: a preview or an export of more answers "too large, use filters" (spec §8.2). */
    REPORT_ROW_LIMIT: { type: 'integer', minimum: 1, default: 1_000_000 },
    /** Rows an Excel or PDF is made of at once; a larger one is queued as a report download. */
    REPORT_DIRECT_ROWS: { type: 'integer', minimum: 1, default: 5_000 },
    /** Rows a PDF may hold. */
    REPORT_PDF_ROWS: { type: 'integer', minimum: 1, default: 20_000 },
    /** Days a report download is kept. */
    REPORT_DOWNLOAD_DAYS: { type: 'integer', minimum: 1, default: 7 },
    /** The language of report files for a user who chose none on their profile (issue 36; the portal's DEFAULT_LANGUAGE). */
    DEFAULT_LANGUAGE: { type: 'string', enum: [...LANGUAGES], default: 'en-GB' },
  },
);
export type PublicApiConfig = BaseConfig & { REPORT_ROW_LIMIT: number; REPORT_DIRECT_ROWS: number; REPORT_PDF_ROWS: number; REPORT_DOWNLOAD_DAYS: number; DEFAULT_LANGUAGE: Language };

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
