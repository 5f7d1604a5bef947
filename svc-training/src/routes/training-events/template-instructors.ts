import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CONSTANTS, trainingEventAttendeeEvents } from '@firecrest/contracts';
import { reserveIds } from '@firecrest/service-kit';
import type { TrainingEventAttendee } from '../../models/training-event';
import { attendeeEvent } from './entity-events';
import type { TemplateInstructors } from './from-template';

const { Instructor } = API_CONSTANTS.TrainingEventAttendeeType;
const { Nominated } = API_CONSTANTS.TrainingEventAttendeeStatus;

/**
 * The instructors of a course template become the event's when it first names the template (issue 32): each lead and
 * assistant instructor is put on the event as a nominated instructor of that role (the planner confirms them, as any
 * nominated instructor; someone already on the event as an instructor is left as they are). Written before the
 * event's answer leaves (preSerialization), published like attendees added by hand.
 */
export function templateInstructors(fastify: FastifyInstance) {
  const { TrainingEventAttendee: Attendees, Counter } = fastify.training;
  /** Per request, in the order its events were prepared (a bulk prepares several). */
  const named = new WeakMap<FastifyRequest, (TemplateInstructors | null)[]>();

  async function putOn(trainingEventId: number, instructors: TemplateInstructors) {
    const on = new Set((await Attendees.find({ trainingEventId, attendeeType: Instructor }, { employeeId: 1 }).lean()).map((a) => a.employeeId));
    const people = [...instructors.lead.map((employeeId) => ({ employeeId, instructorType: 'lead' as const })), ...instructors.assistant.map((employeeId) => ({ employeeId, instructorType: 'assistant' as const }))]
      .filter((p, i, all) => !on.has(p.employeeId) && all.findIndex((q) => q.employeeId === p.employeeId) === i);
    if (!people.length) return;
    const first = await reserveIds(Counter, Attendees.modelName, people.length);
    const lastModifiedDate = new Date();
    const docs: TrainingEventAttendee[] = people.map((p, k) => ({
      _id: first + k,
      trainingEventId,
      employeeId: p.employeeId,
      attendeeType: Instructor,
      instructorType: p.instructorType,
      statusId: Nominated,
      dateApplied: null,
      dateCancellationRequested: null,
      lastModifiedDate,
    }));
    await fastify.outbox.insert(Attendees, docs, (d) => [fastify.outbox.entry(trainingEventAttendeeEvents.created, attendeeEvent(d as TrainingEventAttendee), { key: String((d as TrainingEventAttendee)._id) })]);
  }

  return {
    /** Called by the event's prepare: what the template gives this event (null: nothing to put on). */
    note(request: FastifyRequest, instructors: TemplateInstructors | null) {
      named.set(request, [...(named.get(request) ?? []), instructors]);
    },
    /** The preSerialization hook of the event routes: puts the noted instructors on the events just written. */
    async written(request: FastifyRequest, statusCode: number, payload: unknown) {
      const noted = named.get(request);
      if (!noted || statusCode >= 300 || !payload || typeof payload !== 'object') return;
      named.delete(request);
      const body = payload as { id?: number; ids?: number[] };
      const ids = body.ids ?? (body.id ? [body.id] : []);
      for (const [k, trainingEventId] of ids.entries()) {
        const instructors = noted[k];
        if (instructors) await putOn(trainingEventId, instructors);
      }
    },
  };
}
