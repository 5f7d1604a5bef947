import type { FastifyInstance } from 'fastify';
import { locationCreated, locationDeleted, locationUpdated } from '@firecrest/contracts';
import type { Copies } from './copies';
import { subscribeEntity } from './entity-projection';

export function subscribeLocationEvents(fastify: FastifyInstance, copy: Copies) {
  subscribeEntity(
    fastify,
    { created: locationCreated, updated: locationUpdated, deleted: locationDeleted },
    fastify.views.LocationView,
    (l) => ({
      kind: l.kind,
      callSign: l.callSign,
      callSignLower: l.callSign.toLowerCase(),
      name: l.name,
      nameLower: l.name.toLowerCase(),
      address: l.address,
      postcode: l.postcode,
      phone: l.phone,
    }),
    copy.stations,
  );
}
