import { serviceConfigSchema, type BaseConfig } from '@firecrest/service-kit';

export const configSchema = serviceConfigSchema(
  { port: 3002, db: 'firecrest_webhooks' },
  {
    /** Encrypts signing secrets, API keys and client secrets at rest (any string; a SHA-256 of it is the AES-256 key). */
    WEBHOOKS_SECRET_KEY: { type: 'string', minLength: 16, default: 'firecrest-dev-webhooks-secret-key' },
    /**
     * Hosts or addresses a target may be although they are loopback, private, link-local or metadata addresses
     * (comma-separated, e.g. `127.0.0.1,localhost`); empty refuses them all.
     */
    WEBHOOKS_ALLOWED_HOSTS: { type: 'string', default: '' },
    WEBHOOKS_TIMEOUT_MS: { type: 'integer', minimum: 10, default: 15_000 },
    /** Waits after each failed attempt (comma-separated ms); the default is the schedule of the best platforms. */
    WEBHOOKS_RETRY_SCHEDULE_MS: { type: 'string', pattern: '^[0-9]+(,[0-9]+)*$', default: '0,5000,300000,1800000,7200000,18000000,36000000,36000000' },
    /** Deliveries under way at once to one target host, and in all. */
    WEBHOOKS_CONCURRENCY_PER_HOST: { type: 'integer', minimum: 1, default: 64 },
    WEBHOOKS_CONCURRENCY: { type: 'integer', minimum: 1, default: 256 },
    /** How often the worker looks for due notifications when nothing woke it (other instances' work, retries). */
    WEBHOOKS_POLL_MS: { type: 'integer', minimum: 10, default: 1_000 },
    /**
     * How much longer than the timeout an attempt may stay claimed before another instance takes it (its claimer
     * died mid-send; the receiver may get it twice, with the same webhook-id).
     */
    WEBHOOKS_CLAIM_MARGIN_MS: { type: 'integer', minimum: 0, default: 30_000 },
  },
);
export type WebhooksConfig = BaseConfig & {
  WEBHOOKS_SECRET_KEY: string;
  WEBHOOKS_ALLOWED_HOSTS: string;
  WEBHOOKS_TIMEOUT_MS: number;
  WEBHOOKS_RETRY_SCHEDULE_MS: string;
  WEBHOOKS_CONCURRENCY_PER_HOST: number;
  WEBHOOKS_CONCURRENCY: number;
  WEBHOOKS_POLL_MS: number;
  WEBHOOKS_CLAIM_MARGIN_MS: number;
};
