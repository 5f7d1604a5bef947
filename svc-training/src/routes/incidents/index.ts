import type { FromSchema } from 'json-schema-to-ts';
import type { FastifyPluginAsync } from 'fastify';
import { incidentEvents, TRAINING_MESSAGES, type IncidentEvent } from '@firecrest/contracts';
import { assertExisting, entityRoutes, fieldProblem } from '@firecrest/service-kit';
import type { Incident } from '../../models/incident';
import { referenceKeys } from '../reference-ids';
import { incidentSearchRoute } from './search';
import { managedScopes } from '../managed-scope';

export const incidentBodySchema = {
  type: 'object',
  required: ['incidentNo', 'incidentDate', 'incidentTypeId'],
  additionalProperties: false,
  properties: {
    incidentNo: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9/_-]+$' },
    incidentDate: { type: 'string', format: 'date-time' },
    address: { type: 'string', maxLength: 300, default: '' },
    incidentTypeId: { type: 'integer', minimum: 1 },
    revisedIncidentTypeId: { type: ['integer', 'null'], minimum: 1, default: null },
    /** When the crews were back (after the alert, `incidentDate`). */
    returnDate: { type: ['string', 'null'], format: 'date-time', default: null },
    stationIds: { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1 }, default: [] },
    applianceCallSigns: { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 20 }, default: [] },
  },
} as const;
export type IncidentBody = FromSchema<typeof incidentBodySchema>;

const incidentEvent = (i: Incident): IncidentEvent => ({
  id: i._id,
  incidentNo: i.incidentNo,
  incidentDate: i.incidentDate.toISOString(),
  address: i.address,
  incidentTypeId: i.incidentTypeId,
  revisedIncidentTypeId: i.revisedIncidentTypeId ?? null,
  returnDate: i.returnDate?.toISOString() ?? null,
  stationIds: i.stationIds,
  applianceCallSigns: i.applianceCallSigns,
  lastModifiedDate: i.lastModifiedDate.toISOString(),
});

/** Incidents crews attended: the incident number is unique; the type must exist. */
export const incidentRoutes: FastifyPluginAsync = async (fastify) => {
  const { Incident: Incidents, ReferenceItem, Counter } = fastify.training;
  const personnel = fastify.personnelReferences;
  const scopes = managedScopes(fastify);
  await fastify.register(incidentSearchRoute);
  await fastify.register(
    entityRoutes<Incident, IncidentBody, IncidentEvent>({
      noun: 'Incident',
      module: 'INCIDENTS',
      model: Incidents,
      counters: Counter,
      events: incidentEvents,
      body: incidentBodySchema,
      toEvent: incidentEvent,
      scope: scopes.atStations<Incident>(),
      unique: { field: 'incidentNo', message: 'Another incident has this number.' },
      async prepare(body, request) {
        await personnel.locations(request, 'stationIds', body.stationIds ?? [], 'station');
        const incidentNo = body.incidentNo.trim().toUpperCase();
        await assertExisting(ReferenceItem, 'incidentTypeId', referenceKeys('incidentType', [body.incidentTypeId]));
        await assertExisting(ReferenceItem, 'revisedIncidentTypeId', referenceKeys('incidentType', [body.revisedIncidentTypeId]));
        const returnDate = body.returnDate ? new Date(body.returnDate) : null;
        if (returnDate && returnDate <= new Date(body.incidentDate)) throw fieldProblem('returnDate', TRAINING_MESSAGES.endAfterStart);
        return {
          incidentNo,
          incidentDate: new Date(body.incidentDate),
          address: (body.address ?? '').trim(),
          incidentTypeId: body.incidentTypeId,
          revisedIncidentTypeId: body.revisedIncidentTypeId ?? null,
          returnDate,
          stationIds: [...new Set(body.stationIds ?? [])],
          applianceCallSigns: [...new Set((body.applianceCallSigns ?? []).map((c) => c.trim().toUpperCase()))],
        };
      },
    }),
  );
};
