import type { FastifyPluginAsync, FastifyPluginCallback, FastifyServerOptions } from 'fastify';
import { ConfigError, loadConfig, type BaseConfig } from './config';
import { createServer, listen, type ServerOptions } from './create-server';

/** A service's app plugin, as written with or without fastify-plugin. */
export type ServiceApp<C> = FastifyPluginAsync<{ config: C }> | FastifyPluginCallback<{ config: C }>;

export interface ServiceDefinition<C extends BaseConfig> {
  name: string;
  configSchema: Parameters<typeof loadConfig>[1];
  app: ServiceApp<C>;
  openapi?: ServerOptions['openapi'];
  fastify?: FastifyServerOptions;
  /** See ServerOptions.unknownQuery. */
  unknownQuery?: ServerOptions['unknownQuery'];
}

/** What each service's server.ts runs: validate the environment, build, listen, shut down gracefully. */
export async function runService<C extends BaseConfig>(definition: ServiceDefinition<C>): Promise<void> {
  let config: C;
  try {
    config = loadConfig<C>(definition.name, definition.configSchema);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  const server = await createServer({ name: definition.name, config, openapi: definition.openapi, fastify: definition.fastify, unknownQuery: definition.unknownQuery });
  await server.register(definition.app, { config });
  await listen(server, config);
}
