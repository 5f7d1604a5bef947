import { envSchema } from 'env-schema';
import type { FromSchema } from 'json-schema-to-ts';
import { DEFAULT_KAFKA_BROKERS, DEFAULT_MONGO_URL } from '@firecrest/contracts';

/** Settings every service reads from its environment. Services spread these properties into their own schema. */
export const baseConfigProperties = {
  NODE_ENV: { type: 'string', enum: ['development', 'test', 'production'], default: 'development' },
  HOST: { type: 'string', default: '127.0.0.1' },
  PORT: { type: 'integer', minimum: 0, maximum: 65535 },
  LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
  MONGO_URL: { type: 'string', pattern: '^mongodb(\\+srv)?://', default: DEFAULT_MONGO_URL },
  MONGO_DB: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,63}$' },
  KAFKA_BROKERS: { type: 'string', pattern: '^[^,\\s]+:[0-9]+(,[^,\\s]+:[0-9]+)*$', default: DEFAULT_KAFKA_BROKERS },
  /**
   * Copies of each topic this service creates, one per broker (3 with three brokers; the brokers'
   * `min.insync.replicas` of 2 then keeps acknowledged writes through one broker's loss).
   */
  KAFKA_REPLICATION_FACTOR: { type: 'integer', minimum: 1, default: 1 },
  /** Isolates topics and consumer groups, e.g. per test run. */
  KAFKA_TOPIC_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9._-]*$', default: '' },
  /**
   * Appended to this service's consumer group names. A new value with an empty database rebuilds a read model by
   * replaying every topic from the start, next to the running one.
   */
  KAFKA_GROUP_SUFFIX: { type: 'string', pattern: '^[A-Za-z0-9._-]*$', default: '' },
  /** Kafka SASL credentials (compose.yaml: SCRAM-SHA-256); none locally, where the broker listens on loopback only. */
  KAFKA_SASL_MECHANISM: { type: 'string', enum: ['plain', 'scram-sha-256', 'scram-sha-512'], default: 'scram-sha-256' },
  KAFKA_SASL_USERNAME: { type: 'string', minLength: 1 },
  KAFKA_SASL_PASSWORD: { type: 'string', minLength: 1 },
  /** Shared with the gateway, which signs the identity it passes to services with it. */
  INTERNAL_TOKEN_SECRET: { type: 'string', minLength: 16, default: 'firecrest-dev-internal-token-secret' },
} as const;

export const baseConfigSchema = {
  type: 'object',
  required: ['PORT', 'MONGO_DB'],
  properties: baseConfigProperties,
} as const;
export type BaseConfig = FromSchema<typeof baseConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment against a service's config schema and returns the typed config.
 * A missing or bad value stops start-up with a message naming the variable and what it must be.
 */
export function loadConfig<T extends BaseConfig>(
  service: string,
  schema: { type: 'object'; properties: object; required?: readonly string[] },
  env: Record<string, string | undefined> = process.env,
): T {
  let config: T;
  try {
    config = envSchema<T>({ schema, data: env, dotenv: false });
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string; message?: string; params?: Record<string, unknown> }[] }).errors;
    const lines = (errors ?? []).map((e) => {
      const name = e.instancePath.replace(/^\//, '') || String(e.params?.missingProperty ?? '');
      const got = name && env[name] !== undefined ? ` (got ${JSON.stringify(env[name])})` : '';
      return e.params?.missingProperty ? `${name} is required` : `${name} ${e.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration for ${service}: ${lines.join('; ') || (error as Error).message}`);
  }
  if (config.NODE_ENV === 'production' && config.INTERNAL_TOKEN_SECRET === baseConfigProperties.INTERNAL_TOKEN_SECRET.default) {
    throw new ConfigError(`Invalid configuration for ${service}: INTERNAL_TOKEN_SECRET must be set in production`);
  }
  return config;
}

/** A service's config schema: the base settings with its own port and database defaults, plus its extras. */
export function serviceConfigSchema<const P extends Record<string, object> = Record<never, never>>(
  defaults: { port: number; db: string },
  extra: P = {} as P,
) {
  return {
    type: 'object',
    required: ['PORT', 'MONGO_DB'],
    properties: {
      ...baseConfigProperties,
      PORT: { ...baseConfigProperties.PORT, default: defaults.port },
      MONGO_DB: { ...baseConfigProperties.MONGO_DB, default: defaults.db },
      ...extra,
    },
  } as const;
}
