import type { FastifyInstance } from 'fastify';
import type { EventContract } from '@firecrest/contracts';
import type { BatchHandler, EventHandler } from '@firecrest/service-kit';
import { READ_MODEL } from '../models/read-model-version';

/**
 * Subscribes a projection handler to one topic in the read model's consumer group (replayed from the start), and
 * marks a read-model change once the handler is done, so no kept answer outlives the data it came from. A handler
 * that fails may have written part of its work: that is marked too.
 */
export function subscribeReadModel<T>(fastify: FastifyInstance, contract: EventContract<T>, handler: EventHandler<T>, batch?: BatchHandler<T>) {
  const changes = fastify.readModelChanges;
  const marking =
    <A>(handle: (arg: A) => Promise<void>) =>
    async (arg: A) => {
      try {
        await handle(arg);
      } finally {
        await changes.mark();
      }
    };
  fastify.events.subscribe(contract, marking(handler), { ...READ_MODEL, batch: batch && marking(batch) });
}
