import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { allPermissions, type PermissionMap } from '@firecrest/contracts';
import { loadConfig, type BaseConfig } from '../config';
import { createServer, type ServerOptions } from '../create-server';
import type { ServiceApp } from '../run-service';
import { signIdentitySync, IDENTITY_HEADER, type Identity } from '../identity';

export * from './instance-process';
export * from './pdf-text';

export interface TestService<C extends BaseConfig> {
  server: FastifyInstance;
  config: C;
  /** Headers that make a request arrive as the given user, as if through the gateway. */
  as(user?: Partial<Identity> & { permissions?: PermissionMap }): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A Kafka topic prefix of this test run's own (`test.<run>.<unique>.`): the run's teardown deletes its topics. */
export const testTopicPrefix = () => `test.${process.env.FIRECREST_TEST_RUN ?? 'adhoc'}.${uniqueSuffix()}.`;

/**
 * Builds a service in process against the real infrastructure, with its own database and Kafka topic prefix
 * so tests never see each other's data. The database is dropped on close.
 */
export async function buildTestService<C extends BaseConfig>(
  name: string,
  schema: Parameters<typeof loadConfig>[1],
  app: ServiceApp<C>,
  env: Record<string, string> = {},
  openapi?: ServerOptions['openapi'],
  server?: Pick<ServerOptions, 'unknownQuery' | 'openapi'>,
): Promise<TestService<C>> {
  const suffix = uniqueSuffix();
  const config = loadConfig<C>(name, schema, {
    ...process.env,
    PORT: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MONGO_DB: `test_${name.replace(/[^a-z0-9]/gi, '_')}_${suffix}`,
    KAFKA_TOPIC_PREFIX: testTopicPrefix(),
    ...env,
  });
  const fastify = await createServer({ name, config, openapi, ...server });
  await fastify.register(app, { config });
  await fastify.ready();
  return {
    server: fastify,
    config,
    as: async (user = {}) => {
      const identity: Identity = {
        id: 'test-user',
        username: 'test.user',
        name: 'Test User',
        mustChangePassword: false,
        accessAllLocations: true,
        roles: ['Administrator'],
        permissions: allPermissions(),
        via: 'session',
        ...user,
      };
      // A service accepts each token once, so the header signs a fresh one every time a request reads it.
      const headers: Record<string, string> = {};
      Object.defineProperty(headers, IDENTITY_HEADER, { enumerable: true, get: () => signIdentitySync(identity, config.INTERNAL_TOKEN_SECRET, name) });
      return headers;
    },
    close: async () => {
      if (fastify.hasDecorator('db')) await fastify.db.dropDatabase().catch(() => undefined);
      await fastify.close();
    },
  };
}
