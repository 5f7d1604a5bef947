import type { FromSchema } from 'json-schema-to-ts';

const optionalId = { type: ['integer', 'null'], minimum: 1, default: null } as const;

/** A station or training location as written (admin /admin/rt/location): with its district, roster and watch. */
export const locationBodySchema = {
  $id: 'LocationBody',
  type: 'object',
  required: ['kind', 'callSign', 'name'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['station', 'trainingLocation'] },
    callSign: { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' },
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    address: { type: 'string', maxLength: 300, default: '' },
    postcode: { type: 'string', maxLength: 10, default: '' },
    phone: { type: 'string', maxLength: 30, pattern: '^[0-9 +()-]*$', default: '' },
    districtId: optionalId,
    rosterId: optionalId,
    watchId: optionalId,
  },
} as const;
export type LocationBody = FromSchema<typeof locationBodySchema>;
