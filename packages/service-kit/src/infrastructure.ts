import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BaseConfig } from './config';
import { mongoPlugin } from './mongo';
import { kafkaSasl } from './broker-credentials';
import { eventBusPlugin } from './kafka/event-bus';
import { jobsPlugin } from './jobs';
import { healthPlugin } from './health';
import { outboxPlugin } from './outbox/outbox';
import { errorReporting } from './errors/error-reporting';
import { modelDescriptions } from './model-descriptions/publish-model-descriptions';

export interface InfrastructureOptions {
  service: string;
  config: BaseConfig;
  /** Start agenda for this service's background jobs. */
  jobs?: boolean;
}

/**
 * Database, broker, the outbox that relays stored events to it, jobs and health checks, in dependency order; once
 * ready, the description of the service's models (for the schema diagrams).
 */
export const infrastructure = fp<InfrastructureOptions>(
  async (fastify: FastifyInstance, { service, config, jobs }) => {
    await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB });
    await fastify.register(eventBusPlugin, {
      service,
      brokers: config.KAFKA_BROKERS.split(','),
      topicPrefix: config.KAFKA_TOPIC_PREFIX,
      groupSuffix: config.KAFKA_GROUP_SUFFIX,
      replicationFactor: config.KAFKA_REPLICATION_FACTOR,
      sasl: kafkaSasl(config),
    });
    await fastify.register(errorReporting, { service });
    await fastify.register(outboxPlugin);
    await fastify.register(modelDescriptions, { service });
    if (jobs) await fastify.register(jobsPlugin);
    await fastify.register(healthPlugin);
  },
  { name: 'firecrest-infrastructure' },
);
