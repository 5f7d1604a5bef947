import type { FromSchema } from 'json-schema-to-ts';
import { serviceConfigSchema } from '@firecrest/service-kit';

const url = { type: 'string', pattern: '^https?://' } as const;

export const configSchema = serviceConfigSchema(
  { port: 3000, db: 'firecrest_gateway' },
  {
    PUBLIC_API_URL: { ...url, default: 'http://127.0.0.1:3001' },
    WEBHOOKS_URL: { ...url, default: 'http://127.0.0.1:3002' },
    LMS_URL: { ...url, default: 'http://127.0.0.1:3003' },
    SCHEDULER_URL: { ...url, default: 'http://127.0.0.1:3004' },
    PERSONNEL_URL: { ...url, default: 'http://127.0.0.1:3005' },
    TRAINING_URL: { ...url, default: 'http://127.0.0.1:3006' },
    SYSTEM_URL: { ...url, default: 'http://127.0.0.1:3007' },
    /** The first administrator, created on first start when no user exists. */
    ADMIN_USERNAME: { type: 'string', minLength: 3, default: 'admin' },
    /** Initial admin password; when unset one is generated and printed once. Must be changed at first login. */
    ADMIN_PASSWORD: { type: 'string', minLength: 10 },
    SESSION_IDLE_MINUTES: { type: 'integer', minimum: 5, default: 480 },
    LOGIN_MAX_ATTEMPTS: { type: 'integer', minimum: 1, default: 5 },
    PASSWORD_MAX_AGE_DAYS: { type: 'integer', minimum: 0, default: 90 },
    /** Requests per minute per REST API key. */
    API_RATE_LIMIT_PER_MINUTE: { type: 'integer', minimum: 1, default: 600 },
    /** Set behind HTTPS so the session cookie is never sent in clear. */
    COOKIE_SECURE: { type: 'boolean', default: false },
  },
);

export type GatewayConfig = FromSchema<typeof configSchema>;
