import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, idList, isoDateTime } from './define-entity-events';

/** An incident crews attended (spec §3.1): its type and stations are ids, resolved by readers. */
export const incidentEventSchema = {
  $id: 'IncidentEvent',
  type: 'object',
  required: ['id', 'incidentNo', 'incidentDate', 'address', 'incidentTypeId', 'stationIds', 'applianceCallSigns', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    incidentNo: { type: 'string' },
    incidentDate: isoDateTime,
    address: { type: 'string' },
    incidentTypeId: { type: 'integer', minimum: 1 },
    /** §3.2 revised incident type and return date (optional: incidents written before them still validate). */
    revisedIncidentTypeId: { type: ['integer', 'null'], minimum: 1 },
    returnDate: { type: ['string', 'null'], format: 'date-time' },
    stationIds: idList,
    applianceCallSigns: { type: 'array', items: { type: 'string' } },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type IncidentEvent = FromSchema<typeof incidentEventSchema>;
export const incidentEvents = defineEntityEvents<IncidentEvent>('incident', incidentEventSchema);
