import type { FastifyInstance } from 'fastify';
import { locationCreated, locationDeleted, locationUpdated, type LocationEvent } from '@firecrest/contracts';
import type { Copies } from './copies';
import { subscribeEntity } from './entity-projection';

/** A location as its read view stores it (also what bench/scale-free.ts writes straight in). */
export function locationView(l: LocationEvent) {
  return {
    kind: l.kind,
    callSign: l.callSign,
    callSignLower: l.callSign.toLowerCase(),
    name: l.name,
    nameLower: l.name.toLowerCase(),
    address: l.address,
    postcode: l.postcode,
    phone: l.phone,
  };
}

export function subscribeLocationEvents(fastify: FastifyInstance, copy: Copies) {
  subscribeEntity(
    fastify,
    { created: locationCreated, updated: locationUpdated, deleted: locationDeleted },
    fastify.views.LocationView,
    locationView,
    copy.stations,
  );
}
