import type { FromSchema } from 'json-schema-to-ts';
import { can, type PermissionMap, type Right } from '../permissions';
import { defineEntityEvents, idList, isoDateTime, nullableIsoDateTime } from '../events/define-entity-events';
import { EVALUATION_RESULTS, type EvaluationResult } from './event-attendance';

/** §4.2 activity report statuses, as stored (keys) and shown (labels). */
export const ACTIVITY_REPORT_STATUSES = { open: 'Open', submitted: 'Submitted', query: 'Query', complete: 'Complete' } as const;
export type ActivityReportStatus = keyof typeof ACTIVITY_REPORT_STATUSES;
const statusKeys = Object.keys(ACTIVITY_REPORT_STATUSES) as ActivityReportStatus[];

/**
 * §4.2 workflow open → submitted → query ↔ submitted → complete, with who may make each move: the crew's side
 * (edit on incidents) writes and sends for approval, the approver (approve on incidents) queries or completes.
 */
export const ACTIVITY_REPORT_TRANSITIONS: Record<ActivityReportStatus, { to: ActivityReportStatus; action: string; right: Right }[]> = {
  open: [{ to: 'submitted', action: 'Submit for approval', right: 'edit' }],
  submitted: [
    { to: 'query', action: 'Query', right: 'approve' },
    { to: 'complete', action: 'Complete', right: 'approve' },
  ],
  query: [{ to: 'submitted', action: 'Submit again', right: 'edit' }],
  complete: [],
};

export const ACTIVITY_REPORT_MESSAGES = {
  locked: 'The activity report can only be changed while it is open or queried',
  queryNeedsComment: 'comment required: say what needs answering',
  notComplete: 'Only a complete activity report can be evaluated',
  evaluatedOnce: 'This activity report has already been evaluated; its outcomes were applied to the competency records',
  notInActivities: 'Not one of the competencies this person exercised on the report',
  notOnReport: 'Not one of the crew on this report',
  reportExists: 'This incident already has an activity report',
} as const;

/** Why the caller may not move a report from one status to another, or null when the workflow and their rights allow it. */
export function activityReportTransitionProblem(from: ActivityReportStatus, to: ActivityReportStatus, permissions: PermissionMap | undefined): string | null {
  const move = ACTIVITY_REPORT_TRANSITIONS[from].find((t) => t.to === to);
  if (!move) {
    if (from === 'complete') return 'The activity report is complete and can no longer change status.';
    return `An activity report cannot go from ${ACTIVITY_REPORT_STATUSES[from]} to ${ACTIVITY_REPORT_STATUSES[to]}.`;
  }
  if (!can(permissions, 'INCIDENTS', move.right)) return `${move.action} needs the ${move.right} right on incidents.`;
  return null;
}

/** The moves the caller may make from this status (the buttons the report shows). */
export const activityReportMoves = (from: ActivityReportStatus, permissions: PermissionMap | undefined) =>
  ACTIVITY_REPORT_TRANSITIONS[from].filter((t) => activityReportTransitionProblem(from, t.to, permissions) === null);

export const reportEditable = (status: ActivityReportStatus) => status === 'open' || status === 'query';

const id = { type: 'integer', minimum: 1 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;

const activitySchema = {
  type: 'object',
  required: ['employeeId', 'activity', 'competencyIds'],
  additionalProperties: false,
  properties: {
    employeeId: id,
    /** What the person did at the incident. */
    activity: { type: 'string', minLength: 1, maxLength: 500 },
    competencyIds: { type: 'array', maxItems: 50, items: id },
    comment: text(2000),
  },
} as const;

/** An incident's activity report: the crew's activities with the competencies each exercised. */
export const activityReportBodySchema = {
  $id: 'ActivityReportBody',
  type: 'object',
  required: ['incidentId', 'activities'],
  additionalProperties: false,
  properties: {
    incidentId: id,
    activities: { type: 'array', minItems: 1, maxItems: 100, items: activitySchema },
    comment: text(2000),
  },
} as const;
export type ActivityReportBody = FromSchema<typeof activityReportBodySchema>;

export const activityReportStatusBodySchema = {
  $id: 'ActivityReportStatusBody',
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: statusKeys }, comment: text(2000) },
} as const;
export type ActivityReportStatusBody = FromSchema<typeof activityReportStatusBodySchema>;

const outcomeSchema = {
  type: 'object',
  required: ['employeeId', 'competencyId', 'result'],
  additionalProperties: false,
  properties: { employeeId: id, competencyId: id, result: { type: 'string', enum: Object.keys(EVALUATION_RESULTS) as EvaluationResult[] } },
} as const;

/** The evaluation of a complete report: an outcome per person and competency exercised. */
export const activityReportEvaluationBodySchema = {
  $id: 'ActivityReportEvaluationBody',
  type: 'object',
  required: ['outcomes'],
  additionalProperties: false,
  properties: { outcomes: { type: 'array', minItems: 1, maxItems: 1000, items: outcomeSchema }, comment: text(2000) },
} as const;
export type ActivityReportEvaluationBody = FromSchema<typeof activityReportEvaluationBodySchema>;

const historySchema = {
  type: 'object',
  required: ['from', 'to', 'by', 'at', 'comment'],
  additionalProperties: false,
  properties: { from: { type: 'string', enum: statusKeys }, to: { type: 'string', enum: statusKeys }, by: { type: 'string' }, at: isoDateTime, comment: { type: 'string' } },
} as const;

export const activityReportEventSchema = {
  $id: 'ActivityReportEvent',
  type: 'object',
  required: ['id', 'incidentId', 'stationIds', 'activities', 'comment', 'status', 'history', 'evaluation', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id,
    incidentId: id,
    /** The incident's stations when the report was written (whose managers see it). */
    stationIds: idList,
    activities: {
      type: 'array',
      items: { type: 'object', required: ['employeeId', 'activity', 'competencyIds', 'comment'], additionalProperties: false, properties: { employeeId: id, activity: { type: 'string' }, competencyIds: idList, comment: { type: 'string' } } },
    },
    comment: { type: 'string' },
    status: { type: 'string', enum: statusKeys },
    history: { type: 'array', items: historySchema },
    evaluation: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['outcomes', 'comment', 'evaluatedBy', 'evaluatedDate', 'actionPlanIds'],
          additionalProperties: false,
          properties: {
            outcomes: { type: 'array', items: outcomeSchema },
            comment: { type: 'string' },
            evaluatedBy: { type: 'string' },
            evaluatedDate: nullableIsoDateTime,
            /** The action plans the failed outcomes raised. */
            actionPlanIds: idList,
          },
        },
      ],
    },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type ActivityReportEvent = FromSchema<typeof activityReportEventSchema>;
export const activityReportEvents = defineEntityEvents<ActivityReportEvent>('incident-activity-report', activityReportEventSchema);
