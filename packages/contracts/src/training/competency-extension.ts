import type { FromSchema } from 'json-schema-to-ts';

const date = { type: ['string', 'null'], format: 'date' } as const;

/** One extension of an employee competency's expiry, as `/training/competency-extensions` lists it (spec §6). */
export const competencyExtensionSchema = {
  $id: 'CompetencyExtension',
  type: 'object',
  required: ['id', 'recordId', 'employeeId', 'competencyId', 'previousExpiryDate', 'expiryDate', 'reason', 'extendedBy', 'extendedAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    recordId: { type: 'integer' },
    employeeId: { type: 'integer' },
    competencyId: { type: 'integer' },
    previousExpiryDate: date,
    expiryDate: { type: 'string', format: 'date' },
    reason: { type: 'string' },
    extendedBy: { type: 'string' },
    extendedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type CompetencyExtension = FromSchema<typeof competencyExtensionSchema>;
