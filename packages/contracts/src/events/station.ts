import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

/** A station or a training location (spec §3.1: id, callSign, name, address, postcode, phone). */
export const locationEventSchema = {
  $id: 'LocationEvent',
  type: 'object',
  required: ['id', 'kind', 'callSign', 'name', 'address', 'postcode', 'phone', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    kind: { type: 'string', enum: ['station', 'trainingLocation'] },
    callSign: { type: 'string' },
    name: { type: 'string' },
    address: { type: 'string' },
    postcode: { type: 'string' },
    phone: { type: 'string' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type LocationEvent = FromSchema<typeof locationEventSchema>;

export const locationDeletedSchema = {
  $id: 'LocationDeleted',
  type: 'object',
  required: ['id', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, lastModifiedDate: { type: 'string', format: 'date-time' } },
} as const;
export type LocationDeleted = FromSchema<typeof locationDeletedSchema>;

export const locationCreated = defineEvent<LocationEvent>('location.created', locationEventSchema);
export const locationUpdated = defineEvent<LocationEvent>('location.updated', locationEventSchema);
export const locationDeleted = defineEvent<LocationDeleted>('location.deleted', locationDeletedSchema);
