import type { FromSchema } from 'json-schema-to-ts';

/**
 * Bulk framework jobs (admin `competencies/competency-assignment-jobs` and `bulk-archive-jobs`): the scheduler's
 * skill-assignment job types, 0 assigns competencies to a selection of employees, 1 archives framework items.
 */
export const FRAMEWORK_JOB_TYPES = { assign: 0, archive: 1 } as const;
export type FrameworkJobType = (typeof FRAMEWORK_JOB_TYPES)[keyof typeof FRAMEWORK_JOB_TYPES];

/** The job states of §4.2. */
export const JOB_STATES = ['not started', 'in progress', 'complete', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Where a job may go from a state: it starts, then completes; it may be cancelled until it is complete. */
export function nextJobStates(state: JobState): JobState[] {
  if (state === 'not started') return ['in progress', 'cancelled'];
  if (state === 'in progress') return ['complete', 'cancelled'];
  return [];
}
export const canCancelJob = (state: JobState) => nextJobStates(state).includes('cancelled');

export const FRAMEWORK_JOB_ITEM_KINDS = ['competency', 'subjectArea', 'competencyProgram'] as const;
export type FrameworkJobItemKind = (typeof FRAMEWORK_JOB_ITEM_KINDS)[number];

export const frameworkJobBodySchema = {
  $id: 'FrameworkJobBody',
  type: 'object',
  required: ['jobType', 'items'],
  additionalProperties: false,
  properties: {
    jobType: { type: 'integer', enum: [0, 1] },
    /** Assign: competencies only. Archive: competencies, subject areas and programs. */
    items: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['kind', 'id'],
        additionalProperties: false,
        properties: { kind: { type: 'string', enum: FRAMEWORK_JOB_ITEM_KINDS }, id: { type: 'integer', minimum: 1 } },
      },
    },
    /** Assign: the employees to assign them to. */
    employeeIds: { type: 'array', maxItems: 5000, items: { type: 'integer', minimum: 1 } },
  },
} as const;
export type FrameworkJobBody = FromSchema<typeof frameworkJobBodySchema>;

const kindSchema = { type: 'string', enum: FRAMEWORK_JOB_ITEM_KINDS } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** What a job changed: an employee competency added (assign), or what employees held of an item archived (archive). */
export const frameworkJobChangeSchema = {
  type: 'object',
  required: ['kind', 'itemId', 'itemCode', 'employeeId', 'count'],
  additionalProperties: false,
  properties: {
    kind: kindSchema,
    itemId: { type: 'integer' },
    itemCode: { type: 'string' },
    employeeId: { type: ['integer', 'null'] },
    /** Records changed: 1 for an assignment; employee competencies and subject areas archived for an archive. */
    count: { type: 'integer' },
  },
} as const;
export type FrameworkJobChange = FromSchema<typeof frameworkJobChangeSchema>;

/** A job as the list shows it: its state and how far it has got (its changes are read with the job). */
export const frameworkJobRowSchema = {
  $id: 'FrameworkJobRow',
  type: 'object',
  required: ['id', 'jobType', 'state', 'items', 'employeeCount', 'total', 'done', 'message', 'createdBy', 'createdDate', 'startedDate', 'finishedDate', 'cancelledBy'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    jobType: { type: 'integer', enum: [0, 1] },
    state: { type: 'string', enum: JOB_STATES },
    items: {
      type: 'array',
      items: { type: 'object', required: ['kind', 'id', 'code'], additionalProperties: false, properties: { kind: kindSchema, id: { type: 'integer' }, code: { type: 'string' } } },
    },
    employeeCount: { type: 'integer' },
    total: { type: 'integer' },
    done: { type: 'integer' },
    message: { type: 'string' },
    createdBy: { type: 'string' },
    createdDate: dateTime,
    startedDate: nullableDateTime,
    finishedDate: nullableDateTime,
    cancelledBy: { type: ['string', 'null'] },
  },
} as const;
export type FrameworkJobRow = FromSchema<typeof frameworkJobRowSchema>;

/** A job as watched: its row and what it changed. */
export const frameworkJobSchema = {
  ...frameworkJobRowSchema,
  $id: 'FrameworkJob',
  required: [...frameworkJobRowSchema.required, 'changes'],
  properties: { ...frameworkJobRowSchema.properties, changes: { type: 'array', items: frameworkJobChangeSchema } },
} as const;
export type FrameworkJob = FromSchema<typeof frameworkJobSchema>;
