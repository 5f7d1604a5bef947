import type { FastifyRequest } from 'fastify';
import { trainingResourceBookingEventSchema, type Problem, type TrainingResourceBookingEvent, idParams } from '@firecrest/contracts';
import { IDENTITY_HEADER, nextId, ProblemError, signIdentitySync, type TypedRoutes } from '@firecrest/service-kit';
import { bookingGroupModel } from '../../models/booking-group';

/** The most bookings one group makes (§5 "too many bookings in one request"). */
export const BOOKING_GROUP_MAX = 20;
const groupBody = {
  type: 'object',
  required: ['bookings'],
  additionalProperties: false,
  properties: { bookings: { type: 'array', items: { type: 'object' } } },
} as const;
const madeAnswer = {
  type: 'object',
  required: ['id', 'trainingResourceId', 'bookingIds'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, trainingResourceId: { type: 'integer' }, bookingIds: { type: 'array', items: { type: 'integer' } } },
} as const;
const groupAnswer = {
  type: 'object',
  required: ['id', 'trainingResourceId', 'createdBy', 'createdDate', 'bookings'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    trainingResourceId: { type: 'integer' },
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    bookings: { type: 'array', items: trainingResourceBookingEventSchema },
  },
} as const;
const BOOKINGS = '/training/training-resource-bookings';

/**
 * Booking groups (`/training/training-resource-booking-groups`): several bookings of one resource made together (the
 * same times on several days, say). Each is made through the booking route as the caller, with all its checks; if one
 * is refused, those already made are removed and the refusal names the booking. Read back with its bookings.
 */
export const bookingGroupRoutes: TypedRoutes<{ secret: string }> = async (fastify, { secret }) => {
  /** The caller's identity for one call of a booking route (an identity is good for one request only). */
  const asCaller = (request: FastifyRequest) => ({ [IDENTITY_HEADER]: signIdentitySync(request.identity!, secret, 'svc-training') });
  const Groups = bookingGroupModel(fastify.db);
  const { TrainingResourceInventory: Inventories } = fastify.training;
  const tags = ['Training resource booking group'];
  const access = (right: 'view' | 'create') => ({ access: { permission: ['TRAINING_RESOURCES', right] as ['TRAINING_RESOURCES', typeof right] } });

  fastify.post('', { config: access('create'), schema: { tags, summary: 'Make several bookings of one resource together', body: groupBody, response: { 201: madeAnswer } } }, async (request, reply) => {
    const { bookings } = request.body;
    const refuse = (message: string) => new ProblemError('validation', message, [{ field: 'bookings', message }]);
    if (bookings.length < 2) throw refuse('A booking group has at least two bookings.');
    if (bookings.length > BOOKING_GROUP_MAX) throw refuse(`Too many bookings in one request: at most ${BOOKING_GROUP_MAX}.`);
    const inventoryIds = [...new Set(bookings.map((b) => Number(b.trainingResourceInventoryId)))];
    const inventories = await Inventories.find({ _id: { $in: inventoryIds } }, { trainingResourceId: 1 }).lean();
    const resources = new Set(inventories.map((i) => i.trainingResourceId));
    if (inventories.length !== inventoryIds.length) throw refuse('A booking names an inventory that does not exist.');
    if (resources.size !== 1) throw refuse('The bookings of a group are all of one training resource.');
    const made: number[] = [];
    for (const [n, payload] of bookings.entries()) {
      const res = await fastify.inject({ method: 'POST', url: BOOKINGS, headers: asCaller(request), payload });
      if (res.statusCode !== 201) {
        let kept = 0;
        for (const id of made) if ((await fastify.inject({ method: 'DELETE', url: `${BOOKINGS}/${id}`, headers: asCaller(request) })).statusCode !== 204) kept += 1;
        const problem = res.json<Partial<Problem>>();
        const left = kept ? ` ${kept} booking${kept === 1 ? '' : 's'} made before it could not be removed (removing needs the delete right): remove them on the resource.` : '';
        const message = `Booking ${n + 1}: ${problem.detail ?? 'refused'}${left}`;
        throw new ProblemError(problem.code === 'permissionDenied' ? 'permissionDenied' : 'validation', message, [{ field: `bookings.${n}`, message }]);
      }
      made.push(res.json<TrainingResourceBookingEvent>().id);
    }
    const id = await nextId(fastify.training.Counter, 'BookingGroup');
    await Groups.create({ _id: id, trainingResourceId: [...resources][0]!, bookingIds: made, createdBy: request.identity?.username ?? 'system', createdDate: new Date() });
    return reply.code(201).send({ id, trainingResourceId: [...resources][0]!, bookingIds: made });
  });

  fastify.get('/:id', { config: access('view'), schema: { tags, summary: 'A group with its bookings (those still booked)', params: idParams, response: { 200: groupAnswer } } }, async (request) => {
    const group = await Groups.findById(request.params.id).lean();
    if (!group) throw new ProblemError('notFound', `Booking group ${request.params.id} does not exist.`);
    const bookings: TrainingResourceBookingEvent[] = [];
    for (const bookingId of group.bookingIds) {
      const res = await fastify.inject({ method: 'GET', url: `${BOOKINGS}/${bookingId}`, headers: asCaller(request) });
      if (res.statusCode === 200) bookings.push(res.json<TrainingResourceBookingEvent>());
    }
    return { id: group._id, trainingResourceId: group.trainingResourceId, createdBy: group.createdBy, createdDate: group.createdDate.toISOString(), bookings };
  });
};
