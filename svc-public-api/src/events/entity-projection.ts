import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import type { EntityEvents } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';

export const READ_MODEL = { group: 'read-model', fromBeginning: true } as const;

/**
 * Keeps one view of an entity from its three topics: created and updated write the row when newer, deleted leaves
 * a tombstone; `afterChange` then refreshes what other rows copy from it. All read-model handlers share one consumer
 * group, which handles one message at a time: a handler can read other views without racing their handlers.
 */
export function subscribeEntity<E extends { id: number; lastModifiedDate: string }, V extends { lastModifiedDate: Date }>(
  fastify: FastifyInstance,
  events: EntityEvents<E>,
  model: Model<V>,
  toFields: (payload: E) => Partial<Omit<V, '_id' | 'deleted' | 'lastModifiedDate'>>,
  afterChange?: (id: number) => Promise<void>,
) {
  const upsert = async ({ payload }: { payload: E }) => {
    await applyIfNewer(model, payload.id, { ...toFields(payload), deleted: false, lastModifiedDate: new Date(payload.lastModifiedDate) } as unknown as Omit<V, '_id'>);
    await afterChange?.(payload.id);
  };
  fastify.events.subscribe(events.created, upsert, READ_MODEL);
  fastify.events.subscribe(events.updated, upsert, READ_MODEL);
  fastify.events.subscribe(
    events.deleted,
    async ({ payload }) => {
      const modified = new Date(payload.lastModifiedDate);
      await model.updateOne({ _id: payload.id, lastModifiedDate: { $lte: modified } } as never, { $set: { deleted: true, lastModifiedDate: modified } } as never);
      await afterChange?.(payload.id);
    },
    READ_MODEL,
  );
}
