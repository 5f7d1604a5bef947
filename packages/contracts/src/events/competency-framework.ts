import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

/**
 * Lists of the competency framework set up in the portal (§2.4, §3.2). Competencies, subject areas, programs and
 * competency statuses are also reference items (their code and name travel on `reference-item.changed`, as the
 * REST API shows them); this event carries every field of any framework item.
 */
export const FRAMEWORK_KINDS = ['competency', 'subjectArea', 'competencyProgram', 'competencyStatus', 'activityGroup', 'activityType', 'activityArea', 'percentageRange'] as const;
export type FrameworkKind = (typeof FRAMEWORK_KINDS)[number];

export const frameworkItemEventSchema = {
  $id: 'FrameworkItemEvent',
  type: 'object',
  required: ['kind', 'id', 'fields', 'deleted', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: FRAMEWORK_KINDS },
    id: { type: 'integer', minimum: 1 },
    /** The item as last saved (the kind's body: code, name and the rest). */
    fields: { type: 'object' },
    deleted: { type: 'boolean' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type FrameworkItemEvent = FromSchema<typeof frameworkItemEventSchema>;

/** Created, changed or deleted: one topic keyed by "<kind>:<id>" keeps every change of an item in order. */
export const frameworkItemChanged = defineEvent<FrameworkItemEvent>('competency-framework.changed', frameworkItemEventSchema);
