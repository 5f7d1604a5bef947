import type { FastifyInstance } from 'fastify';
import { referenceItemChanged, type ReferenceKind } from '@firecrest/contracts';
import { nextId, referenceEvent } from '@firecrest/service-kit';

/** The statuses the rules depend on (spec §4.2 and the API samples), created once. */
const STATUSES: Partial<Record<ReferenceKind, string[]>> = {
  competencyStatus: ['UNASSESSED', 'PASS', 'PASS with Minor Needs', 'FAIL', 'EXPIRED'],
  subjectAreaStatus: ['Unassessed', 'Active', 'Suspended', 'Expired'],
};

export async function seedStatuses(fastify: FastifyInstance) {
  const { ReferenceItem: Items, Counter } = fastify.training;
  for (const [kind, names] of Object.entries(STATUSES) as [ReferenceKind, string[]][]) {
    if (await Items.exists({ kind })) continue;
    for (const name of names) {
      const itemId = await nextId(Counter, kind);
      const item = await Items.create({ _id: `${kind}:${itemId}`, kind, itemId, code: '', name, lastModifiedDate: new Date() });
      await fastify.events.publish(referenceItemChanged, referenceEvent(item), { key: item._id });
    }
  }
}
