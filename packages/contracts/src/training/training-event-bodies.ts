import type { FromSchema } from 'json-schema-to-ts';
import { API_CONSTANTS } from '../api-constants';

const id = { type: 'integer', minimum: 1 } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableCount = { type: ['integer', 'null'], minimum: 0, maximum: 100, default: null } as const;
const { Pending, Complete, Canceled } = API_CONSTANTS.TrainingEventStatus;

/** Instructor roles on an event (§3.2 "lead and assistant instructor counts"). */
export const INSTRUCTOR_TYPES = ['lead', 'assistant'] as const;
export type InstructorType = (typeof INSTRUCTOR_TYPES)[number];

/**
 * A training event as the portal and the demo loader write it (§3.2). Dates may be empty while the event is
 * planned; attendees need dates first. On-station events name a station and may name a staff group, roster and watch.
 */
export const trainingEventBodySchema = {
  $id: 'TrainingEventBody',
  type: 'object',
  required: ['trainingType', 'course', 'dates'],
  additionalProperties: false,
  properties: {
    trainingType: { type: 'integer', enum: [1, 2] },
    course: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { code: { type: 'string', maxLength: 20, default: '' }, name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
    },
    dates: { type: 'array', maxItems: 60, items: { type: 'object', required: ['startTime', 'endTime'], additionalProperties: false, properties: { startTime: dateTime, endTime: dateTime } } },
    trainingLocationIds: { type: 'array', maxItems: 20, items: id, default: [] },
    onStationEvent: { type: 'boolean', default: false },
    staffGroupId: nullableId,
    rosterId: nullableId,
    watchId: nullableId,
    status: { type: 'integer', enum: [Pending, Complete, Canceled], default: Pending },
    competencyIds: { type: 'array', maxItems: 100, items: id, default: [] },
    comment: { type: 'string', maxLength: 2000, default: '' },
    cancellationReasonId: nullableId,
    publicEvent: { type: 'boolean', default: false },
    minPlaces: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    maxPlaces: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    leadInstructors: nullableCount,
    assistantInstructors: nullableCount,
    /**
     * The course template the event is built from (§3.2): it must be available for use when first named; its code,
     * name and competencies become the event's, and its places and instructor numbers fill those left empty.
     */
    courseTemplateId: nullableId,
  },
} as const;
export type TrainingEventBody = FromSchema<typeof trainingEventBodySchema>;

export const trainingEventAttendeeBodySchema = {
  $id: 'TrainingEventAttendeeBody',
  type: 'object',
  required: ['trainingEventId', 'employeeId', 'attendeeType', 'statusId'],
  additionalProperties: false,
  properties: {
    trainingEventId: id,
    employeeId: id,
    attendeeType: { type: 'integer', enum: [1, 2, 3] },
    /** Required for instructors (attendeeType 1). */
    instructorType: { type: ['string', 'null'], enum: [...INSTRUCTOR_TYPES, null], default: null },
    statusId: { type: 'integer', minimum: 1, maximum: 9 },
    dateApplied: { type: ['string', 'null'], format: 'date-time', default: null },
    dateCancellationRequested: { type: ['string', 'null'], format: 'date-time', default: null },
    /** Nominates, invites or confirms a delegate without the event's prerequisite competencies (needs OVERRIDE_PREREQUISITE_COMPETENCIES). */
    overridePrerequisites: { type: 'boolean', default: false },
  },
} as const;
export type TrainingEventAttendeeBody = FromSchema<typeof trainingEventAttendeeBodySchema>;

export const trainingEventBookingBodySchema = {
  $id: 'TrainingEventBookingBody',
  type: 'object',
  required: ['trainingEventId', 'employeeId', 'bookingTypeId', 'startTime', 'endTime'],
  additionalProperties: false,
  properties: { trainingEventId: id, employeeId: id, bookingTypeId: id, startTime: dateTime, endTime: dateTime },
} as const;
export type TrainingEventBookingBody = FromSchema<typeof trainingEventBookingBodySchema>;

/** The planner's list (`GET /training/training-events/search`): filters, sort and page. */
export const trainingEventSearchQuerySchema = {
  $id: 'TrainingEventSearchQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    fromDate: { type: 'string', format: 'date' },
    toDate: { type: 'string', format: 'date' },
    status: { type: 'integer', enum: [Pending, Complete, Canceled] },
    trainingType: { type: 'integer', enum: [1, 2] },
    trainingLocationId: id,
    course: { type: 'string', minLength: 1, maxLength: 200 },
    sortBy: { type: 'string', enum: ['firstDate', 'course', 'status', 'id'], default: 'firstDate' },
    descending: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
  },
} as const;
export type TrainingEventSearchQuery = FromSchema<typeof trainingEventSearchQuerySchema>;
