import type { FromSchema } from 'json-schema-to-ts';
import { courseMaterialSchema } from '../training/course-template-bodies';
import { defineEntityEvents, idList, isoDateTime, nullableInt, nullableIsoDateTime } from './define-entity-events';

/** A training event (spec §3.1): course, dates, locations, status (§4.1 TrainingEventStatus), type (§4.1 TrainingTypes). */
export const trainingEventPayloadSchema = {
  $id: 'TrainingEventPayload',
  type: 'object',
  required: ['id', 'trainingType', 'course', 'dates', 'trainingLocationIds', 'onStationEvent', 'status', 'competencyIds', 'comment', 'minPlaces', 'maxPlaces', 'createdDate', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    trainingType: { type: 'integer', enum: [1, 2] },
    course: {
      type: 'object',
      required: ['code', 'name'],
      additionalProperties: false,
      properties: { code: { type: 'string' }, name: { type: 'string' } },
    },
    dates: {
      type: 'array',
      items: { type: 'object', required: ['startTime', 'endTime'], additionalProperties: false, properties: { startTime: isoDateTime, endTime: isoDateTime } },
    },
    trainingLocationIds: idList,
    onStationEvent: { type: 'boolean' },
    status: { type: 'integer', enum: [1, 2, 3] },
    competencyIds: idList,
    comment: { type: 'string' },
    minPlaces: { type: 'integer', minimum: 0 },
    maxPlaces: { type: 'integer', minimum: 0 },
    // Planner fields (issue 16); optional so events written before them still validate.
    staffGroupId: nullableInt,
    rosterId: nullableInt,
    watchId: nullableInt,
    cancellationReasonId: nullableInt,
    publicEvent: { type: 'boolean' },
    leadInstructors: { type: ['integer', 'null'], minimum: 0 },
    assistantInstructors: { type: ['integer', 'null'], minimum: 0 },
    // Issue 32: the course template and the version of it the event was built from (optional, as above).
    courseTemplateId: nullableInt,
    courseTemplateVersion: nullableInt,
    // Copied from the template when the event first names it: the course's materials and the PPE it needs.
    materials: { type: 'array', items: courseMaterialSchema },
    ppeResourceIds: idList,
    createdDate: isoDateTime,
    lastModifiedDate: isoDateTime,
  },
} as const;
export type TrainingEventPayload = FromSchema<typeof trainingEventPayloadSchema>;
export const trainingEventEvents = defineEntityEvents<TrainingEventPayload>('training-event', trainingEventPayloadSchema);

/** Someone on a training event as instructor, delegate or FDO (§4.1 TrainingEventAttendeeType and Status). */
export const trainingEventAttendeePayloadSchema = {
  $id: 'TrainingEventAttendeePayload',
  type: 'object',
  required: ['id', 'trainingEventId', 'employeeId', 'attendeeType', 'statusId', 'dateApplied', 'dateCancellationRequested', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    trainingEventId: { type: 'integer', minimum: 1 },
    employeeId: { type: 'integer', minimum: 1 },
    attendeeType: { type: 'integer', enum: [1, 2, 3] },
    statusId: { type: 'integer', minimum: 1, maximum: 9 },
    instructorType: { type: ['string', 'null'], enum: ['lead', 'assistant', null] },
    dateApplied: nullableIsoDateTime,
    dateCancellationRequested: nullableIsoDateTime,
    lastModifiedDate: isoDateTime,
  },
} as const;
export type TrainingEventAttendeePayload = FromSchema<typeof trainingEventAttendeePayloadSchema>;
export const trainingEventAttendeeEvents = defineEntityEvents<TrainingEventAttendeePayload>('training-event-attendee', trainingEventAttendeePayloadSchema);

/** Time booked for an employee on a training event, of a booking type. */
export const trainingEventBookingPayloadSchema = {
  $id: 'TrainingEventBookingPayload',
  type: 'object',
  required: ['id', 'trainingEventId', 'employeeId', 'bookingTypeId', 'startTime', 'endTime', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    trainingEventId: { type: 'integer', minimum: 1 },
    employeeId: { type: 'integer', minimum: 1 },
    bookingTypeId: { type: 'integer', minimum: 1 },
    startTime: isoDateTime,
    endTime: isoDateTime,
    lastModifiedDate: isoDateTime,
  },
} as const;
export type TrainingEventBookingPayload = FromSchema<typeof trainingEventBookingPayloadSchema>;
export const trainingEventBookingEvents = defineEntityEvents<TrainingEventBookingPayload>('training-event-booking', trainingEventBookingPayloadSchema);
