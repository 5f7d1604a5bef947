import type { FastifyInstance } from 'fastify';
import { referenceItemChanged } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';
import type { Copies } from './copies';

export function subscribeReferenceItemEvents(fastify: FastifyInstance, copy: Copies) {
  fastify.events.subscribe(
    referenceItemChanged,
    async ({ payload }) => {
      await applyIfNewer(fastify.views.ReferenceView, `${payload.kind}:${payload.id}`, {
        kind: payload.kind,
        itemId: payload.id,
        code: payload.code,
        codeLower: payload.code.toLowerCase(),
        name: payload.name,
        nameLower: payload.name.toLowerCase(),
        deleted: payload.deleted,
        lastModifiedDate: new Date(payload.lastModifiedDate),
      });
      await copy.referenceItem(payload.kind, payload.id);
    },
    { group: 'read-model', fromBeginning: true },
  );
}
