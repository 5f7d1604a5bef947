import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, isoDate, isoDateTime } from '../events/define-entity-events';

/** Bodies and rules of a training event's attendance (§2.6 sub-pages), shared by svc-training and the portal. */

/** §5.2 messages of the attendance sub-pages (the generic ones stay in TRAINING_MESSAGES). */
export const ATTENDANCE_MESSAGES = {
  attendanceRequired: 'Attendance must be populated in each row',
  completedEvaluations: 'Delegates with completed evaluations cannot be deleted',
  dateNotInEvent: 'The selected date is not one of the event dates',
  listExists: 'This date already has an attendance list',
  notOnEvent: 'Not an attendee of this event',
  rowTwice: 'This attendee is already in the list',
  hoursOverSession: 'Hours must not exceed the length of the session',
  hoursRequired: 'Hours required for a late arriver or an early leaver',
  notADelegate: 'Only delegates are evaluated and appraised',
  notAnAppraiser: 'The appraiser must be an instructor or FDO of the event',
  competencyNotOnEvent: 'Not one of the competencies of the event',
  evaluationFinal: 'This evaluation has been applied to the competency records and can no longer be changed',
  evaluationOnlyOnce: 'This delegate already has an evaluation',
  futureDate: 'Future dates not allowed',
  appraisalOnlyOnce: 'This appraiser has already appraised this delegate on this event',
} as const;

/** §9 attendance option types, as stored (keys) and shown (labels). */
export const ATTENDANCE_OPTIONS = {
  fullAttendance: 'Full attendance',
  lateArriver: 'Late arriver',
  earlyLeaver: 'Early leaver',
  noShow: 'No show',
} as const;
export type AttendanceOption = keyof typeof ATTENDANCE_OPTIONS;
const attendanceOptionKeys = Object.keys(ATTENDANCE_OPTIONS) as AttendanceOption[];

const id = { type: 'integer', minimum: 1 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;

/**
 * One session's attendance list: the event date it records (that date's `startTime`) and a row per attendee.
 * `attendance` may be null in the body so the server can name the empty row with the §5.2 message.
 */
export const attendanceListBodySchema = {
  $id: 'AttendanceListBody',
  type: 'object',
  required: ['trainingEventId', 'date', 'rows'],
  additionalProperties: false,
  properties: {
    trainingEventId: id,
    date: isoDateTime,
    rows: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      items: {
        type: 'object',
        required: ['attendeeId'],
        additionalProperties: false,
        properties: {
          attendeeId: id,
          attendance: { type: ['string', 'null'], enum: [...attendanceOptionKeys, null], default: null },
          hours: { type: ['number', 'null'], minimum: 0, maximum: 24, default: null },
          comment: text(500),
        },
      },
    },
    comment: text(2000),
  },
} as const;
export type AttendanceListBody = FromSchema<typeof attendanceListBodySchema>;

/** §4.2 evaluation outcomes of one competency for one delegate. */
export const EVALUATION_RESULTS = { pass: 'Pass', fail: 'Fail', notAssessed: 'Not assessed' } as const;
export type EvaluationResult = keyof typeof EVALUATION_RESULTS;

/** A delegate's evaluation: an outcome per competency of the event. */
export const evaluationBodySchema = {
  $id: 'EvaluationBody',
  type: 'object',
  required: ['trainingEventId', 'attendeeId', 'outcomes'],
  additionalProperties: false,
  properties: {
    trainingEventId: id,
    attendeeId: id,
    outcomes: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['competencyId', 'result'],
        additionalProperties: false,
        properties: { competencyId: id, result: { type: 'string', enum: Object.keys(EVALUATION_RESULTS) as EvaluationResult[] } },
      },
    },
    comment: text(2000),
  },
} as const;
export type EvaluationBody = FromSchema<typeof evaluationBodySchema>;

/** §4.2 evaluation statuses; `queued` is never stored: a pending evaluation of a complete event waits for the job. */
export const EVALUATION_STATUSES = { pending: 'Pending', queued: 'Queued', applied: 'Applied', notApplied: 'Not applied' } as const;
export type EvaluationStatus = keyof typeof EVALUATION_STATUSES;

