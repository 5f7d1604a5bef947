import type { FromSchema } from 'json-schema-to-ts';

const id = { type: 'integer', minimum: 1 } as const;
const optionalLimit = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const minutes = { type: 'integer', minimum: 0, maximum: 10_080, default: 0 } as const;

export const trainingResourceInventoryBodySchema = {
  $id: 'TrainingResourceInventoryBody',
  type: 'object',
  required: ['trainingResourceId', 'name', 'quantity'],
  additionalProperties: false,
  properties: {
    trainingResourceId: id,
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    quantity: { type: 'integer', minimum: 0, maximum: 100_000 },
    /** null: no maximum (§5.2 "maximum allowed per event must be greater than 0, empty means no limit"). */
    maximumAllowedPerEvent: optionalLimit,
    restrictedToHourlyBookings: { type: 'boolean', default: false },
    maximumBookingMinutes: optionalLimit,
    minutesUnavailableBeforeStart: minutes,
    minutesUnavailableAfterEnd: minutes,
    availableForOnStationEvents: { type: 'boolean', default: true },
    availableForTrainingCourses: { type: 'boolean', default: true },
  },
} as const;
export type TrainingResourceInventoryBody = FromSchema<typeof trainingResourceInventoryBodySchema>;

export const trainingResourceBookingBodySchema = {
  $id: 'TrainingResourceBookingBody',
  type: 'object',
  required: ['trainingResourceInventoryId', 'bookingTypeId', 'startDate', 'endDate', 'quantity'],
  additionalProperties: false,
  properties: {
    trainingResourceInventoryId: id,
    bookingTypeId: id,
    trainingEventId: { type: ['integer', 'null'], minimum: 1, default: null },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    quantity: { type: 'integer', minimum: 1, maximum: 100_000 },
    comment: { type: 'string', maxLength: 2000, default: '' },
    /** Books over the inventory's limits anyway (needs the BOOKING_BREACHES create right); kept as a breach. */
    breachComment: { type: 'string', maxLength: 2000 },
  },
} as const;
export type TrainingResourceBookingBody = FromSchema<typeof trainingResourceBookingBodySchema>;
