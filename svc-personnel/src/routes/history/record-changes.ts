import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldChanges } from '@firecrest/contracts';
import type { ChangeRecord } from '../../models/change-record';

const ACTIONS: Record<string, ChangeRecord['action']> = { POST: 'created', PUT: 'updated', DELETE: 'deleted' };

/**
 * Records every successful write of the routes in the caller's scope (an onSend hook, so it sees the stored item as
 * answered). `entityOf` names the entity of a request (the organisation lists serve several kinds).
 */
export function recordChanges(fastify: FastifyInstance, entityOf: (request: FastifyRequest) => string | null) {
  const History = fastify.personnel.ChangeRecord;
  fastify.addHook('onSend', async (request, reply, payload) => {
    const action = ACTIONS[request.method];
    const entity = action && reply.statusCode < 300 && !request.url.includes('/existing') && !request.url.includes('/bulk') ? entityOf(request) : null;
    if (!entity) return payload;
    let body: { id?: unknown } | null;
    try {
      body = typeof payload === 'string' && payload ? (JSON.parse(payload) as { id?: unknown }) : null;
    } catch {
      body = null;
    }
    const entityId = Number((request.params as { id?: unknown }).id ?? body?.id);
    if (!Number.isInteger(entityId)) return payload;
    const snapshot = action === 'deleted' ? null : body;
    const previous = action === 'created' ? null : await History.findOne({ entity, entityId }, { snapshot: 1 }).sort({ at: -1 }).lean();
    const ownerId = Number((request.params as { employeeId?: unknown }).employeeId ?? (entity === 'employee' ? entityId : NaN));
    await History.create({
      entity,
      entityId,
      action,
      userId: request.identity?.id ?? '',
      username: request.identity?.username ?? '',
      at: new Date(),
      snapshot,
      changes: action === 'deleted' ? [] : fieldChanges(previous?.snapshot ?? null, snapshot),
      employeeId: Number.isInteger(ownerId) ? ownerId : null,
    });
    return payload;
  });
}
