import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, idList, isoDate, isoDateTime, nullableInt, nullableIsoDate, nullableIsoDateTime } from '../events/define-entity-events';
import { EVALUATION_RESULTS, type EvaluationResult } from './event-attendance';

/** §4.2 action plan statuses, as stored (keys) and shown (labels). */
export const ACTION_PLAN_STATUSES = { open: 'Open', inProgress: 'In progress', ignored: 'Ignored', resolved: 'Resolved' } as const;
export type ActionPlanStatus = keyof typeof ACTION_PLAN_STATUSES;
const statusKeys = Object.keys(ACTION_PLAN_STATUSES) as ActionPlanStatus[];

/** §3.2 action plan types. */
export const ACTION_PLAN_TYPES = { remedial: 'Remedial training', development: 'Development', performance: 'Performance' } as const;
export type ActionPlanType = keyof typeof ACTION_PLAN_TYPES;

/** Where a plan came from: an activity report's or training event's evaluation, a competency record, or by hand. */
export const ACTION_PLAN_SOURCES = { activityReport: 'Activity report', trainingEvent: 'Training event', competency: 'Competency', manual: 'By hand' } as const;
export type ActionPlanSource = keyof typeof ACTION_PLAN_SOURCES;

/** Days from a failed evaluation to the resolve-by date of the plan it raises (changeable on the plan). */
export const RAISED_PLAN_RESOLVE_DAYS = 28;

/** Days before its resolve-by date an open or in-progress plan is reminded to its employee and line manager. */
export const ACTION_PLAN_REMINDER_DAYS = 7;

/** §4.2: a plan moves forward only; "an action plan change cannot be reverted", so ignored and resolved are final. */
export const ACTION_PLAN_TRANSITIONS: Record<ActionPlanStatus, { to: ActionPlanStatus; action: string }[]> = {
  open: [
    { to: 'inProgress', action: 'Start' },
    { to: 'resolved', action: 'Resolve' },
    { to: 'ignored', action: 'Ignore' },
  ],
  inProgress: [
    { to: 'resolved', action: 'Resolve' },
    { to: 'ignored', action: 'Ignore' },
  ],
  ignored: [],
  resolved: [],
};

export const ACTION_PLAN_MESSAGES = {
  final: 'An action plan change cannot be reverted: the plan is closed',
  resolveByInPast: 'dates in the past not allowed',
  ignoreNeedsComment: 'comment required: say why the plan is ignored',
  sourceNeeded: 'Say which record the plan comes from',
} as const;

/** Why a plan may not move from one status to another, or null when §4.2 allows it. */
export function actionPlanTransitionProblem(from: ActionPlanStatus, to: ActionPlanStatus): string | null {
  if (ACTION_PLAN_TRANSITIONS[from].some((t) => t.to === to)) return null;
  if (!ACTION_PLAN_TRANSITIONS[from].length) return `${ACTION_PLAN_MESSAGES.final} (${ACTION_PLAN_STATUSES[from]}).`;
  if (from === to) return `The action plan is already ${ACTION_PLAN_STATUSES[to]}.`;
  return `An action plan change cannot be reverted: ${ACTION_PLAN_STATUSES[from]} cannot go back to ${ACTION_PLAN_STATUSES[to]}.`;
}

export const actionPlanClosed = (status: ActionPlanStatus) => !ACTION_PLAN_TRANSITIONS[status].length;

const id = { type: 'integer', minimum: 1 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength, default: '' }) as const;

export const actionPlanBodySchema = {
  $id: 'ActionPlanBody',
  type: 'object',
  required: ['employeeId', 'type', 'description', 'resolveByDate'],
  additionalProperties: false,
  properties: {
    employeeId: id,
    type: { type: 'string', enum: Object.keys(ACTION_PLAN_TYPES) as ActionPlanType[] },
    description: { type: 'string', minLength: 1, maxLength: 2000 },
    resolveByDate: isoDate,
    assessorEmployeeId: { ...nullableInt, default: null },
    lineManagerEmployeeId: { ...nullableInt, default: null },
    comment: text(2000),
    competencyIds: { type: 'array', maxItems: 50, items: id, default: [] },
    subjectAreaIds: { type: 'array', maxItems: 50, items: id, default: [] },
    source: { type: 'string', enum: Object.keys(ACTION_PLAN_SOURCES) as ActionPlanSource[], default: 'manual' },
    /** The activity report, training event or employee competency record it comes from (none when by hand). */
    sourceId: { ...nullableInt, default: null },
  },
} as const;
export type ActionPlanBody = FromSchema<typeof actionPlanBodySchema>;

export const actionPlanStatusBodySchema = {
  $id: 'ActionPlanStatusBody',
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: statusKeys }, comment: text(2000) },
} as const;
export type ActionPlanStatusBody = FromSchema<typeof actionPlanStatusBodySchema>;

const outcomeSchema = {
  type: 'object',
  required: ['competencyId', 'result'],
  additionalProperties: false,
  properties: { competencyId: id, result: { type: 'string', enum: Object.keys(EVALUATION_RESULTS) as EvaluationResult[] } },
} as const;

/** The plan's evaluation: an outcome per competency of the plan; passes are applied to the competency records. */
export const actionPlanEvaluationBodySchema = {
  $id: 'ActionPlanEvaluationBody',
  type: 'object',
  required: ['outcomes'],
  additionalProperties: false,
  properties: { outcomes: { type: 'array', minItems: 1, maxItems: 50, items: outcomeSchema }, comment: text(2000) },
} as const;
export type ActionPlanEvaluationBody = FromSchema<typeof actionPlanEvaluationBodySchema>;

export const actionPlanEventSchema = {
  $id: 'ActionPlanEvent',
  type: 'object',
  required: [
    'id', 'employeeId', 'type', 'description', 'resolveByDate', 'resolvedDate', 'assessorEmployeeId', 'lineManagerEmployeeId', 'status', 'comment',
    'competencyIds', 'subjectAreaIds', 'source', 'sourceId', 'history', 'evaluation', 'createdBy', 'lastModifiedDate',
  ],
  additionalProperties: false,
  properties: {
    id,
    employeeId: id,
    type: { type: 'string', enum: Object.keys(ACTION_PLAN_TYPES) as ActionPlanType[] },
    description: { type: 'string' },
    resolveByDate: isoDate,
    resolvedDate: nullableIsoDate,
    assessorEmployeeId: nullableInt,
    lineManagerEmployeeId: nullableInt,
    status: { type: 'string', enum: statusKeys },
    comment: { type: 'string' },
    competencyIds: idList,
    subjectAreaIds: idList,
    source: { type: 'string', enum: Object.keys(ACTION_PLAN_SOURCES) as ActionPlanSource[] },
    sourceId: nullableInt,
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['from', 'to', 'by', 'at', 'comment'],
        additionalProperties: false,
        properties: { from: { type: 'string', enum: statusKeys }, to: { type: 'string', enum: statusKeys }, by: { type: 'string' }, at: isoDateTime, comment: { type: 'string' } },
      },
    },
    evaluation: {
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['outcomes', 'comment', 'evaluatedBy', 'evaluatedDate'],
          additionalProperties: false,
          properties: { outcomes: { type: 'array', items: outcomeSchema }, comment: { type: 'string' }, evaluatedBy: { type: 'string' }, evaluatedDate: nullableIsoDateTime },
        },
      ],
    },
    createdBy: { type: 'string' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type ActionPlanEvent = FromSchema<typeof actionPlanEventSchema>;
export const actionPlanEvents = defineEntityEvents<ActionPlanEvent>('action-plan', actionPlanEventSchema);
