import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, isoDateTime, nullableInt } from './define-entity-events';

/** Kinds of training resource (spec §3.2: equipment, facility, PPE). */
export const TRAINING_RESOURCE_TYPES = ['Equipment', 'Facility', 'PPE'] as const;

export const trainingResourceEventSchema = {
  $id: 'TrainingResourceEvent',
  type: 'object',
  required: ['id', 'name', 'notes', 'trainingResourceTypeName', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    notes: { type: 'string' },
    trainingResourceTypeName: { type: 'string', enum: TRAINING_RESOURCE_TYPES },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type TrainingResourceEvent = FromSchema<typeof trainingResourceEventSchema>;
export const trainingResourceEvents = defineEntityEvents<TrainingResourceEvent>('training-resource', trainingResourceEventSchema);

/** A bookable stock of a resource, with the limits that make a booking a breach. */
export const trainingResourceInventoryEventSchema = {
  $id: 'TrainingResourceInventoryEvent',
  type: 'object',
  required: [
    'id', 'trainingResourceId', 'name', 'quantity', 'maximumAllowedPerEvent', 'restrictedToHourlyBookings', 'maximumBookingMinutes',
    'minutesUnavailableBeforeStart', 'minutesUnavailableAfterEnd', 'availableForOnStationEvents', 'availableForTrainingCourses', 'lastModifiedDate',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    trainingResourceId: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    quantity: { type: 'integer', minimum: 0 },
    maximumAllowedPerEvent: nullableInt,
    restrictedToHourlyBookings: { type: 'boolean' },
    maximumBookingMinutes: nullableInt,
    minutesUnavailableBeforeStart: { type: 'integer', minimum: 0 },
    minutesUnavailableAfterEnd: { type: 'integer', minimum: 0 },
    availableForOnStationEvents: { type: 'boolean' },
    availableForTrainingCourses: { type: 'boolean' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type TrainingResourceInventoryEvent = FromSchema<typeof trainingResourceInventoryEventSchema>;
export const trainingResourceInventoryEvents = defineEntityEvents<TrainingResourceInventoryEvent>('training-resource-inventory', trainingResourceInventoryEventSchema);

/** A booking of an inventory (usually for a training event); a booking over the inventory's limits is a breach. */
export const trainingResourceBookingEventSchema = {
  $id: 'TrainingResourceBookingEvent',
  type: 'object',
  required: [
    'id', 'trainingResourceId', 'trainingResourceInventoryId', 'bookingTypeId', 'trainingEventId', 'startDate', 'endDate', 'quantity', 'comment',
    'createdBy', 'createdDate', 'lastModifiedBy', 'lastModifiedDate', 'breachCreated', 'breachCreatedComment', 'breachCreatedByUsername',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    trainingResourceId: { type: 'integer', minimum: 1 },
    trainingResourceInventoryId: { type: 'integer', minimum: 1 },
    bookingTypeId: { type: 'integer', minimum: 1 },
    trainingEventId: nullableInt,
    startDate: isoDateTime,
    endDate: isoDateTime,
    quantity: { type: 'integer', minimum: 1 },
    comment: { type: 'string' },
    createdBy: { type: 'string' },
    createdDate: isoDateTime,
    lastModifiedBy: { type: 'string' },
    lastModifiedDate: isoDateTime,
    breachCreated: { type: 'boolean' },
    breachCreatedComment: { type: ['string', 'null'] },
    breachCreatedByUsername: { type: ['string', 'null'] },
  },
} as const;
export type TrainingResourceBookingEvent = FromSchema<typeof trainingResourceBookingEventSchema>;
export const trainingResourceBookingEvents = defineEntityEvents<TrainingResourceBookingEvent>('training-resource-booking', trainingResourceBookingEventSchema);
