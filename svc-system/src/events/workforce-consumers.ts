import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import { employeeCompetencyEvents, employeeEvents, employeeSubjectAreaEvents, referenceItemChanged, type EntityEvents } from '@firecrest/contracts';

/** The reference kinds a skill mapping names (booking types: the booking-type mappings). */
const KINDS = new Set(['subjectArea', 'competency', 'subjectAreaStatus', 'competencyStatus', 'bookingType']);

/** Keeps a copy of an entity from its created/updated/deleted events (idempotent: replace by id, delete by id). */
function mirror<E extends { id: number }, D extends { _id: number }>(fastify: FastifyInstance, events: EntityEvents<E>, model: Model<D>, toDoc: (e: E) => D) {
  const options = { group: 'workforce', fromBeginning: true };
  const upsert = async (e: E) => {
    const doc = toDoc(e);
    await model.replaceOne({ _id: doc._id }, doc as never, { upsert: true });
  };
  fastify.events.subscribe(events.created, ({ payload }) => upsert(payload), options);
  fastify.events.subscribe(events.updated, ({ payload }) => upsert(payload), options);
  fastify.events.subscribe(events.deleted, async ({ payload }) => void (await model.deleteOne({ _id: payload.id })), options);
}

/** The workforce facts the skill mappings are computed from, fed by the owners' events. */
export function subscribeWorkforce(fastify: FastifyInstance) {
  const m = fastify.system;
  mirror(fastify, employeeEvents, m.Employee, (e) => ({ _id: e.id, firstName: e.firstName, lastName: e.lastName, gartanId: e.gartanId }));
  mirror(fastify, employeeSubjectAreaEvents, m.EmployeeSubjectArea, (e) => ({ _id: e.id, employeeId: e.employeeId, subjectAreaId: e.subjectAreaId, statusId: e.statusId }));
  mirror(fastify, employeeCompetencyEvents, m.EmployeeCompetency, (e) => ({
    _id: e.id,
    employeeId: e.employeeId,
    competencyId: e.competencyId,
    statusId: e.statusId,
    startDate: e.startDate,
    endDate: e.endDate,
    expiryDate: e.expiryDate,
  }));
  fastify.events.subscribe(
    referenceItemChanged,
    async ({ payload: r }) => {
      if (!KINDS.has(r.kind)) return;
      const _id = `${r.kind}:${r.id}`;
      if (r.deleted) await m.Reference.deleteOne({ _id });
      else await m.Reference.replaceOne({ _id }, { _id, kind: r.kind, itemId: r.id, code: r.code, name: r.name }, { upsert: true });
    },
    { group: 'workforce', fromBeginning: true },
  );
}
