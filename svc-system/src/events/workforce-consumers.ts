import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import { employeeCompetencyEvents, employeeEvents, employeeSubjectAreaEvents, referenceItemChanged, type EntityEvents } from '@firecrest/contracts';
import { keepAllSkillStates, keepSkillStatesOf } from '../integrations/skill-states';

/** The reference kinds a skill mapping names (booking types: the booking-type mappings). */
const KINDS = new Set(['subjectArea', 'competency', 'subjectAreaStatus', 'competencyStatus', 'bookingType']);

/**
 * Keeps a copy of an entity from its created/updated/deleted events (idempotent: replace by id, delete by id), then
 * keeps the skill states of the employees the copies were and are about (a record moved to another person: both),
 * once for a run of events (runs of 100: one keeping's reads stay well inside the consumer's session).
 */
function mirror<E extends { id: number }, D extends { _id: number }>(
  fastify: FastifyInstance,
  events: EntityEvents<E>,
  model: Model<D>,
  toDoc: (e: E) => D,
  employeeOf: (doc: D) => number,
) {
  const options = { group: 'workforce', fromBeginning: true, run: 100 };
  const keep = (docs: (D | null)[]) => keepSkillStatesOf(fastify.system, docs.filter((d): d is D => d !== null).map(employeeOf));
  const upsert = async (e: E) => {
    const doc = toDoc(e);
    const before = await model.findOneAndReplace({ _id: doc._id }, doc as never, { upsert: true }).lean<D>();
    return [before, doc];
  };
  const remove = async (e: { id: number }) => [await model.findOneAndDelete({ _id: e.id }).lean<D>()];
  const subscribe = <P>(contract: Parameters<typeof fastify.events.subscribe<P>>[0], apply: (payload: P) => Promise<(D | null)[]>) =>
    fastify.events.subscribe(contract, async ({ payload }) => keep(await apply(payload)), {
      ...options,
      batch: async (run) => {
        const docs: (D | null)[] = [];
        for (const { payload } of run) docs.push(...(await apply(payload)));
        await keep(docs);
      },
    });
  subscribe(events.created, upsert);
  subscribe(events.updated, upsert);
  subscribe(events.deleted, remove);
}

/** The workforce facts the skill mappings are computed from, fed by the owners' events. */
export function subscribeWorkforce(fastify: FastifyInstance) {
  const m = fastify.system;
  mirror(fastify, employeeEvents, m.Employee, (e) => ({ _id: e.id, firstName: e.firstName, lastName: e.lastName, gartanId: e.gartanId }), (d) => d._id);
  mirror(fastify, employeeSubjectAreaEvents, m.EmployeeSubjectArea, (e) => ({ _id: e.id, employeeId: e.employeeId, subjectAreaId: e.subjectAreaId, statusId: e.statusId }), (d) => d.employeeId);
  mirror(fastify, employeeCompetencyEvents, m.EmployeeCompetency, (e) => ({
    _id: e.id,
    employeeId: e.employeeId,
    competencyId: e.competencyId,
    statusId: e.statusId,
    startDate: e.startDate,
    endDate: e.endDate,
    expiryDate: e.expiryDate,
  }), (d) => d.employeeId);
  fastify.events.subscribe(
    referenceItemChanged,
    async ({ payload: r }) => {
      if (!KINDS.has(r.kind)) return;
      const _id = `${r.kind}:${r.id}`;
      if (r.deleted) await m.Reference.deleteOne({ _id });
      else await m.Reference.replaceOne({ _id }, { _id, kind: r.kind, itemId: r.id, code: r.code, name: r.name }, { upsert: true });
      // Which subject areas count as active follows the statuses' names: every skill state again (a rare change).
      if (r.kind === 'subjectAreaStatus') await keepAllSkillStates(m);
    },
    { group: 'workforce', fromBeginning: true },
  );
}
