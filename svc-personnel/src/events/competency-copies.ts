import type { FastifyInstance } from 'fastify';
import { employeeCompetencyEvents, type EmployeeCompetencyEvent } from '@firecrest/contracts';

/**
 * Keeps a copy of every employee competency (svc-training owns them) for the area and personnel status screens and
 * the dashboard, which count them by station: no call to svc-training on a page load. Idempotent: an older event
 * never overwrites a newer copy, and deletions leave a tombstone.
 */
export function subscribeCompetencyCopies(fastify: FastifyInstance) {
  const Copies = fastify.personnel.CompetencyCopy;
  const upsert = async (id: number, fields: Record<string, unknown>, at: Date) => {
    const existing = await Copies.findById(id, { lastModifiedDate: 1 }).lean();
    if (existing && existing.lastModifiedDate > at) return;
    await Copies.updateOne({ _id: id }, { $set: { ...fields, lastModifiedDate: at } }, { upsert: true });
  };
  const apply = ({ payload: e }: { payload: EmployeeCompetencyEvent }) =>
    upsert(e.id, { employeeId: e.employeeId, competencyId: e.competencyId, statusId: e.statusId, startDate: e.startDate, expiryDate: e.expiryDate, deleted: false }, new Date(e.lastModifiedDate));
  const options = { group: 'competency-copies', fromBeginning: true };
  fastify.events.subscribe(employeeCompetencyEvents.created, apply, options);
  fastify.events.subscribe(employeeCompetencyEvents.updated, apply, options);
  fastify.events.subscribe(
    employeeCompetencyEvents.deleted,
    async ({ payload }) => {
      const at = new Date(payload.lastModifiedDate);
      const existing = await Copies.findById(payload.id, { lastModifiedDate: 1 }).lean();
      if (existing && existing.lastModifiedDate > at) return;
      await Copies.updateOne({ _id: payload.id }, { $set: { deleted: true, lastModifiedDate: at } });
    },
    options,
  );
}
