import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_CONSTANTS,
  APPROVAL_MESSAGES as A,
  PREREQUISITE_CHECKED_STATUSES,
  can,
  missingPrerequisites,
  prerequisitesMissingMessage,
} from '@firecrest/contracts';
import { ProblemError } from '@firecrest/service-kit';
import type { TrainingEvent } from '../../models/training-event';
import { referenceKeys } from '../reference-ids';
import { COMPETENCY_STATUS, statusIds } from '../../statuses/statuses';

/** What a move puts at stake: who, in which role, from which status (null: new) to which. */
export interface PrerequisiteMove {
  attendeeId: number | null;
  employeeId: number;
  attendeeType: number;
  fromStatusId: number | null;
  toStatusId: number;
  override: boolean;
}

/** The event's prerequisites and the passing statuses, read once per request (a bulk nominates many onto few events). */
const knownInRequest = new WeakMap<FastifyRequest, { passing?: number[]; prerequisites: Map<number, number[]> }>();

/**
 * §5.2 "prerequisite competencies are checked with an override permission": a delegate nominated, invited or
 * confirmed must hold the event's prerequisite competencies on its first day, unless the caller overrides (which
 * needs the OVERRIDE_PREREQUISITE_COMPETENCIES right, like the inventory and breach overrides), when they take the
 * place; an override recorded with a decision also holds when they are nominated again. Answers whether this move overrode.
 */
export async function checkPrerequisites(fastify: FastifyInstance, request: FastifyRequest, event: TrainingEvent, move: PrerequisiteMove): Promise<boolean> {
  if (move.attendeeType !== API_CONSTANTS.TrainingEventAttendeeType.Delegate) return false;
  if (!PREREQUISITE_CHECKED_STATUSES.includes(move.toStatusId)) return false;
  // Checked (or overridden) when they took the place: a nominee or invitee confirmed later is not asked again.
  if (move.fromStatusId !== null && PREREQUISITE_CHECKED_STATUSES.includes(move.fromStatusId)) return false;
  const { EventApprovalSettings: Settings, EmployeeCompetency: Records, ReferenceItem: Items, AttendeeDecision: Decisions } = fastify.training;
  const known = knownInRequest.get(request) ?? { prerequisites: new Map<number, number[]>() };
  knownInRequest.set(request, known);
  if (!known.prerequisites.has(event._id)) known.prerequisites.set(event._id, (await Settings.findById(event._id, { prerequisiteCompetencyIds: 1 }).lean())?.prerequisiteCompetencyIds ?? []);
  const required = known.prerequisites.get(event._id)!;
  if (!required.length) return false;
  if (move.attendeeId !== null && (await Decisions.exists({ attendeeId: move.attendeeId, overridePrerequisites: true }))) return false;

  known.passing ??= Object.values(await statusIds(fastify, 'competencyStatus', { pass: COMPETENCY_STATUS.pass, passMinor: COMPETENCY_STATUS.passMinor }));
  const records = await Records.find({ employeeId: move.employeeId, competencyId: { $in: required } }, { competencyId: 1, statusId: 1, startDate: 1, endDate: 1, expiryDate: 1 }).lean();
  const day = (event.firstDate ?? new Date()).toISOString().slice(0, 10);
  const missing = missingPrerequisites(required, records, known.passing, day);
  if (!missing.length) return false;

  const names = new Map((await Items.find({ _id: { $in: referenceKeys('competency', missing) } }, { itemId: 1, code: 1, name: 1 }).lean()).map((c) => [c.itemId, c.code || c.name]));
  const message = prerequisitesMissingMessage(missing.map((c) => names.get(c) ?? String(c)));
  if (!move.override) throw new ProblemError('validation', message, [{ field: 'overridePrerequisites', message }]);
  if (!can(request.identity?.permissions, 'OVERRIDE_PREREQUISITE_COMPETENCIES', 'create')) throw new ProblemError('permissionDenied', `${message} ${A.overrideRightRequired}.`);
  return true;
}
