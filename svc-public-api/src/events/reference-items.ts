import type { FastifyInstance } from 'fastify';
import { referenceItemChanged, type ReferenceItemEvent } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';
import type { Copies } from './copies';
import { subscribeReadModel } from './read-model-subscription';

export function subscribeReferenceItemEvents(fastify: FastifyInstance, copy: Copies) {
  const apply = async (items: ReferenceItemEvent[]) => {
    for (const item of items) {
      await applyIfNewer(fastify.views.ReferenceView, `${item.kind}:${item.id}`, {
        kind: item.kind,
        itemId: item.id,
        code: item.code,
        codeLower: item.code.toLowerCase(),
        name: item.name,
        nameLower: item.name.toLowerCase(),
        deleted: item.deleted,
        lastModifiedDate: new Date(item.lastModifiedDate),
      });
    }
    await copy.referenceItems(items);
  };
  subscribeReadModel(fastify, referenceItemChanged, ({ payload }) => apply([payload]), (run) => apply(run.map((e) => e.payload)));
}
