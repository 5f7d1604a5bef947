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
  /** The rest of §2.3's training lists: attendee PPE, requirements, the calendar legend, reasons and attendance options. */
  'deliveryPpe',
  'requirement',
  'calendarLegend',
  'requestRejectReason',
  'delegateCancellationReason',
  'attendanceOption',
  'attendanceOptionReason',
] as const;
/** The organisation's name lists, owned by svc-personnel: what an employee's contracts point at. */
export const ORGANISATION_KINDS = ['watch', 'roster', 'staffGroup', 'employeeRole', 'district'] as const;
export const REFERENCE_KINDS = [...TRAINING_REFERENCE_KINDS, ...ORGANISATION_KINDS] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Kinds whose items have only a name (statuses and the organisation lists). */
export const NAME_ONLY_KINDS: readonly ReferenceKind[] = [
  'competencyStatus',
  'subjectAreaStatus',
  'cancellationReason',
  'requestRejectReason',
  'delegateCancellationReason',
  'attendanceOptionReason',
  'calendarLegend',
  ...ORGANISATION_KINDS,
];

/**
 * Lists whose items also have a type (§9: requirement types, attendance option types; the calendar legend's type is
 * what it colours), with the labels the portal shows. A type is required on these kinds and refused on the others.
 */
export const REFERENCE_ITEM_TYPES: Partial<Record<ReferenceKind, Record<string, string>>> = {
  requirement: { learning: 'Learning', catering: 'Catering' },
  attendanceOption: { noShow: 'No show', fullAttendance: 'Full attendance', earlyLeaver: 'Early leaver', lateArriver: 'Late arriver' },
  calendarLegend: { trainingCentreCourse: 'Training centre course', onStationTraining: 'On-station training', complete: 'Complete event', cancelled: 'Cancelled event' },
};
/** Lists whose items have a colour (#rrggbb): the calendar legend, one colour per type of event it colours. */
export const COLOURED_KINDS: readonly ReferenceKind[] = ['calendarLegend'];
/** Lists where a type is used by one item at most. */
export const UNIQUE_TYPE_KINDS: readonly ReferenceKind[] = ['calendarLegend'];

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
    /** Only on the kinds of REFERENCE_ITEM_TYPES and COLOURED_KINDS. */
    type: { type: 'string' },
    colour: { type: 'string' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type ReferenceItemEvent = FromSchema<typeof referenceItemEventSchema>;

/** Created, changed or deleted (`deleted: true`): one topic keeps every change of an item in order. */
export const referenceItemChanged = defineEvent<ReferenceItemEvent>('reference-item.changed', referenceItemEventSchema);
