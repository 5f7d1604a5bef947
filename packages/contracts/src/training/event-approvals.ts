import type { FromSchema } from 'json-schema-to-ts';
import { API_CONSTANTS } from '../api-constants';
import { trainingEventAttendeePayloadSchema } from '../events/training-event';
import { TRAINING_MESSAGES as M } from './messages';

/** Bodies and rules of a training event's approvals and default bookings (§2.6 sub-pages), shared by svc-training and the portal. */

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Instructor, Delegate, Fdo } = API_CONSTANTS.TrainingEventAttendeeType;
const id = { type: 'integer', minimum: 1 } as const;

/** A rejection's comment must say at least this much (§5.2 "comment too short"). */
export const DECISION_COMMENT_MIN = 5;
/** Most attendees one decision (reject selected, approve selected) covers. */
export const DECISIONS_MAX = 200;

export const APPROVAL_MESSAGES = {
  commentRequired: M.commentRequired,
  commentTooShort: `${M.commentTooShort}: at least ${DECISION_COMMENT_MIN} characters`,
  prerequisitesChecked: 'Prerequisite competencies are checked with an override permission',
  overrideRightRequired: 'You do not have the right to override prerequisite competencies',
  fdoOnlyNominees: 'The FDO confirms or rejects the release of nominees only',
  fdoNotOnEvent: 'Choose one of the confirmed FDOs of this event',
  fdoDecisionOnly: 'The FDO confirms or rejects: nothing else',
  templateEmployee: 'An individual template names the attendee it is for; a general one names none',
  templateEnd: 'The template must end after it starts on every date it applies to',
  bookingsFailed: 'Bookings failed',
  noTemplates: 'The event has no default booking templates',
} as const;

/** The statuses a decision may not reach without a comment: the three rejections of §4.2. */
export const REJECTION_STATUSES: readonly number[] = [S.Rejected, S.ApplicationRejected, S.CancellationRejected];

/** Statuses reached by putting someone on the event or approving them: where prerequisite competencies are checked. */
export const PREREQUISITE_CHECKED_STATUSES: readonly number[] = [S.Nominated, S.Confirmed, S.Invited];

/** The statuses a decision reaches only with a comment: the rejections, and a cancellation request (its reason). */
export const COMMENT_REQUIRED_STATUSES: readonly number[] = [...REJECTION_STATUSES, S.PendingCancellation];

/** Why a decision's comment is refused, or null (§5.2: a rejection or a cancellation request says why, and not in a word). */
export function decisionCommentProblem(toStatusId: number, comment: string | null | undefined): string | null {
  const text = (comment ?? '').trim();
  if (!COMMENT_REQUIRED_STATUSES.includes(toStatusId)) return null;
  if (!text) return APPROVAL_MESSAGES.commentRequired;
  return text.length < DECISION_COMMENT_MIN ? APPROVAL_MESSAGES.commentTooShort : null;
}

/** The message naming the competencies someone lacks. */
export const prerequisitesMissingMessage = (names: string[]) => `Missing prerequisite competencies: ${names.join(', ')}. ${APPROVAL_MESSAGES.prerequisitesChecked}.`;

/** A competency record as the prerequisite rule reads it; dates `YYYY-MM-DD`. */
export interface HeldCompetency {
  competencyId: number;
  statusId: number;
  startDate: string;
  endDate: string | null;
  expiryDate: string | null;
}

/**
 * The prerequisite competencies not held on `day` (`YYYY-MM-DD`, the event's first day): held means a record in a
 * passing status that has started, has not ended and does not expire before that day.
 */
export function missingPrerequisites(required: readonly number[], records: readonly HeldCompetency[], passingStatusIds: readonly number[], day: string): number[] {
  const held = new Set(
    records
      .filter((r) => passingStatusIds.includes(r.statusId) && r.startDate <= day && (r.endDate === null || r.endDate >= day) && (r.expiryDate === null || r.expiryDate >= day))
      .map((r) => r.competencyId),
  );
  return [...new Set(required)].filter((c) => !held.has(c));
}

/** One decision on attendees of an event (the §2.6 queues, request, nominee and cancellation pages, FDO pages). */
export const attendeeDecisionBodySchema = {
  $id: 'AttendeeDecisionBody',
  type: 'object',
  required: ['attendeeIds', 'statusId'],
  additionalProperties: false,
  properties: {
    attendeeIds: { type: 'array', minItems: 1, maxItems: DECISIONS_MAX, uniqueItems: true, items: id },
    /** Where the attendees go (§4.2 workflow). */
    statusId: { type: 'integer', minimum: 1, maximum: 9 },
    /** Required to reject or to request a cancellation (at least DECISION_COMMENT_MIN characters); kept with the decision either way. */
    comment: { type: 'string', maxLength: 1000, default: '' },
    /** Puts people on the event without their prerequisite competencies (OVERRIDE_PREREQUISITE_COMPETENCIES right). */
    overridePrerequisites: { type: 'boolean', default: false },
    /** The event's FDO (an FDO attendee's id) whose confirmation or rejection of a nominee's release this records. */
    fdoAttendeeId: { type: ['integer', 'null'], minimum: 1, default: null },
  },
} as const;
export type AttendeeDecisionBody = FromSchema<typeof attendeeDecisionBodySchema>;

