import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import type { EntityEvents } from '@firecrest/contracts';
import { raiseChangeBlocks } from '../models/change-blocks';
import { applyIfNewer, applyManyIfNewer, tombstoneIfNewer } from './apply-if-newer';
import { subscribeReadModel } from './read-model-subscription';

/** The newest payload of each id in a run of events (an entity's events share a key, so they arrive in order). */
function newestById<P extends { id: number; lastModifiedDate: string }>(payloads: P[]): P[] {
  const newest = new Map<number, P>();
  for (const p of payloads) {
    const held = newest.get(p.id);
    if (!held || held.lastModifiedDate <= p.lastModifiedDate) newest.set(p.id, p);
  }
  return [...newest.values()];
}

/**
 * Keeps one view of an entity from its three topics: created and updated write the row when newer, deleted leaves
 * a tombstone; `afterChange` then refreshes what other rows copy from it. All read-model handlers share one consumer
 * group, which handles one partition's run of messages at a time: a handler can read other views without racing
 * their handlers. Runs of several events (bulk loads, replays) are written in bulk.
 */
export function subscribeEntity<E extends { id: number; lastModifiedDate: string }, V extends { _id: number; lastModifiedDate: Date }>(
  fastify: FastifyInstance,
  events: EntityEvents<E>,
  model: Model<V>,
  toFields: (payload: E) => Partial<Omit<V, '_id' | 'deleted' | 'lastModifiedDate'>>,
  afterChange?: (ids: number[]) => Promise<void>,
) {
  const fields = (p: E) => ({ ...toFields(p), deleted: false, lastModifiedDate: new Date(p.lastModifiedDate) }) as unknown as Omit<V, '_id'>;
  // before the rows: a cursor view's change blocks must cover every row a reader can meet
  const raiseBlocks = (payloads: { id: number; lastModifiedDate: string }[]) =>
    raiseChangeBlocks(model, payloads.map((p) => ({ id: p.id, lastModifiedDate: new Date(p.lastModifiedDate) })));
  const upsert = async (run: { payload: E }[]) => {
    const newest = newestById(run.map((e) => e.payload));
    await raiseBlocks(newest);
    await applyManyIfNewer(model, newest.map((p) => ({ id: p.id, fields: fields(p) })));
    await afterChange?.(newest.map((p) => p.id));
  };
  const upsertOne = async ({ payload }: { payload: E }) => {
    await raiseBlocks([payload]);
    await applyIfNewer(model, payload.id, fields(payload));
    await afterChange?.([payload.id]);
  };
  subscribeReadModel(fastify, events.created, upsertOne, upsert);
  subscribeReadModel(fastify, events.updated, upsertOne, upsert);

  const tombstone = async (payloads: { id: number; lastModifiedDate: string }[]) => {
    const newest = newestById(payloads);
    await raiseBlocks(newest);
    await tombstoneIfNewer(model, newest.map((p) => ({ id: p.id, lastModifiedDate: new Date(p.lastModifiedDate) })));
    await afterChange?.(newest.map((p) => p.id));
  };
  subscribeReadModel(fastify, events.deleted, ({ payload }) => tombstone([payload]), (run) => tombstone(run.map((e) => e.payload)));
}
