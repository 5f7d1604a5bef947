import type { FastifyInstance } from 'fastify';
import type { EventContract } from '@firecrest/contracts';
import type { BatchHandler, EventHandler } from '@firecrest/service-kit';
import { READ_MODEL } from '../models/read-model-version';

/**
 * Subscribes a projection handler to one topic in the read model's consumer group (replayed from the start), and
 * marks a read-model change once the handler's writes are done, so no cached answer outlives the data it came from.
 */
export function subscribeReadModel<T>(fastify: FastifyInstance, contract: EventContract<T>, handler: EventHandler<T>, batch?: BatchHandler<T>) {
  const changes = fastify.readModelChanges;
  fastify.events.subscribe(
    contract,
    async (event) => {
      await handler(event);
      await changes.mark();
    },
    {
      ...READ_MODEL,
      batch:
        batch &&
        (async (run) => {
          await batch(run);
          await changes.mark();
        }),
    },
  );
}
