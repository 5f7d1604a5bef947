import type { FastifyInstance } from 'fastify';
import { employeeCompetencyEvents, type EmployeeCompetencyEvent } from '@firecrest/contracts';
import { insertRunOrEach } from '@firecrest/service-kit';
import { STATUS_RUN } from './competency-status';

/**
 * Keeps a copy of every employee competency (svc-training owns them) for the area and personnel status screens and
 * the dashboard, which count them by station: no call to svc-training on a page load. Idempotent: an older event
 * never overwrites a newer copy, and deletions leave a tombstone. A run of events (an LMS import, a bulk load, a
 * replay) is written as one insert of new copies, so 100,000 new competencies are not 200,000 round trips to the store.
 * The people whose copies were written are then refreshed in the status rows and counts (competency-status.ts).
 */
export function subscribeCompetencyCopies(fastify: FastifyInstance) {
  const Copies = fastify.personnel.CompetencyCopy;
  const upsert = async (id: number, fields: Record<string, unknown>, at: Date) => {
    const existing = await Copies.findById(id, { lastModifiedDate: 1 }).lean();
    if (existing && existing.lastModifiedDate > at) return;
    await Copies.updateOne({ _id: id }, { $set: { ...fields, lastModifiedDate: at } }, { upsert: true });
  };
  /** The people holding these copies now (a copy moved to another person leaves the first one too). */
  const holders = async (ids: number[]) => (await Copies.find({ _id: { $in: ids } }, { employeeId: 1 }).lean()).map((c) => c.employeeId);
  const status = fastify.competencyStatus;
  const fieldsOf = (e: EmployeeCompetencyEvent) => ({ employeeId: e.employeeId, competencyId: e.competencyId, statusId: e.statusId, startDate: e.startDate, expiryDate: e.expiryDate, deleted: false });
  const apply = async ({ payload: e }: { payload: EmployeeCompetencyEvent }) => {
    const before = await holders([e.id]);
    await upsert(e.id, fieldsOf(e), new Date(e.lastModifiedDate));
    await status.refresh([...before, e.employeeId]);
  };
  /** The newest event of each competency in the run, inserted together; copies that exist take the one-row rule. */
  const applyRun = async (events: { payload: EmployeeCompetencyEvent }[]) => {
    const newest = new Map<number, EmployeeCompetencyEvent>();
    for (const { payload: e } of events) {
      const held = newest.get(e.id);
      if (!held || new Date(held.lastModifiedDate) <= new Date(e.lastModifiedDate)) newest.set(e.id, e);
    }
    const before = await holders([...newest.keys()]);
    await insertRunOrEach(
      [...newest.values()],
      (run) => Copies.collection.insertMany(run.map((e) => ({ _id: e.id, ...fieldsOf(e), lastModifiedDate: new Date(e.lastModifiedDate) })) as never[], { ordered: false }),
      (e) => upsert(e.id, fieldsOf(e), new Date(e.lastModifiedDate)),
    );
    await status.refresh([...before, ...[...newest.values()].map((e) => e.employeeId)]);
  };
  const options = { group: 'competency-copies', fromBeginning: true };
  fastify.events.subscribe(employeeCompetencyEvents.created, apply, { ...options, batch: applyRun, run: STATUS_RUN });
  fastify.events.subscribe(employeeCompetencyEvents.updated, apply, { ...options, batch: applyRun, run: STATUS_RUN });
  fastify.events.subscribe(
    employeeCompetencyEvents.deleted,
    async ({ payload }) => {
      const at = new Date(payload.lastModifiedDate);
      const existing = await Copies.findById(payload.id, { lastModifiedDate: 1, employeeId: 1 }).lean();
      if (existing && existing.lastModifiedDate > at) return;
      await Copies.updateOne({ _id: payload.id }, { $set: { deleted: true, lastModifiedDate: at } });
      if (existing) await status.refresh([existing.employeeId]);
    },
    options,
  );
}
