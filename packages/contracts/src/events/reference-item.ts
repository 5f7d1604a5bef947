import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

/**
 * Reference lists that are a code and a name (or just a name): the lookups of the competency framework,
 * booking types and incident types (spec §3.1), and the organisation's watches, rosters, staff groups and employee
 * roles. One contract, told apart by `kind`.
 */
export const TRAINING_REFERENCE_KINDS = [
  'bookingType',
  'competency',
  'competencyProgram',
  'competencyStatus',
  'subjectArea',
  'subjectAreaStatus',
  'incidentType',
  /** Why a training event was cancelled (admin `cancellation-reasons/list`). */
  'cancellationReason',
  /** How a course is delivered and what kind of course it is (admin `delivery-method-list`, `course-type-list`). */
  'deliveryMethod',
  'courseType',
] as const;
/** The organisation's name lists, owned by svc-personnel: what an employee's contracts point at. */
export const ORGANISATION_KINDS = ['watch', 'roster', 'staffGroup', 'employeeRole', 'district'] as const;
export const REFERENCE_KINDS = [...TRAINING_REFERENCE_KINDS, ...ORGANISATION_KINDS] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Kinds whose items have only a name (statuses and the organisation lists). */
export const NAME_ONLY_KINDS: readonly ReferenceKind[] = ['competencyStatus', 'subjectAreaStatus', 'cancellationReason', ...ORGANISATION_KINDS];

export const referenceItemEventSchema = {
  $id: 'ReferenceItemEvent',
  type: 'object',
  required: ['kind', 'id', 'code', 'name', 'deleted', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: REFERENCE_KINDS },
    id: { type: 'integer', minimum: 1 },
    code: { type: 'string' },
    name: { type: 'string' },
    deleted: { type: 'boolean' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type ReferenceItemEvent = FromSchema<typeof referenceItemEventSchema>;

/** Created, changed or deleted (`deleted: true`): one topic keeps every change of an item in order. */
export const referenceItemChanged = defineEvent<ReferenceItemEvent>('reference-item.changed', referenceItemEventSchema);
