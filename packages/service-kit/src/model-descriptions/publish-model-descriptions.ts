import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { modelsDescribed } from '@firecrest/contracts';
import { describeModels } from './describe-model';

/**
 * Once the service is ready (every plugin has compiled its models), publishes what it stores as `modelsDescribed`,
 * keyed by the service: svc-system draws the schema diagrams from it without reading any service's source.
 */
export const modelDescriptions = fp<{ service: string }>(
  async (fastify: FastifyInstance, { service }) => {
    let publishing: Promise<void> = Promise.resolve();
    fastify.addHook('onReady', async () => {
      // Not awaited: the service serves without it; the outbox keeps it while the broker is away.
      publishing = fastify.events
        .publish(modelsDescribed, { service, describedAt: new Date().toISOString(), models: describeModels(fastify.db) }, { key: service })
        .catch((err: unknown) => fastify.log.error({ err }, 'model descriptions not published'));
    });
    // preClose: before any onClose hook disconnects the producer or the database.
    fastify.addHook('preClose', async () => publishing);
  },
  { name: 'firecrest-model-descriptions', dependencies: ['firecrest-mongo', 'firecrest-event-bus'] },
);
