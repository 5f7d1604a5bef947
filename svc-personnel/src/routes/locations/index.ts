import {
  locationBodySchema,
  locationCreated,
  locationDeleted,
  locationDetailsSchema,
  locationListSchema,
  locationUpdated,
  type LocationBody,
  type LocationDetails,
  type LocationEvent,
  idParams,
} from '@firecrest/contracts';
import { existingIdsRoute, nextId, ProblemError, type TypedRoutes } from '@firecrest/service-kit';
import { recordChanges } from '../history/record-changes';
import { assertOrganisationIds } from '../organisation-ids';
import type { Location } from '../../models/location';

const details = { $ref: 'LocationDetails#' } as const;

export const locationEvent = (l: Location): LocationEvent => ({
  id: l._id,
  kind: l.kind,
  callSign: l.callSign,
  name: l.name,
  address: l.address,
  postcode: l.postcode,
  phone: l.phone,
  lastModifiedDate: l.lastModifiedDate.toISOString(),
});

/** What the portal sees of a location: the published fields and the organisation it belongs to. */
export const locationDetails = (l: Location): LocationDetails => ({ ...locationEvent(l), districtId: l.districtId ?? null, rosterId: l.rosterId ?? null, watchId: l.watchId ?? null });

/** Stations and training locations (admin /admin/rt/location/list): every change is published as an event. */
export const locationRoutes: TypedRoutes<Record<never, never>, [typeof locationBodySchema, typeof locationDetailsSchema, typeof locationListSchema]> = async (fastify) => {
  for (const schema of [locationBodySchema, locationDetailsSchema, locationListSchema]) fastify.addSchema(schema);
  const { Location: Locations, Counter, ReferenceItem } = fastify.personnel;
  recordChanges(fastify, () => 'location');
  const organisation = async (b: LocationBody) => {
    await assertOrganisationIds(ReferenceItem, 'districtId', 'district', [b.districtId]);
    await assertOrganisationIds(ReferenceItem, 'rosterId', 'roster', [b.rosterId]);
    await assertOrganisationIds(ReferenceItem, 'watchId', 'watch', [b.watchId]);
    return { districtId: b.districtId ?? null, rosterId: b.rosterId ?? null, watchId: b.watchId ?? null };
  };
  const trimmed = (b: LocationBody) => ({
    kind: b.kind,
    callSign: b.callSign.trim(),
    name: b.name.trim(),
    address: (b.address ?? '').trim(),
    postcode: (b.postcode ?? '').trim().toUpperCase(),
    phone: (b.phone ?? '').trim(),
  });
  const callSignTaken = async (callSign: string, except?: number) =>
    Locations.exists({ callSign, ...(except ? { _id: { $ne: except } } : {}) });

  // Events left pending by a crash or an outage are found by the outbox's scans from the start.
  fastify.outbox.track(Locations);
  existingIdsRoute(fastify, Locations, 'LOCATIONS', { kind: locationBodySchema.properties.kind });

  fastify.get(
    '/',
    { config: { access: { permission: ['LOCATIONS', 'view'] } }, schema: { tags: ['locations'], summary: 'Stations and training locations', response: { 200: { $ref: 'LocationList#' } } } },
    async () => ({ data: (await Locations.find().sort({ callSign: 1 }).lean()).map(locationDetails) }),
  );

  fastify.get(
    '/:id',
    { config: { access: { permission: ['LOCATIONS', 'view'] } }, schema: { tags: ['locations'], summary: 'One location', params: idParams, response: { 200: details } } },
    async (request) => {
      const location = await Locations.findById(request.params.id).lean();
      if (!location) throw new ProblemError('notFound', `Location ${request.params.id} does not exist.`);
      return locationDetails(location);
    },
  );

  fastify.post(
    '/',
    { config: { access: { permission: ['LOCATIONS', 'create'] } }, schema: { tags: ['locations'], summary: 'Add a location', body: { $ref: 'LocationBody#' }, response: { 201: details } } },
    async (request, reply) => {
      const fields = { ...trimmed(request.body), ...(await organisation(request.body)) };
      if (await callSignTaken(fields.callSign)) throw new ProblemError('conflict', 'The call sign is already used.', [{ field: 'callSign', message: 'Already used' }]);
      // The event is stored with the location and relayed by the outbox: a broker outage delays it, never loses it.
      const [location] = (await fastify.outbox.insert(Locations, [{ _id: await nextId(Counter, 'location'), ...fields, lastModifiedDate: new Date() }], (l) => [
        fastify.outbox.entry(locationCreated, locationEvent(l as Location), { key: String((l as Location)._id), requestId: request.id }),
      ])) as Location[];
      return reply.code(201).send(locationDetails(location!));
    },
  );

  fastify.put(
    '/:id',
    { config: { access: { permission: ['LOCATIONS', 'edit'] } }, schema: { tags: ['locations'], summary: 'Change a location', params: idParams, body: { $ref: 'LocationBody#' }, response: { 200: details } } },
    async (request) => {
      const fields = { ...trimmed(request.body), ...(await organisation(request.body)) };
      if (await callSignTaken(fields.callSign, request.params.id)) throw new ProblemError('conflict', 'The call sign is already used.', [{ field: 'callSign', message: 'Already used' }]);
      const set = { ...fields, lastModifiedDate: new Date() };
      // The event carries every field this replace sets, so it is stored by the same write.
      const pending = fastify.outbox.entry(locationUpdated, locationEvent({ _id: request.params.id, ...set } as Location), { key: String(request.params.id), requestId: request.id });
      const location = await Locations.findByIdAndUpdate(request.params.id, { $set: { ...set, ...fastify.outbox.setFor([pending]) } }, { returnDocument: 'after', strict: false }).lean();
      if (!location) throw new ProblemError('notFound', `Location ${request.params.id} does not exist.`);
      await fastify.outbox.relay(Locations, location._id, [pending]);
      return locationDetails(location);
    },
  );

  fastify.delete(
    '/:id',
    { config: { access: { permission: ['LOCATIONS', 'delete'] } }, schema: { tags: ['locations'], summary: 'Delete a location', params: idParams } },
    async (request, reply) => {
      if (!(await Locations.exists({ _id: request.params.id }))) throw new ProblemError('notFound', `Location ${request.params.id} does not exist.`);
      await fastify.trainingReferences.assertUnreferenced('location', request.params.id);
      const deleted = fastify.outbox.entry(locationDeleted, { id: request.params.id, lastModifiedDate: new Date().toISOString() }, { key: String(request.params.id), requestId: request.id });
      if (!(await fastify.outbox.remove(Locations, request.params.id, deleted))) throw new ProblemError('notFound', `Location ${request.params.id} does not exist.`);
      return reply.code(204).send();
    },
  );
};
