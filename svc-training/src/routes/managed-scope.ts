import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inScope, ProblemError, scopeOf, type EntityScope } from '@firecrest/service-kit';
import type { TrainingEvent } from '../models/training-event';

/**
 * Managed personnel (spec §6) for training's records, through the kit's entity scope: a caller without access to all
 * locations sees the records of the people working at their locations (asked of svc-personnel, once per request) and
 * the events and incidents held at them. Someone else's record is a 404; a write naming someone else, or another
 * location, a 403. Services and callers with all locations are never scoped (see managedLocations).
 */
export function managedScopes(fastify: FastifyInstance) {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees } = fastify.training;
  const people = (request: FastifyRequest, scope: number[]) => fastify.personnelReferences.employeesAt(request, scope);
  /** Every location named is one of theirs, and there is at least one (as a contract's station in svc-personnel). */
  const allTheirs = (scope: number[], ids: number[]) => ids.length > 0 && ids.every((id) => scope.includes(id));

  /** Records of one employee (competencies, subject areas): theirs when the employee is one of their people. */
  const ofPeople = <D extends { employeeId: number }>(): EntityScope<D> => ({
    field: 'employeeId',
    filter: async (scope, request) => ({ employeeId: { $in: [...(await people(request, scope))] } }),
    visible: async (doc, scope, request) => (await people(request, scope)).has(doc.employeeId),
    writable: async (fields, scope, request) => (await people(request, scope)).has(fields.employeeId),
  });

  /** Events held at one of their locations, and the events one of their people attends (seen, not changed). */
  const eventIdsAttended = async (request: FastifyRequest, scope: number[]) =>
    (await Attendees.find({ employeeId: { $in: [...(await people(request, scope))] } }, { trainingEventId: 1 }).lean()).map((a) => a.trainingEventId);
  const events: EntityScope<TrainingEvent> = {
    field: 'trainingLocationIds',
    filter: async (scope, request) => ({ $or: [{ trainingLocationIds: { $in: scope } }, { _id: { $in: [...new Set(await eventIdsAttended(request, scope))] } }] }),
    visible: async (doc, scope, request) =>
      inScope(scope, doc.trainingLocationIds) || !!(await Attendees.exists({ trainingEventId: doc._id, employeeId: { $in: [...(await people(request, scope))] } })),
    writable: async (fields, scope) => allTheirs(scope, fields.trainingLocationIds),
  };

  /** Attendees and bookings: those of their people, and everyone's on an event held at their locations (seen only). */
  const onEvents = <D extends { employeeId: number; trainingEventId: number }>(): EntityScope<D> => ({
    field: 'employeeId',
    filter: async (scope, request) => {
      const held = (await Events.find({ trainingLocationIds: { $in: scope } }, { _id: 1 }).lean()).map((e) => e._id);
      return { $or: [{ employeeId: { $in: [...(await people(request, scope))] } }, { trainingEventId: { $in: held } }] };
    },
    visible: async (doc, scope, request) => {
      if ((await people(request, scope)).has(doc.employeeId)) return true;
      const event = await Events.findById(doc.trainingEventId, { trainingLocationIds: 1 }).lean();
      return !!event && inScope(scope, event.trainingLocationIds);
    },
    writable: async (fields, scope, request) => (await people(request, scope)).has(fields.employeeId),
  });

  /** Incidents: those at one of their stations. */
  const atStations = <D extends { stationIds: number[] }>(): EntityScope<D> => ({
    field: 'stationIds',
    filter: async (scope) => ({ stationIds: { $in: scope } }),
    visible: async (doc, scope) => inScope(scope, doc.stationIds),
    writable: async (fields, scope) => allTheirs(scope, fields.stationIds),
  });

  /** The event as the caller may see it: someone else's is not found, as a missing one is (404). */
  async function visibleEvent(request: FastifyRequest, id: number): Promise<TrainingEvent> {
    const event = await Events.findById(id).lean();
    const scope = scopeOf(request);
    if (!event || (scope !== null && !(await events.visible(event, scope, request)))) throw new ProblemError('notFound', `Training event ${id} does not exist.`);
    return event;
  }

  return { ofPeople, events, onEvents, atStations, visibleEvent };
}
