import type { FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import {
  API_CONSTANTS,
  ATTENDEE_START_STATUSES,
  PLACE_HOLDING_STATUSES,
  TRAINING_MESSAGES as M,
  attendeeTransitionProblem,
  type TrainingEventAttendeeBody,
} from '@firecrest/contracts';
import { fieldProblem, ProblemError } from '@firecrest/service-kit';
import type { TrainingEvent, TrainingEventAttendee } from '../../models/training-event';

const { Instructor, Delegate } = API_CONSTANTS.TrainingEventAttendeeType;

/**
 * Places taken per event and role within one request: counted from the store once, then raised by each item of a
 * bulk (earlier items are not stored yet when the next is checked, and one count per item would read the collection
 * once per item).
 */
const takenInRequest = new WeakMap<FastifyRequest, Map<string, number>>();

/** What the place of an attendee counts against: the event's delegates, or its lead or assistant instructors. */
function placeKey(a: { trainingEventId: number; attendeeType: number; instructorType?: string | null }) {
  if (a.attendeeType === Delegate) return `${a.trainingEventId}:delegate`;
  if (a.attendeeType === Instructor) return `${a.trainingEventId}:${a.instructorType}`;
  return null;
}

/**
 * §5.2 and §4.2 rules of one attendee: dates first, instructor type for instructors, the §4.2 status workflow,
 * and places within the event's maximum (delegates) and required numbers (lead and assistant instructors).
 */
export async function checkAttendee(
  Attendees: Model<TrainingEventAttendee>,
  event: TrainingEvent,
  body: TrainingEventAttendeeBody,
  existing: TrainingEventAttendee | null,
  request: FastifyRequest,
) {
  if (existing && (existing.trainingEventId !== body.trainingEventId || existing.employeeId !== body.employeeId)) {
    throw fieldProblem('employeeId', 'An attendee stays on the event and person they were added for; add a new attendee instead.');
  }
  if (!event.course?.name) throw fieldProblem('trainingEventId', M.courseRequired);
  if (!event.dates.length) throw fieldProblem('trainingEventId', M.courseDatesFirst);
  const instructorType = body.attendeeType === Instructor ? (body.instructorType ?? null) : null;
  if (body.attendeeType === Instructor && !instructorType) throw fieldProblem('instructorType', M.instructorTypeRequired);

  if (!existing && !ATTENDEE_START_STATUSES.includes(body.statusId)) {
    throw fieldProblem('statusId', 'A new attendee starts as nominated, confirmed, applied or invited.');
  }
  if (existing) {
    const problem = attendeeTransitionProblem(existing.statusId, body.statusId);
    if (problem) throw new ProblemError('conflict', problem, [{ field: 'statusId', message: problem }]);
  }

  const key = placeKey({ ...body, instructorType });
  const holds = PLACE_HOLDING_STATUSES.includes(body.statusId);
  const heldBefore = existing !== null && PLACE_HOLDING_STATUSES.includes(existing.statusId) && placeKey(existing) === key;
  if (key && holds && !heldBefore) {
    const limit = body.attendeeType === Delegate ? (event.maxPlaces > 0 ? event.maxPlaces : null) : instructorType === 'lead' ? event.leadInstructors : event.assistantInstructors;
    const taken = takenInRequest.get(request) ?? new Map<string, number>();
    takenInRequest.set(request, taken);
    if (limit !== null && limit !== undefined) {
      if (!taken.has(key)) {
        taken.set(key, await Attendees.countDocuments({
          trainingEventId: event._id,
          attendeeType: body.attendeeType,
          statusId: { $in: PLACE_HOLDING_STATUSES },
          ...(body.attendeeType === Instructor ? { instructorType } : {}),
        }));
      }
      if (taken.get(key)! + 1 > limit) {
        throw body.attendeeType === Delegate ? fieldProblem('employeeId', M.delegatesOverMax) : fieldProblem('instructorType', M.instructorCounts);
      }
      taken.set(key, taken.get(key)! + 1);
    }
  }

  const now = new Date();
  const requestedNow = body.statusId === API_CONSTANTS.TrainingEventAttendeeStatus.PendingCancellation && existing?.statusId !== body.statusId;
  return {
    trainingEventId: body.trainingEventId,
    employeeId: body.employeeId,
    attendeeType: body.attendeeType as TrainingEventAttendee['attendeeType'],
    instructorType: instructorType as TrainingEventAttendee['instructorType'],
    statusId: body.statusId,
    dateApplied: body.dateApplied ? new Date(body.dateApplied) : (existing?.dateApplied ?? (body.statusId === API_CONSTANTS.TrainingEventAttendeeStatus.Applied ? now : null)),
    dateCancellationRequested: body.dateCancellationRequested ? new Date(body.dateCancellationRequested) : requestedNow ? now : (existing?.dateCancellationRequested ?? null),
  };
}

/**
 * An event's new numbers must still hold the attendees it has: delegates within maximum places, instructors within
 * the lead and assistant numbers.
 */
export async function checkEventCapacity(Attendees: Model<TrainingEventAttendee>, eventId: number, body: { maxPlaces?: number; leadInstructors?: number | null; assistantInstructors?: number | null }) {
  const holding = await Attendees.find({ trainingEventId: eventId, statusId: { $in: PLACE_HOLDING_STATUSES } }, { attendeeType: 1, instructorType: 1 }).lean();
  const count = (type: number, instructorType?: string) => holding.filter((a) => a.attendeeType === type && (instructorType === undefined || a.instructorType === instructorType)).length;
  if ((body.maxPlaces ?? 0) > 0 && count(Delegate) > body.maxPlaces!) throw fieldProblem('maxPlaces', M.delegatesOverMax);
  if (body.leadInstructors != null && count(Instructor, 'lead') > body.leadInstructors) throw fieldProblem('leadInstructors', M.instructorCounts);
  if (body.assistantInstructors != null && count(Instructor, 'assistant') > body.assistantInstructors) throw fieldProblem('assistantInstructors', M.instructorCounts);
  return holding.length;
}
