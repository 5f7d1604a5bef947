import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_CONSTANTS,
  APPROVAL_MESSAGES as A,
  decisionCommentProblem,
  trainingEventAttendeeEvents,
  type AttendeeDecisionBody,
  type AttendeeDecisionResult,
} from '@firecrest/contracts';
import { fieldProblem, nextId, outsideScopeProblem, ProblemError, scopeOf } from '@firecrest/service-kit';
import type { TrainingEvent, TrainingEventAttendee } from '../../models/training-event';
import type { AttendeeDecisionDoc } from '../../models/event-approvals';
import { checkAttendee } from '../training-events/attendee-rules';
import { attendeeEvent } from '../training-events/entity-events';
import { checkPrerequisites } from '../training-events/prerequisites';
import { managedScopes } from '../managed-scope';
import { autoBookConfirmed } from './default-bookings';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Fdo } = API_CONSTANTS.TrainingEventAttendeeType;

export const decisionView = (d: AttendeeDecisionDoc) => ({
  id: d._id,
  attendeeId: d.attendeeId,
  trainingEventId: d.trainingEventId,
  fromStatusId: d.fromStatusId,
  toStatusId: d.toStatusId,
  comment: d.comment,
  overridePrerequisites: d.overridePrerequisites,
  fdoAttendeeId: d.fdoAttendeeId,
  fdoEmployeeId: d.fdoEmployeeId,
  decidedBy: d.decidedBy,
  decidedDate: d.decidedDate.toISOString(),
});

/**
 * Decisions on an event's attendees (§2.6 queues and pages): each attendee moves through the same rules as the
 * attendee API (§4.2 workflow, places, prerequisites with their override) and the decision is kept with its comment.
 * An FDO decision names one of the event's confirmed FDOs and only confirms or rejects a nominee's release.
 * Attendees are decided one by one: those refused are answered with the reason, the others still move.
 */
export function attendeeDecisions(fastify: FastifyInstance) {
  const { TrainingEventAttendee: Attendees, AttendeeDecision: Decisions, Counter } = fastify.training;
  const scope = managedScopes(fastify).onEvents<TrainingEventAttendee>();

  async function fdoOf(event: TrainingEvent, body: AttendeeDecisionBody) {
    if (body.fdoAttendeeId == null) return null;
    if (body.statusId !== S.Confirmed && body.statusId !== S.Rejected) throw fieldProblem('statusId', A.fdoDecisionOnly);
    const fdo = await Attendees.findById(body.fdoAttendeeId).lean();
    if (!fdo || fdo.trainingEventId !== event._id || fdo.attendeeType !== Fdo || fdo.statusId !== S.Confirmed) throw fieldProblem('fdoAttendeeId', A.fdoNotOnEvent);
    return fdo;
  }

  async function decideOne(request: FastifyRequest, event: TrainingEvent, attendee: TrainingEventAttendee, body: AttendeeDecisionBody, fdo: TrainingEventAttendee | null) {
    const places = scopeOf(request);
    if (places !== null && !(await scope.writable(attendee, places, request))) throw outsideScopeProblem('employeeId');
    if (attendee.trainingEventId !== event._id) throw new ProblemError('notFound', `Attendee ${attendee._id} is not on training event ${event._id}.`);
    if (fdo && (attendee.statusId !== S.Nominated || attendee.attendeeType === Fdo)) throw fieldProblem('statusId', A.fdoOnlyNominees);
    const { _id, trainingEventId, employeeId, attendeeType, instructorType } = attendee;
    const fields = await checkAttendee(Attendees, event, { trainingEventId, employeeId, attendeeType, instructorType, statusId: body.statusId, dateApplied: null, dateCancellationRequested: null, overridePrerequisites: false }, attendee, request);
    const overrode = await checkPrerequisites(fastify, request, event, {
      attendeeId: _id,
      employeeId,
      attendeeType,
      fromStatusId: attendee.statusId,
      toStatusId: body.statusId,
      override: body.overridePrerequisites ?? false,
    });
    const set = { ...fields, lastModifiedDate: new Date() };
    const pending = fastify.outbox.entry(trainingEventAttendeeEvents.updated, attendeeEvent({ ...attendee, ...set }), { key: String(_id), requestId: request.id });
    // Only from the status the decision was made on: of two people deciding at once, the second is told.
    const doc = await Attendees.findOneAndUpdate({ _id, statusId: attendee.statusId }, { $set: { ...set, ...fastify.outbox.setFor([pending]) } }, { returnDocument: 'after', strict: false }).lean();
    if (!doc) throw new ProblemError('conflict', 'Someone else has just decided on this attendee; reload to see where they stand.', [{ field: 'statusId', message: 'Changed meanwhile' }]);
    await fastify.outbox.relay(Attendees, _id, [pending]);
    await Decisions.create({
      _id: await nextId(Counter, Decisions.modelName),
      attendeeId: _id,
      trainingEventId,
      fromStatusId: attendee.statusId,
      toStatusId: body.statusId,
      comment: (body.comment ?? '').trim(),
      overridePrerequisites: overrode,
      fdoAttendeeId: fdo?._id ?? null,
      fdoEmployeeId: fdo?.employeeId ?? null,
      decidedBy: request.identity?.username ?? 'system',
      decidedDate: set.lastModifiedDate,
    });
    return doc as TrainingEventAttendee;
  }

  return async function decide(request: FastifyRequest, event: TrainingEvent, body: AttendeeDecisionBody): Promise<AttendeeDecisionResult> {
    const comment = decisionCommentProblem(body.statusId, body.comment);
    if (comment) throw fieldProblem('comment', comment);
    const fdo = await fdoOf(event, body);
    const found = new Map((await Attendees.find({ _id: { $in: body.attendeeIds } }).lean()).map((a) => [a._id, a as TrainingEventAttendee]));
    const result: AttendeeDecisionResult = { done: [], refused: [] };
    const confirmed: TrainingEventAttendee[] = [];
    for (const attendeeId of body.attendeeIds) {
      const attendee = found.get(attendeeId);
      try {
        if (!attendee) throw new ProblemError('notFound', `Training event attendee ${attendeeId} does not exist.`);
        const moved = await decideOne(request, event, attendee, body, fdo);
        result.done.push(attendeeId);
        if (moved.statusId === S.Confirmed && attendee.statusId !== S.Confirmed) confirmed.push(moved);
      } catch (err) {
        if (!(err instanceof ProblemError)) throw err;
        result.refused.push({ attendeeId, field: err.errors?.[0]?.field ?? 'statusId', message: err.message });
      }
    }
    autoBookConfirmed(fastify, event._id, confirmed);
    return result;
  };
}