/** What a decision did: attendees moved, and those refused with the reason (the others still went ahead). */
export const attendeeDecisionResultSchema = {
  $id: 'AttendeeDecisionResult',
  type: 'object',
  required: ['done', 'refused'],
  additionalProperties: false,
  properties: {
    done: { type: 'array', items: { type: 'integer' } },
    refused: {
      type: 'array',
      items: { type: 'object', required: ['attendeeId', 'field', 'message'], additionalProperties: false, properties: { attendeeId: { type: 'integer' }, field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;
export type AttendeeDecisionResult = FromSchema<typeof attendeeDecisionResultSchema>;

/** A decision as kept and shown on the request, nominee and cancellation pages. */
export const attendeeDecisionSchema = {
  $id: 'AttendeeDecision',
  type: 'object',
  required: ['id', 'attendeeId', 'trainingEventId', 'fromStatusId', 'toStatusId', 'comment', 'overridePrerequisites', 'fdoAttendeeId', 'fdoEmployeeId', 'decidedBy', 'decidedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    attendeeId: { type: 'integer' },
    trainingEventId: { type: 'integer' },
    fromStatusId: { type: 'integer' },
    toStatusId: { type: 'integer' },
    comment: { type: 'string' },
    overridePrerequisites: { type: 'boolean' },
    fdoAttendeeId: { type: ['integer', 'null'] },
    fdoEmployeeId: { type: ['integer', 'null'] },
    decidedBy: { type: 'string' },
    decidedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type AttendeeDecision = FromSchema<typeof attendeeDecisionSchema>;

/** An event's approval and booking settings (one document per event; absent means the defaults). */
export const eventApprovalSettingsBodySchema = {
  $id: 'EventApprovalSettingsBody',
  type: 'object',
  required: ['prerequisiteCompetencyIds', 'autoBookOnConfirm'],
  additionalProperties: false,
  properties: {
    prerequisiteCompetencyIds: { type: 'array', maxItems: 50, uniqueItems: true, items: id },
    /** Apply the default booking templates to an attendee as soon as they are confirmed. */
    autoBookOnConfirm: { type: 'boolean' },
  },
} as const;
export type EventApprovalSettingsBody = FromSchema<typeof eventApprovalSettingsBodySchema>;

/** The settings as answered: the event's, or the defaults while none are saved. */
export const eventApprovalSettingsSchema = {
  ...eventApprovalSettingsBodySchema,
  $id: 'EventApprovalSettings',
  required: ['trainingEventId', ...eventApprovalSettingsBodySchema.required],
  properties: { trainingEventId: { type: 'integer' }, ...eventApprovalSettingsBodySchema.properties },
} as const;

/** Which of the event's dates a template books. */
export const TEMPLATE_DATES = ['each', 'first', 'last'] as const;
/** What a template's start or end is measured from: the start or the end of the event date. */
export const TEMPLATE_ANCHORS = ['start', 'end'] as const;
const anchor = { type: 'string', enum: TEMPLATE_ANCHORS } as const;
const offset = { type: 'integer', minimum: -2880, maximum: 2880 } as const;

/**
 * A default booking template of an event (§3.2 "general and individual"): a booking type and times relative to the
 * event's dates. General templates book every attendee of the listed types; an individual one books one person and
 * replaces the general templates of the same booking type for them.
 */
export const bookingTemplateBodySchema = {
  $id: 'BookingTemplateBody',
  type: 'object',
  required: ['bookingTypeId', 'dates', 'startFrom', 'startOffsetMinutes', 'endFrom', 'endOffsetMinutes'],
  additionalProperties: false,
  properties: {
    bookingTypeId: id,
    /** null: a general template; an employee on the event: an individual one. */
    employeeId: { type: ['integer', 'null'], minimum: 1, default: null },
    /** General templates only: the attendee types booked (§4.1 TrainingEventAttendeeType). */
    attendeeTypes: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', enum: [Instructor, Delegate, Fdo] }, default: [Delegate, Instructor] },
    dates: { type: 'string', enum: TEMPLATE_DATES },
    startFrom: anchor,
    startOffsetMinutes: offset,
    endFrom: anchor,
    endOffsetMinutes: offset,
  },
} as const;
export type BookingTemplateBody = FromSchema<typeof bookingTemplateBodySchema>;
export type BookingTemplate = Required<BookingTemplateBody> & { id: number; trainingEventId: number };

/** A template as answered: its body with every default filled in, its id and event. */
export const bookingTemplateSchema = {
  $id: 'BookingTemplate',
  type: 'object',
  required: ['id', 'trainingEventId', 'bookingTypeId', 'employeeId', 'attendeeTypes', 'dates', 'startFrom', 'startOffsetMinutes', 'endFrom', 'endOffsetMinutes'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    trainingEventId: { type: 'integer' },
    bookingTypeId: { type: 'integer' },
    employeeId: { type: ['integer', 'null'] },
    attendeeTypes: { type: 'array', items: { type: 'integer' } },
    dates: { type: 'string', enum: TEMPLATE_DATES },
    startFrom: anchor,
    startOffsetMinutes: { type: 'integer' },
    endFrom: anchor,
    endOffsetMinutes: { type: 'integer' },
  },
} as const;

/** The bookings one template makes for one person: one per event date it applies to. */
export function templateTimes(template: Pick<BookingTemplateBody, 'dates' | 'startFrom' | 'startOffsetMinutes' | 'endFrom' | 'endOffsetMinutes'>, eventDates: readonly { startTime: string | Date; endTime: string | Date }[]) {
  const sorted = [...eventDates].map((d) => ({ start: new Date(d.startTime).getTime(), end: new Date(d.endTime).getTime() })).sort((a, b) => a.start - b.start);
  const chosen = template.dates === 'first' ? sorted.slice(0, 1) : template.dates === 'last' ? sorted.slice(-1) : sorted;
  return chosen.map((d) => ({
    startTime: new Date(d[template.startFrom] + template.startOffsetMinutes * 60_000),
    endTime: new Date(d[template.endFrom] + template.endOffsetMinutes * 60_000),
  }));
}

/** The templates that book one attendee: their individual ones, and the general ones for their type whose booking type those do not cover. */
export function templatesFor<T extends { employeeId: number | null; attendeeTypes: readonly number[]; bookingTypeId: number }>(attendee: { employeeId: number; attendeeType: number }, templates: readonly T[]): T[] {
  const own = templates.filter((t) => t.employeeId === attendee.employeeId);
  const covered = new Set(own.map((t) => t.bookingTypeId));
  return [...templates.filter((t) => t.employeeId === null && t.attendeeTypes.includes(attendee.attendeeType) && !covered.has(t.bookingTypeId)), ...own];
}

/** §4.2 booking states of an attendee's default bookings: waiting, being made, some refused ("bookings failed"), all made. */
export const BOOKING_STATES = ['pending', 'processing', 'failed', 'success'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Where the default bookings of one attendee stand. */
export const attendeeBookingStatusSchema = {
  $id: 'AttendeeBookingStatus',
  type: 'object',
  required: ['attendeeId', 'trainingEventId', 'employeeId', 'state', 'made', 'problems', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    attendeeId: { type: 'integer' },
    trainingEventId: { type: 'integer' },
    employeeId: { type: 'integer' },
    state: { type: 'string', enum: BOOKING_STATES },
    /** Bookings made by the last run. */
    made: { type: 'integer' },
    /** Why bookings were refused (failed only). */
    problems: { type: 'array', items: { type: 'string' } },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type AttendeeBookingStatus = FromSchema<typeof attendeeBookingStatusSchema>;

/** Apply the default templates now: to the attendees named, or to every confirmed attendee. */
export const bookingRunBodySchema = {
  $id: 'BookingRunBody',
  type: 'object',
  additionalProperties: false,
  properties: { attendeeIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: id } },
} as const;
export type BookingRunBody = FromSchema<typeof bookingRunBodySchema>;

/** One attendee's application as reviewed (§2.6): their decisions, missing prerequisites and the event's competencies they hold. */
export const attendeeReviewSchema = {
  $id: 'AttendeeReview',
  type: 'object',
  required: ['attendee', 'decisions', 'missingPrerequisites', 'bookingStatus', 'competencies'],
  additionalProperties: false,
  properties: {
    attendee: trainingEventAttendeePayloadSchema,
    decisions: { type: 'array', items: attendeeDecisionSchema },
    missingPrerequisites: { type: 'array', items: { type: 'integer' } },
    bookingStatus: { oneOf: [{ type: 'null' }, attendeeBookingStatusSchema] },
    competencies: {
      type: 'array',
      items: {
        type: 'object',
        required: ['competencyId', 'code', 'name', 'prerequisite', 'awarded', 'held', 'status', 'startDate', 'expiryDate'],
        additionalProperties: false,
        properties: {
          competencyId: { type: 'integer' },
          code: { type: 'string' },
          name: { type: 'string' },
          prerequisite: { type: 'boolean' },
          awarded: { type: 'boolean' },
          held: { type: 'boolean' },
          status: { type: ['string', 'null'] },
          startDate: { type: ['string', 'null'], format: 'date' },
          expiryDate: { type: ['string', 'null'], format: 'date' },
        },
      },
    },
  },
} as const;
export type AttendeeReview = FromSchema<typeof attendeeReviewSchema>;
