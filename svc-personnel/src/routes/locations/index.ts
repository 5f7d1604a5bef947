import type { FastifyPluginAsync } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { locationCreated, locationDeleted, locationUpdated, type LocationEvent } from '@firecrest/contracts';
import { existingIdsRoute, nextId, ProblemError } from '@firecrest/service-kit';
import type { Location } from '../../models/location';

const locationBodySchema = {
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
  },
} as const;
type LocationBody = FromSchema<typeof locationBodySchema>;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
type IdParams = FromSchema<typeof idParams>;

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

/** Stations and training locations (admin /admin/rt/location/list): every change is published as an event. */
export const locationRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addSchema(locationBodySchema);
  const { Location: Locations, Counter } = fastify.personnel;
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

  existingIdsRoute(fastify, Locations, 'LOCATIONS', { kind: locationBodySchema.properties.kind });

  fastify.get(
    '/',
    { config: { access: { permission: ['LOCATIONS', 'view'] } }, schema: { tags: ['locations'], summary: 'Stations and training locations' } },
    async () => ({ data: (await Locations.find().sort({ callSign: 1 }).lean()).map(locationEvent) }),
  );

  fastify.post<{ Body: LocationBody }>(
    '/',
    { config: { access: { permission: ['LOCATIONS', 'create'] } }, schema: { tags: ['locations'], summary: 'Add a location', body: { $ref: 'LocationBody#' } } },
    async (request, reply) => {
      const fields = trimmed(request.body);
      if (await callSignTaken(fields.callSign)) throw new ProblemError('conflict', 'The call sign is already used.', [{ field: 'callSign', message: 'Already used' }]);
      const location = await Locations.create({ _id: await nextId(Counter, 'location'), ...fields, lastModifiedDate: new Date() });
      await fastify.events.publish(locationCreated, locationEvent(location), { key: String(location._id), requestId: request.id });
      return reply.code(201).send(locationEvent(location));
    },
  );

  fastify.put<{ Params: IdParams; Body: LocationBody }>(
    '/:id',
    { config: { access: { permission: ['LOCATIONS', 'edit'] } }, schema: { tags: ['locations'], summary: 'Change a location', params: idParams, body: { $ref: 'LocationBody#' } } },
    async (request) => {
      const fields = trimmed(request.body);
      if (await callSignTaken(fields.callSign, request.params.id)) throw new ProblemError('conflict', 'The call sign is already used.', [{ field: 'callSign', message: 'Already used' }]);
      const location = await Locations.findByIdAndUpdate(request.params.id, { $set: { ...fields, lastModifiedDate: new Date() } }, { returnDocument: 'after' }).lean();
      if (!location) throw new ProblemError('notFound', `Location ${request.params.id} does not exist.`);
      await fastify.events.publish(locationUpdated, locationEvent(location), { key: String(location._id), requestId: request.id });
      return locationEvent(location);
    },
  );

  fastify.delete<{ Params: IdParams }>(
    '/:id',
    { config: { access: { permission: ['LOCATIONS', 'delete'] } }, schema: { tags: ['locations'], summary: 'Delete a location', params: idParams } },
    async (request, reply) => {
      const { deletedCount } = await Locations.deleteOne({ _id: request.params.id });
      if (!deletedCount) throw new ProblemError('notFound', `Location ${request.params.id} does not exist.`);
      await fastify.events.publish(locationDeleted, { id: request.params.id, lastModifiedDate: new Date().toISOString() }, { key: String(request.params.id), requestId: request.id });
      return reply.code(204).send();
    },
  );
};
