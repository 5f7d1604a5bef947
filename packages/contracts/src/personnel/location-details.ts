import type { FromSchema } from 'json-schema-to-ts';
import { locationEventSchema } from '../events/station';

const organisationId = { type: ['integer', 'null'], minimum: 1 } as const;

/** A location as the portal reads it (GET /personnel/locations/{id}): the published fields and the organisation it belongs to. */
export const locationDetailsSchema = {
  $id: 'LocationDetails',
  type: 'object',
  required: [...locationEventSchema.required, 'districtId', 'rosterId', 'watchId'],
  additionalProperties: false,
  properties: { ...locationEventSchema.properties, districtId: organisationId, rosterId: organisationId, watchId: organisationId },
} as const;
export type LocationDetails = FromSchema<typeof locationDetailsSchema>;

/** GET /personnel/locations: every location, by call sign. */
export const locationListSchema = {
  $id: 'LocationList',
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: { $ref: 'LocationDetails#' } } },
} as const;
export type LocationList = FromSchema<typeof locationListSchema, { references: [typeof locationDetailsSchema] }>;
