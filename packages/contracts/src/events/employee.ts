import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, isoDate, isoDateTime, nullableInt, nullableIsoDate } from './define-entity-events';

/** One contract of an employee: where, on which watch and roster, in which staff group and role, and when. */
export const contractSchema = {
  type: 'object',
  required: ['serviceNumber', 'roleId', 'stationId', 'watchId', 'rosterId', 'staffGroupId', 'startDate', 'endDate'],
  additionalProperties: false,
  properties: {
    serviceNumber: { type: 'string' },
    roleId: nullableInt,
    stationId: nullableInt,
    watchId: nullableInt,
    rosterId: nullableInt,
    staffGroupId: nullableInt,
    startDate: isoDate,
    endDate: nullableIsoDate,
    isDefault: { type: 'boolean' },
  },
} as const;
export type Contract = FromSchema<typeof contractSchema>;

/** An employee as svc-personnel publishes it (spec §3.1 Employee; references are ids, resolved by readers). */
export const employeeEventSchema = {
  $id: 'EmployeeEvent',
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'gartanId', 'email', 'address', 'phoneNumbers', 'serviceStartDate', 'dateOfBirth', 'contracts', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    gartanId: { type: 'string' },
    email: { type: 'string' },
    address: { type: 'string' },
    phoneNumbers: { type: 'array', items: { type: 'string' } },
    serviceStartDate: nullableIsoDate,
    dateOfBirth: nullableIsoDate,
    contracts: { type: 'array', items: contractSchema },
    // The portal's details (spec §3.2); readers that only need §3.1 ignore them.
    phones: { type: 'array', items: { type: 'object', required: ['prefix', 'number', 'isDefault'], additionalProperties: false, properties: { prefix: { type: 'string' }, number: { type: 'string' }, isDefault: { type: 'boolean' } } } },
    nationalInsuranceNo: { type: 'string' },
    externalSystemId: { type: 'string' },
    lineManagerIds: { type: 'array', items: { type: 'integer' } },
    flexiDutyOfficer: { type: 'boolean' },
    instructor: { type: 'boolean' },
    assessor: { type: 'boolean' },
    verifier: { type: 'boolean' },
    learningRequirements: { type: 'string' },
    cateringRequirements: { type: 'string' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type EmployeeEvent = FromSchema<typeof employeeEventSchema>;
export const employeeEvents = defineEntityEvents<EmployeeEvent>('employee', employeeEventSchema);
