import type { FastifyInstance } from 'fastify';
import { isDuplicateKey } from '@firecrest/service-kit';
import { modelsDescribed } from '@firecrest/contracts';

/**
 * Keeps the latest description each service published of its models (the schema diagrams' source). Read from the
 * start of the (compacted) topic, so a new svc-system learns every service's models without waiting for restarts.
 */
export function subscribeModelDescriptions(fastify: FastifyInstance) {
  const stored = fastify.system.ModelDescriptions;
  fastify.events.subscribe(
    modelsDescribed,
    async ({ payload }) => {
      const describedAt = new Date(payload.describedAt);
      try {
        // Only a newer description replaces the stored one: a redelivered older event changes nothing.
        await stored.updateOne({ _id: payload.service, describedAt: { $lte: describedAt } }, { $set: { describedAt, models: payload.models } }, { upsert: true });
      } catch (err) {
        // The upsert met the newer description already stored.
        if (!isDuplicateKey(err)) throw err;
      }
    },
    { group: 'model-descriptions', fromBeginning: true },
  );
}
