import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import type { EventContract } from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';

/**
 * Writes a change of a workflow record (a status move, an evaluation) only if its status is still the one read, with
 * its `.updated` event through the outbox; a concurrent move answers a 409 instead of being overwritten.
 */
export async function writeIfUnchanged<D extends { _id: number; status: string; lastModifiedDate: Date }, E>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  model: Model<D>,
  read: D,
  set: Partial<D>,
  updated: EventContract<E>,
  toEvent: (doc: D) => E,
  /** More of what must still hold (e.g. `{ evaluation: null }`: evaluated once). */
  still: Record<string, unknown> = {},
): Promise<D> {
  const fields = { ...set, lastModifiedDate: new Date() };
  const pending = fastify.outbox.entry(updated, toEvent({ ...read, ...fields }), { key: String(read._id), requestId: request.id });
  const doc = await model
    .findOneAndUpdate({ ...still, _id: read._id, status: read.status } as never, { $set: { ...fields, ...fastify.outbox.setFor([pending]) } }, { returnDocument: 'after', strict: false })
    .lean<D>();
  if (!doc) throw new ProblemError('conflict', 'Someone else changed this record meanwhile; reload it and try again.');
  await fastify.outbox.relay(model, read._id, [pending]);
  return doc;
}
