import type { FastifyInstance } from 'fastify';
import {
  employeeEvents,
  locationCreated,
  locationDeleted,
  locationUpdated,
  referenceItemChanged,
  trainingEventAttendeeEvents,
  trainingEventEvents,
  type EmployeeEvent,
  type LocationEvent,
  type TrainingEventAttendeePayload,
  type TrainingEventPayload,
} from '@firecrest/contracts';

const GROUPS = { group: 'messages', fromBeginning: true } as const;
const ids = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/**
 * Who belongs to which station, watch and staff group, and their names, kept from svc-personnel's events (employees'
 * contracts, locations, the organisation's name lists), and who is on which training event, from svc-training's: a
 * message may go to all of them.
 */
export function subscribeMessageGroups(fastify: FastifyInstance) {
  const { MessageMember: Members, MessageGroup: Groups, MessageAttendee: Attendees } = fastify.system;

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

  // A training event by its course and first day, as people search for it.
  const trainingEvent = async ({ payload: e }: { payload: TrainingEventPayload }) => {
    const _id = `trainingEvent:${e.id}`;
    const day = e.dates.map((d) => d.startTime).sort()[0]?.slice(0, 10);
    await Groups.replaceOne({ _id }, { _id, kind: 'trainingEvent', itemId: e.id, name: [`${e.course.name} (${e.course.code})`, day].filter(Boolean).join(', ') }, { upsert: true });
  };
  fastify.events.subscribe(trainingEventEvents.created, trainingEvent, GROUPS);
  fastify.events.subscribe(trainingEventEvents.updated, trainingEvent, GROUPS);
  fastify.events.subscribe(
    trainingEventEvents.deleted,
    async ({ payload }) => {
      await Groups.deleteOne({ _id: `trainingEvent:${payload.id}` });
      await Attendees.deleteMany({ trainingEventId: payload.id });
    },
    GROUPS,
  );
  const attendee = async ({ payload: a }: { payload: TrainingEventAttendeePayload }) =>
    void (await Attendees.replaceOne({ _id: a.id }, { _id: a.id, trainingEventId: a.trainingEventId, employeeId: a.employeeId, statusId: a.statusId }, { upsert: true }));
  fastify.events.subscribe(trainingEventAttendeeEvents.created, attendee, GROUPS);
  fastify.events.subscribe(trainingEventAttendeeEvents.updated, attendee, GROUPS);
  fastify.events.subscribe(trainingEventAttendeeEvents.deleted, async ({ payload }) => void (await Attendees.deleteOne({ _id: payload.id })), GROUPS);
}
