import type { FastifyInstance } from 'fastify';
import { employeeEvents, locationCreated, locationDeleted, locationUpdated, referenceItemChanged, type EmployeeEvent, type LocationEvent } from '@firecrest/contracts';

const GROUPS = { group: 'messages', fromBeginning: true } as const;
const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/**
 * Who belongs to which station, watch and staff group, and their names, kept from svc-personnel's events (employees'
 * contracts, locations, the organisation's name lists): a message may go to all of them.
 */
export function subscribeMessageGroups(fastify: FastifyInstance) {
  const { MessageMember: Members, MessageGroup: Groups } = fastify.system;

  const member = async ({ payload: e }: { payload: EmployeeEvent }) => {
    const contracts = e.contracts.map((c) => ({ stationId: c.stationId, watchId: c.watchId, staffGroupId: c.staffGroupId, startDate: c.startDate, endDate: c.endDate }));
    await Members.replaceOne(
      { _id: e.id },
      { _id: e.id, name: `${e.firstName} ${e.lastName}`.trim(), contracts, stationIds: ids(contracts.map((c) => c.stationId)), watchIds: ids(contracts.map((c) => c.watchId)), staffGroupIds: ids(contracts.map((c) => c.staffGroupId)) },
      { upsert: true },
    );
  };
  fastify.events.subscribe(employeeEvents.created, member, GROUPS);
  fastify.events.subscribe(employeeEvents.updated, member, GROUPS);
  fastify.events.subscribe(employeeEvents.deleted, async ({ payload }) => void (await Members.deleteOne({ _id: payload.id })), GROUPS);

  const station = async ({ payload: l }: { payload: LocationEvent }) => {
    if (l.kind !== 'station') return;
    await Groups.replaceOne({ _id: `station:${l.id}` }, { _id: `station:${l.id}`, kind: 'station', itemId: l.id, name: l.name }, { upsert: true });
  };
  fastify.events.subscribe(locationCreated, station, GROUPS);
  fastify.events.subscribe(locationUpdated, station, GROUPS);
  fastify.events.subscribe(locationDeleted, async ({ payload }) => void (await Groups.deleteOne({ _id: `station:${payload.id}` })), GROUPS);

  fastify.events.subscribe(
    referenceItemChanged,
    async ({ payload: r }) => {
      if (r.kind !== 'watch' && r.kind !== 'staffGroup') return;
      const _id = `${r.kind}:${r.id}`;
      if (r.deleted) await Groups.deleteOne({ _id });
      else await Groups.replaceOne({ _id }, { _id, kind: r.kind, itemId: r.id, name: r.name }, { upsert: true });
    },
    GROUPS,
  );
}
