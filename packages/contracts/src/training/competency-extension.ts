import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, isoDateTime } from '../events/define-entity-events';

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

/** An extension as svc-training publishes it (for svc-public-api's competency extensions report, issue 30). */
export const competencyExtensionEventSchema = {
  ...competencyExtensionSchema,
  $id: 'CompetencyExtensionEvent',
  required: [...competencyExtensionSchema.required, 'lastModifiedDate'],
  properties: { ...competencyExtensionSchema.properties, lastModifiedDate: isoDateTime },
} as const;
export type CompetencyExtensionEvent = FromSchema<typeof competencyExtensionEventSchema>;
export const competencyExtensionEvents = defineEntityEvents<CompetencyExtensionEvent>('competency-extension', competencyExtensionEventSchema);