/** Appraisal ratings, 1 to 5. */
export const APPRAISAL_RATINGS: Record<number, string> = { 1: 'Unsatisfactory', 2: 'Needs improvement', 3: 'Meets the standard', 4: 'Above the standard', 5: 'Outstanding' };

/** An instructor's (or FDO's) appraisal of a delegate on the event. */
export const appraisalBodySchema = {
  $id: 'AppraisalBody',
  type: 'object',
  required: ['trainingEventId', 'attendeeId', 'appraiserId', 'date', 'rating'],
  additionalProperties: false,
  properties: {
    trainingEventId: id,
    attendeeId: id,
    /** The attendee (instructor or FDO) who appraises. */
    appraiserId: id,
    date: isoDate,
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    strengths: text(2000),
    developmentNeeds: text(2000),
    comments: text(2000),
  },
} as const;
export type AppraisalBody = FromSchema<typeof appraisalBodySchema>;

const attendanceRowSchema = {
  type: 'object',
  required: ['attendeeId', 'employeeId', 'attendeeType', 'attendance', 'hours', 'comment'],
  additionalProperties: false,
  properties: {
    attendeeId: id,
    employeeId: id,
    attendeeType: { type: 'integer', enum: [1, 2, 3] },
    attendance: { type: 'string', enum: attendanceOptionKeys },
    hours: { type: 'number', minimum: 0 },
    comment: { type: 'string' },
  },
} as const;

export const attendanceListEventSchema = {
  $id: 'AttendanceListEvent',
  type: 'object',
  required: ['id', 'trainingEventId', 'date', 'sessionHours', 'rows', 'comment', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id, trainingEventId: id, date: isoDateTime, sessionHours: { type: 'number', minimum: 0 }, rows: { type: 'array', items: attendanceRowSchema }, comment: { type: 'string' }, lastModifiedDate: isoDateTime },
} as const;
export type AttendanceListEvent = FromSchema<typeof attendanceListEventSchema>;
export type AttendanceRow = AttendanceListEvent['rows'][number];
export const attendanceListEvents = defineEntityEvents<AttendanceListEvent>('training-event-attendance-list', attendanceListEventSchema);

