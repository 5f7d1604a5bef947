import type { FromSchema } from 'json-schema-to-ts';
import { EXPIRY_BANDS } from './expiry';

const count = { type: 'integer', minimum: 0 } as const;
const band = { type: 'string', enum: ['expired', 'expiring', 'valid', 'none'] } as const;

/** A station's current competencies by expiry band (spec §2.4 area status, §4.2 colours), as svc-personnel answers it. */
export const locationStatusSchema = {
  type: 'object',
  required: ['stationId', 'callSign', 'name', 'people', 'expired', 'expiring', 'valid', 'none', 'expiringWithin'],
  additionalProperties: false,
  properties: {
    stationId: { type: 'integer' },
    callSign: { type: 'string' },
    name: { type: 'string' },
    people: count,
    expired: count,
    expiring: count,
    valid: count,
    none: count,
    /** Expiring within each band (30 and 90 days), whichever was asked: the dashboard shows both from one call. */
    expiringWithin: { type: 'object', additionalProperties: count, propertyNames: { enum: EXPIRY_BANDS.map(String) } },
  },
} as const;
export type LocationStatus = FromSchema<typeof locationStatusSchema>;

export const locationStatusPageSchema = {
  type: 'object',
  required: ['withinDays', 'data'],
  additionalProperties: false,
  properties: { withinDays: { type: 'integer', enum: [...EXPIRY_BANDS] }, data: { type: 'array', items: locationStatusSchema } },
} as const;

/** One current competency record of a person in scope, with its expiry band (spec §2.4 personnel status). */
export const personStatusRowSchema = {
  type: 'object',
  required: ['recordId', 'employeeId', 'firstName', 'lastName', 'stationId', 'competencyId', 'statusId', 'startDate', 'expiryDate', 'band'],
  additionalProperties: false,
  properties: {
    recordId: { type: 'integer' },
    employeeId: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    stationId: { type: ['integer', 'null'] },
    competencyId: { type: 'integer' },
    statusId: { type: 'integer' },
    startDate: { type: 'string' },
    expiryDate: { type: ['string', 'null'] },
    band,
  },
} as const;
export type PersonStatusRow = FromSchema<typeof personStatusRowSchema>;

export const personStatusPageSchema = {
  type: 'object',
  required: ['data', 'total'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: personStatusRowSchema }, total: count },
} as const;
