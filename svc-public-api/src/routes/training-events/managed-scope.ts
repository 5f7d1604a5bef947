import type { FastifyRequest } from 'fastify';
import { inScope, scopeOf } from '@firecrest/service-kit';
import type { Views } from '../../models';

/**
 * Managed personnel (spec §6) on the v1 training lists, the rule svc-training applies to the portal (docs/decisions.md):
 * an API key of a user without all locations reads the attendees and bookings of their locations' people and those
 * on events held at their locations, and the events held at their locations or attended by their people (with only
 * the attendees it may read). Null from `of`: the caller is not scoped.
 */
export function trainingScope(views: Views) {
  const { EmployeeView: Employees, TrainingEventView: Events, TrainingEventAttendeeView: Attendees } = views;
  const answers = new WeakMap<FastifyRequest, Promise<Scope | null>>();

  interface Scope {
    locations: number[];
    /** Employees with a contract at one of the locations. */
    people: Set<number>;
    /** Events held at one of the locations. */
    held: Set<number>;
  }

  async function load(locations: number[]): Promise<Scope> {
    const [people, held] = await Promise.all([
      Employees.find({ stationIds: { $in: locations } }, { _id: 1 }).lean(),
      Events.find({ trainingLocationIds: { $in: locations }, deleted: false }, { _id: 1 }).lean(),
    ]);
    return { locations, people: new Set(people.map((e) => e._id)), held: new Set(held.map((e) => e._id)) };
  }

  /** The caller's scope, read once per request. */
  function of(request: FastifyRequest): Promise<Scope | null> {
    let answer = answers.get(request);
    if (!answer) {
      const locations = scopeOf(request);
      answer = locations === null ? Promise.resolve(null) : load(locations);
      answers.set(request, answer);
    }
    return answer;
  }

  /** An attendee or a booking the scope covers. */
  const coversRecord = (scope: Scope, row: { employeeId: number; trainingEventId: number }) => scope.people.has(row.employeeId) || scope.held.has(row.trainingEventId);

  return {
    of,
    coversRecord,
    /** The query condition of attendees and bookings the scope covers. */
    recordCondition: (scope: Scope) => ({ $or: [{ employeeId: { $in: [...scope.people] } }, { trainingEventId: { $in: [...scope.held] } }] }),
    /** The query condition of events the scope covers. */
    async eventCondition(scope: Scope) {
      const attended = await Attendees.find({ employeeId: { $in: [...scope.people] }, deleted: false }, { trainingEventId: 1 }).lean();
      return { _id: { $in: [...new Set([...scope.held, ...attended.map((a) => a.trainingEventId)])] } };
    },
    /** Whether the scope covers this event: held at one of the locations, or one of their people attends. */
    async coversEvent(scope: Scope, event: { _id: number; trainingLocationIds: number[] }) {
      if (inScope(scope.locations, event.trainingLocationIds)) return true;
      return !!(await Attendees.exists({ trainingEventId: event._id, employeeId: { $in: [...scope.people] }, deleted: false }));
    },
  };
}