export const evaluationEventSchema = {
  $id: 'EvaluationEvent',
  type: 'object',
  required: ['id', 'trainingEventId', 'attendeeId', 'employeeId', 'outcomes', 'comment', 'status', 'appliedDate', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id,
    trainingEventId: id,
    attendeeId: id,
    employeeId: id,
    outcomes: evaluationBodySchema.properties.outcomes,
    comment: { type: 'string' },
    /** As stored: pending, applied or notApplied. */
    status: { type: 'string', enum: ['pending', 'applied', 'notApplied'] },
    /** Recorded by the evaluation job for a delegate nobody evaluated (the event's default outcome). */
    byDefault: { type: 'boolean' },
    appliedDate: { type: ['string', 'null'], format: 'date-time' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type EvaluationEvent = FromSchema<typeof evaluationEventSchema>;
export const evaluationEvents = defineEntityEvents<EvaluationEvent>('training-event-evaluation', evaluationEventSchema);

export const appraisalEventSchema = {
  $id: 'AppraisalEvent',
  type: 'object',
  required: ['id', 'trainingEventId', 'attendeeId', 'employeeId', 'appraiserId', 'appraiserEmployeeId', 'date', 'rating', 'strengths', 'developmentNeeds', 'comments', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id,
    trainingEventId: id,
    attendeeId: id,
    employeeId: id,
    appraiserId: id,
    appraiserEmployeeId: id,
    date: isoDate,
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    strengths: { type: 'string' },
    developmentNeeds: { type: 'string' },
    comments: { type: 'string' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type AppraisalEvent = FromSchema<typeof appraisalEventSchema>;
export const appraisalEvents = defineEntityEvents<AppraisalEvent>('training-event-appraisal', appraisalEventSchema);

/** Hours of a session (an event date), to two decimals. */
export const sessionHours = (d: { startTime: string | Date; endTime: string | Date }) => Math.round((new Date(d.endTime).getTime() - new Date(d.startTime).getTime()) / 36_000) / 100;

/** Whether the option counts as present (a no show does not). */
export const attended = (option: AttendanceOption) => option !== 'noShow';

/**
 * The §5.2 problem of a list's rows, or null: every row needs attendance ("must be populated in each row"), a late
 * arriver or early leaver needs hours, and no row may claim more hours than the session lasts. Rows are named by
 * their index (`rows.3.attendance`), as the form shows them.
 */
export function attendanceRowProblem(rows: { attendance?: AttendanceOption | null; hours?: number | null }[], session: number): { field: string; message: string } | null {
  for (const [i, row] of rows.entries()) {
    if (!row.attendance) return { field: `rows.${i}.attendance`, message: ATTENDANCE_MESSAGES.attendanceRequired };
    if ((row.attendance === 'lateArriver' || row.attendance === 'earlyLeaver') && (row.hours === null || row.hours === undefined)) return { field: `rows.${i}.hours`, message: ATTENDANCE_MESSAGES.hoursRequired };
    if ((row.hours ?? 0) > session) return { field: `rows.${i}.hours`, message: ATTENDANCE_MESSAGES.hoursOverSession };
  }
  return null;
}

/** The hours a row counts: given for a late arriver or early leaver, the whole session for full attendance, none for a no show. */
export function rowHours(attendance: AttendanceOption, hours: number | null | undefined, session: number) {
  if (attendance === 'noShow') return 0;
  if (attendance === 'fullAttendance') return hours ?? session;
  return hours ?? 0;
}

export interface AttendanceSummary {
  attendeeId: number;
  employeeId: number;
  attendeeType: number;
  /** Sessions recorded for this attendee. */
  recorded: number;
  /** Of those, present (any option but no show). */
  present: number;
  late: number;
  leftEarly: number;
  hours: number;
  /** Hours of the sessions recorded for them. */
  sessionHours: number;
  /** Present sessions over the event's sessions, 0-100. */
  percentage: number;
}

/**
 * Per attendee: sessions recorded and present, hours against the hours of the event's sessions, and the attendance
 * percentage over all the event's sessions (a session without a list yet counts as not attended).
 */
export function summariseAttendance(lists: Pick<AttendanceListEvent, 'rows' | 'sessionHours'>[], sessions: number): AttendanceSummary[] {
  const byAttendee = new Map<number, AttendanceSummary>();
  for (const list of lists) {
    for (const row of list.rows) {
      const s = byAttendee.get(row.attendeeId) ?? { attendeeId: row.attendeeId, employeeId: row.employeeId, attendeeType: row.attendeeType, recorded: 0, present: 0, late: 0, leftEarly: 0, hours: 0, sessionHours: 0, percentage: 0 };
      s.recorded += 1;
      s.sessionHours += list.sessionHours;
      s.hours += row.hours;
      if (attended(row.attendance)) s.present += 1;
      if (row.attendance === 'lateArriver') s.late += 1;
      if (row.attendance === 'earlyLeaver') s.leftEarly += 1;
      byAttendee.set(row.attendeeId, s);
    }
  }
  return [...byAttendee.values()].map((s) => ({ ...s, hours: Math.round(s.hours * 100) / 100, percentage: sessions ? Math.round((s.present / sessions) * 100) : 0 }));
}

/** An evaluation is complete once applied (or found not applicable), or when every competency has a pass or fail. */
export function evaluationComplete(e: { status: string; outcomes: { result: string }[] }) {
  return e.status !== 'pending' || (e.outcomes.length > 0 && e.outcomes.every((o) => o.result !== 'notAssessed'));
}

/** The §4.2 status shown: a stored pending evaluation of a complete event is queued for the evaluation job. */
export const shownEvaluationStatus = (stored: string, eventStatus: number): EvaluationStatus => (stored === 'pending' && eventStatus === 2 ? 'queued' : (stored as EvaluationStatus));
