import type { FromSchema } from 'json-schema-to-ts';
import { mailLanguageConfigProperties, serviceConfigSchema } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema(
  { port: 3007, db: 'firecrest_system' },
  {
    /** Audit and error log entries older than this are deleted by the nightly retention job. */
    LOG_RETENTION_DAYS: { type: 'integer', minimum: 1, maximum: 3650, default: 365 },
    /** Most rows one log export may hold; a larger range is refused with 413 so the caller narrows the filters. */
    LOG_EXPORT_MAX_ROWS: { type: 'integer', minimum: 1, maximum: 100000, default: 10000 },
    /** Encrypts integration passwords and API keys at rest (AES-256-GCM with a key derived from it). */
    INTEGRATION_SECRET_KEY: { type: 'string', minLength: 16, default: 'firecrest-dev-integration-secret-key' },
    /** The language of e-mails to a user who chose none (issue 36). */
    ...mailLanguageConfigProperties,
  },
);
export type SystemConfig = FromSchema<typeof configSchema>;
