import type { FastifyInstance } from 'fastify';
import { locationCreated, locationDeleted, locationUpdated, type LocationEvent } from '@firecrest/contracts';
import { applyIfNewer } from './apply-if-newer';
import type { Copies } from './copies';

export function subscribeLocationEvents(fastify: FastifyInstance, copy: Copies) {
  const { LocationView } = fastify.views;
  const options = { group: 'read-model', fromBeginning: true };
  const upsert = async ({ payload }: { payload: LocationEvent }) => {
    await applyIfNewer(LocationView, payload.id, {
      kind: payload.kind,
      callSign: payload.callSign,
      callSignLower: payload.callSign.toLowerCase(),
      name: payload.name,
      nameLower: payload.name.toLowerCase(),
      address: payload.address,
      postcode: payload.postcode,
      phone: payload.phone,
      deleted: false,
      lastModifiedDate: new Date(payload.lastModifiedDate),
    });
    await copy.stations([payload.id]);
  };
  fastify.events.subscribe(locationCreated, upsert, options);
  fastify.events.subscribe(locationUpdated, upsert, options);
  fastify.events.subscribe(
    locationDeleted,
    async ({ payload }) => {
      const modified = new Date(payload.lastModifiedDate);
      await LocationView.updateOne({ _id: payload.id, lastModifiedDate: { $lte: modified } }, { $set: { deleted: true, lastModifiedDate: modified } });
      await copy.stations([payload.id]);
    },
    options,
  );
}
