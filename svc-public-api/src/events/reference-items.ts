import type { FastifyInstance } from 'fastify';
import { referenceItemChanged } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';

export function subscribeReferenceItemEvents(fastify: FastifyInstance) {
  fastify.events.subscribe(
    referenceItemChanged,
    async ({ payload }) =>
      applyIfNewer(fastify.views.ReferenceView, `${payload.kind}:${payload.id}`, {
        kind: payload.kind,
        itemId: payload.id,
        code: payload.code,
        codeLower: payload.code.toLowerCase(),
        name: payload.name,
        nameLower: payload.name.toLowerCase(),
        deleted: payload.deleted,
        lastModifiedDate: new Date(payload.lastModifiedDate),
      }),
    { group: 'read-model', fromBeginning: true },
  );
}
