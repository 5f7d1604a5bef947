import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import { employeeEvents, locationCreated, locationDeleted, locationUpdated, referenceItemChanged, type EmployeeEvent, type LocationEvent } from '@firecrest/contracts';

const GROUP = { group: 'directory', fromBeginning: true } as const;

/** Writes a copy unless a newer one is held (events of one entity arrive in order, replays repeat them). */
async function upsertNewer<T>(model: Model<T>, id: number | string, fields: Record<string, unknown>, at: Date) {
  const held = await model.findById(id, { lastModifiedDate: 1 }).lean<{ lastModifiedDate: Date }>();
  if (held && held.lastModifiedDate > at) return;
  await model.updateOne({ _id: id }, { $set: { ...fields, lastModifiedDate: at } }, { upsert: true });
}

/**
 * Copies of the employees (svc-personnel), locations (svc-personnel) and competencies (svc-training) an import
 * matches rows against, fed by their owners' events from the start of each topic.
 */
export function subscribeDirectory(fastify: FastifyInstance) {
  const { DirectoryEmployee: Employees, DirectoryItem: Items } = fastify.lms;

  const employee = ({ payload: e }: { payload: EmployeeEvent }) =>
    upsertNewer(
      Employees,
      e.id,
      {
        gartanId: e.gartanId,
        firstName: e.firstName,
        lastName: e.lastName,
        serviceNumbers: [...new Set(e.contracts.map((c) => c.serviceNumber.trim()).filter(Boolean))],
        stationIds: [...new Set(e.contracts.map((c) => c.stationId).filter((id): id is number => typeof id === 'number'))],
      },
      new Date(e.lastModifiedDate),
    );
  fastify.events.subscribe(employeeEvents.created, employee, GROUP);
  fastify.events.subscribe(employeeEvents.updated, employee, GROUP);
  fastify.events.subscribe(employeeEvents.deleted, async ({ payload }) => void (await Employees.deleteOne({ _id: payload.id, lastModifiedDate: { $lte: new Date(payload.lastModifiedDate) } })), GROUP);

  const location = ({ payload: l }: { payload: LocationEvent }) =>
    upsertNewer(Items, `location:${l.id}`, { kind: 'location', itemId: l.id, code: l.callSign, name: l.name }, new Date(l.lastModifiedDate));
  fastify.events.subscribe(locationCreated, location, GROUP);
  fastify.events.subscribe(locationUpdated, location, GROUP);
  fastify.events.subscribe(locationDeleted, async ({ payload }) => void (await Items.deleteOne({ _id: `location:${payload.id}` })), GROUP);

  fastify.events.subscribe(
    referenceItemChanged,
    async ({ payload: r }) => {
      if (r.kind !== 'competency') return;
      if (r.deleted) await Items.deleteOne({ _id: `competency:${r.id}` });
      else await upsertNewer(Items, `competency:${r.id}`, { kind: 'competency', itemId: r.id, code: r.code.toUpperCase(), name: r.name }, new Date(r.lastModifiedDate));
    },
    GROUP,
  );
}
