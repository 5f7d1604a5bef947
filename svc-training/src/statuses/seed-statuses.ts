import type { FastifyInstance } from 'fastify';
import { referenceItemChanged, type ReferenceKind } from '@firecrest/contracts';
import { isDuplicateKey, referenceEvent, reserveIds } from '@firecrest/service-kit';

/** The statuses the rules depend on (spec §4.2 and the API samples), created once. */
const STATUSES: Partial<Record<ReferenceKind, string[]>> = {
  competencyStatus: ['UNASSESSED', 'PASS', 'PASS with Minor Needs', 'FAIL', 'EXPIRED'],
  subjectAreaStatus: ['Unassessed', 'Active', 'Suspended', 'Expired'],
};

/**
 * Seeds each kind once, however many instances start together. The ids come from a claim kept beside the counters
 * (`seed:<kind>`, the first id of the kind's statuses): the instance whose claim is stored first decides them, every
 * other one writes the same ids, so a second writer meets a duplicate key instead of adding a copy, and an instance
 * that died half way through is completed by the next start. `seeded:<kind>` then says it is done, so a status an
 * administrator deleted is not brought back.
 */
export async function seedStatuses(fastify: FastifyInstance) {
  const { ReferenceItem: Items, Counter } = fastify.training;
  for (const [kind, names] of Object.entries(STATUSES) as [ReferenceKind, string[]][]) {
    const claimId = `seed:${kind}`;
    if (await Counter.exists({ _id: `seeded:${kind}` })) continue;
    let claim = await Counter.findById(claimId).lean();
    // A store seeded before the claim existed.
    if (!claim && (await Items.exists({ kind }))) continue;
    if (!claim) {
      const first = await reserveIds(Counter, kind, names.length);
      try {
        await Counter.collection.insertOne({ _id: claimId as never, seq: first });
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      claim = await Counter.findById(claimId).lean();
    }
    const first = claim!.seq;
    for (const [i, name] of names.entries()) {
      const itemId = first + i;
      try {
        const item = await Items.create({ _id: `${kind}:${itemId}`, kind, itemId, code: '', name, lastModifiedDate: new Date() });
        await fastify.events.publish(referenceItemChanged, referenceEvent(item), { key: item._id });
      } catch (err) {
        // Written by another instance (which publishes it).
        if (!isDuplicateKey(err)) throw err;
      }
    }
    await Counter.updateOne({ _id: `seeded:${kind}` }, { $setOnInsert: { seq: first } }, { upsert: true }).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
  }
}
