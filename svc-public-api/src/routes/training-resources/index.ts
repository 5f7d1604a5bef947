import type { FromSchema } from 'json-schema-to-ts';
import { problemSchema, idParams, trainingResourceBookingEvent, trainingResourceInventoryEvent } from '@firecrest/contracts';
import { byIds, ProblemError, type RouteAccess, type TypedRoutes } from '@firecrest/service-kit';
import type { TrainingResourceBookingView, TrainingResourceInventoryView, TrainingResourceView } from '../../models/training-resource-views';
import { cursorEnvelope, cursorPage, cursorQuerySchema } from '../../paging/cursor';
import { isoDateParam, parseIsoDate } from '../../paging/iso-date';
import { containsText, idsParam, pagedEnvelope, pagedList, pagedQuerySchema, type pagingInfoSchema } from '../../paging/paged-query';
import { summaries } from '../../resolve/summaries';
import { liveById } from '../../resolve/live-by-id';

const nullableInt = (description: string, example: number | null) => ({ type: ['integer', 'null'], description, examples: [example] }) as const;

const inventorySchema = {
  $id: 'PublicTrainingResourceInventory',
  type: 'object',
  required: [
    'id', 'name', 'trainingResourceId', 'trainingResourceName', 'trainingResourceTypeName', 'quantity', 'maximumAllowedPerEvent', 'restrictedToHourlyBookings',
    'maximumBookingMinutes', 'minutesUnavailableBeforeStart', 'minutesUnavailableAfterEnd', 'availableForOnStationEvents', 'availableForTrainingCourses',
  ],
  properties: {
    id: { type: 'integer', examples: [31] },
    name: { type: 'string', examples: ['BA sets (training)'] },
    trainingResourceId: { type: 'integer', examples: [9] },
    trainingResourceName: { type: 'string', examples: ['Breathing apparatus'] },
    trainingResourceTypeName: { type: 'string', examples: ['Equipment'] },
    quantity: { type: 'integer', examples: [12] },
    maximumAllowedPerEvent: nullableInt('null means no maximum', 6),
    restrictedToHourlyBookings: { type: 'boolean', examples: [false] },
    maximumBookingMinutes: nullableInt('null means no maximum', null),
    minutesUnavailableBeforeStart: { type: 'integer', examples: [30] },
    minutesUnavailableAfterEnd: { type: 'integer', examples: [60] },
    availableForOnStationEvents: { type: 'boolean', examples: [true] },
    availableForTrainingCourses: { type: 'boolean', examples: [true] },
  },
} as const;

const resourceSchema = {
  $id: 'PublicTrainingResource',
  type: 'object',
  required: ['id', 'name', 'notes', 'trainingResourceTypeName', 'inventories'],
  properties: {
    id: { type: 'integer', examples: [9] },
    name: { type: 'string', examples: ['Breathing apparatus'] },
    notes: { type: 'string', examples: ['Kept in the BA store, bay 2.'] },
    trainingResourceTypeName: { type: 'string', examples: ['Equipment'] },
    inventories: { type: 'array', items: { $ref: 'PublicTrainingResourceInventory#' } },
  },
} as const;

const resourceBookingSchema = {
  $id: 'PublicTrainingResourceBooking',
  type: 'object',
  required: [
    'id', 'trainingResourceId', 'trainingResourceName', 'trainingResourceInventoryId', 'trainingResourceInventoryName', 'trainingResourceBookingTypeId',
    'trainingResourceBookingTypeName', 'trainingResourceBookingTypeCode', 'trainingEventId', 'startDate', 'endDate', 'quantity', 'comment', 'createdBy',
    'createdDate', 'lastModifiedBy', 'lastModifiedDate', 'breachCreated', 'breachCreatedComment', 'breachCreatedByUsername',
  ],
  properties: {
    id: { type: 'integer', examples: [7731] },
    trainingResourceId: { type: 'integer', examples: [9] },
    trainingResourceName: { type: 'string', examples: ['Breathing apparatus'] },
    trainingResourceInventoryId: { type: 'integer', examples: [31] },
    trainingResourceInventoryName: { type: 'string', examples: ['BA sets (training)'] },
    trainingResourceBookingTypeId: { type: 'integer', examples: [1] },
    trainingResourceBookingTypeName: { type: 'string', examples: ['Course'] },
    trainingResourceBookingTypeCode: { type: 'string', examples: ['COURSE'] },
    trainingEventId: nullableInt('The event the booking is for, if any', 5120),
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    quantity: { type: 'integer', examples: [6] },
    comment: { type: 'string', examples: [''] },
    createdBy: { type: 'string', examples: ['training.admin'] },
    createdDate: { type: 'string', format: 'date-time' },
    lastModifiedBy: { type: 'string', examples: ['training.admin'] },
    lastModifiedDate: { type: 'string', format: 'date-time' },
    breachCreated: { type: 'boolean', description: 'The booking broke the inventory limits and was confirmed with a comment', examples: [false] },
    breachCreatedComment: { type: ['string', 'null'], examples: [null] },
    breachCreatedByUsername: { type: ['string', 'null'], examples: [null] },
  },
} as const;

const ORDER_BY = ['id', 'name'] as const;
const SORT_FIELD = { id: '_id', name: 'nameLower' } as const;
/** Resources and inventories: default 500 a page (spec §9), at most 1,000 (docs/api.md). */
const RESOURCE_MAX = 1000;

const pagedQuery = {
  type: 'object',
  properties: { filterText: { type: 'string', maxLength: 200, description: 'Matches the name' }, ...pagedQuerySchema(ORDER_BY, 'name', RESOURCE_MAX, 500) },
} as const;
type PagedQuery = FromSchema<typeof pagedQuery>;
const bookingQuery = {
  type: 'object',
  properties: {
    fromDate: isoDateParam('Bookings ending on or after'),
    toDate: isoDateParam('Bookings starting on or before'),
    trainingResourceIds: idsParam('Training resource ids'),
    modifiedAfterDate: isoDateParam('Changed after'),
    ...cursorQuerySchema(200, 500),
  },
} as const;
const eventParams = { type: 'object', required: ['trainingEventId'], properties: { trainingEventId: { type: 'integer', minimum: 1 } } } as const;

/** Training resources with their inventories, inventories on their own, and bookings of them (spec §7.1). */
export const trainingResourceRoutes: TypedRoutes<
  Record<never, never>,
  [typeof inventorySchema, typeof resourceSchema, typeof resourceBookingSchema, typeof pagingInfoSchema, typeof problemSchema]
> = async (fastify) => {
  for (const schema of [inventorySchema, resourceSchema, resourceBookingSchema]) fastify.addSchema(schema);
  const { TrainingResourceView: Resources, TrainingResourceInventoryView: Inventories, TrainingResourceBookingView: Bookings, TrainingEventView: Events } = fastify.views;
  const names = summaries(fastify.views);
  const access = { permission: ['TRAINING_RESOURCES', 'view'] } satisfies RouteAccess;
  const notFound = (what: string, id: number) => new ProblemError('notFound', `${what} ${id} does not exist.`);

  async function inventoriesOut(rows: TrainingResourceInventoryView[]) {
    const resources = new Map((await byIds(Resources, rows.map((i) => i.trainingResourceId))).map((r) => [r._id, r]));
    return rows.map((i) => {
      const { lastModifiedDate: _changed, ...inventory } = trainingResourceInventoryEvent(i);
      const resource = resources.get(i.trainingResourceId);
      return { ...inventory, trainingResourceName: resource?.name ?? '', trainingResourceTypeName: resource?.trainingResourceTypeName ?? '' };
    });
  }

  async function resourcesOut(rows: TrainingResourceView[]) {
    const inventories = await inventoriesOut(await Inventories.find({ trainingResourceId: { $in: rows.map((r) => r._id) }, deleted: false }).sort({ nameLower: 1, _id: 1 }).lean());
    return rows.map((r) => ({ id: r._id, name: r.name, notes: r.notes, trainingResourceTypeName: r.trainingResourceTypeName, inventories: inventories.filter((i) => i.trainingResourceId === r._id) }));
  }

  async function bookingsOut(rows: TrainingResourceBookingView[]) {
    const [resources, inventories, types] = await Promise.all([
      byIds(Resources, rows.map((b) => b.trainingResourceId), { name: 1 }),
      byIds(Inventories, rows.map((b) => b.trainingResourceInventoryId), { name: 1 }),
      names.references('bookingType', rows.map((b) => b.bookingTypeId)),
    ]);
    const resourceName = new Map(resources.map((r) => [r._id, r.name]));
    const inventoryName = new Map(inventories.map((i) => [i._id, i.name]));
    return rows.map((b) => {
      const { bookingTypeId, ...booking } = trainingResourceBookingEvent(b);
      const type = types.get(bookingTypeId);
      return {
        ...booking,
        trainingResourceName: resourceName.get(b.trainingResourceId) ?? '',
        trainingResourceInventoryName: inventoryName.get(b.trainingResourceInventoryId) ?? '',
        trainingResourceBookingTypeId: bookingTypeId,
        trainingResourceBookingTypeName: type?.name ?? '',
        trainingResourceBookingTypeCode: type?.code ?? '',
      };
    });
  }

  const nameFilter = (q: PagedQuery) => ({ deleted: false, ...(q.filterText ? { nameLower: containsText(q.filterText) } : {}) });

  fastify.get(
    '/training-resources',
    { config: { access }, schema: { tags: ['Training resources'], summary: 'Training resources with their inventories, paged', querystring: pagedQuery, response: { 200: pagedEnvelope({ $ref: 'PublicTrainingResource#' }), 400: { $ref: 'Problem#' } } } },
    async (request) => {
      const q = request.query;
      const { rows, pagingInfo } = await pagedList(Resources, nameFilter(q), SORT_FIELD[q.orderBy], q);
      return { data: await resourcesOut(rows), pagingInfo };
    },
  );

  fastify.get(
    '/training-resources/:id',
    { config: { access }, schema: { tags: ['Training resources'], summary: 'One training resource', params: idParams, response: { 200: { $ref: 'PublicTrainingResource#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const resource = await liveById(Resources, request.params.id);
      if (!resource) throw notFound('Training resource', request.params.id);
      return (await resourcesOut([resource]))[0];
    },
  );

  fastify.get(
    '/training-events/:trainingEventId/training-resources',
    {
      config: { access },
      schema: {
        tags: ['Training resources'],
        summary: 'What is booked for a training event: its training resource bookings',
        params: eventParams,
        response: { 200: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: 'PublicTrainingResourceBooking#' } } } }, 404: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const { trainingEventId } = request.params;
      if (!(await liveById(Events, trainingEventId, { _id: 1 }))) throw notFound('Training event', trainingEventId);
      return { data: await bookingsOut(await Bookings.find({ trainingEventId, deleted: false }).sort({ startDate: 1, _id: 1 }).lean()) };
    },
  );

  fastify.get(
    '/training-resource-inventories',
    { config: { access }, schema: { tags: ['Training resource inventories'], summary: 'Inventories, paged', querystring: pagedQuery, response: { 200: pagedEnvelope({ $ref: 'PublicTrainingResourceInventory#' }), 400: { $ref: 'Problem#' } } } },
    async (request) => {
      const q = request.query;
      const { rows, pagingInfo } = await pagedList(Inventories, nameFilter(q), SORT_FIELD[q.orderBy], q);
      return { data: await inventoriesOut(rows), pagingInfo };
    },
  );

  fastify.get(
    '/training-resource-inventories/:id',
    { config: { access }, schema: { tags: ['Training resource inventories'], summary: 'One inventory', params: idParams, response: { 200: { $ref: 'PublicTrainingResourceInventory#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const inventory = await liveById(Inventories, request.params.id);
      if (!inventory) throw notFound('Training resource inventory', request.params.id);
      return (await inventoriesOut([inventory]))[0];
    },
  );

  fastify.get(
    '/training-resource-bookings',
    {
      config: { access },
      schema: {
        tags: ['Training resource bookings'],
        summary: 'Training resource bookings, by cursor (ordered by id)',
        querystring: bookingQuery,
        response: { 200: cursorEnvelope({ $ref: 'PublicTrainingResourceBooking#' }), 400: { $ref: 'Problem#' } },
      },
    },
    async (request) => {
      const q = request.query;
      const from = parseIsoDate(q.fromDate, 'fromDate');
      const to = parseIsoDate(q.toDate, 'toDate', true);
      const modifiedAfter = parseIsoDate(q.modifiedAfterDate, 'modifiedAfterDate');
      const filter: Record<string, unknown> = { deleted: false };
      if (from) filter.endDate = { $gte: from };
      if (to) filter.startDate = { $lte: to };
      if (q.trainingResourceIds?.length) filter.trainingResourceId = { $in: q.trainingResourceIds };
      if (modifiedAfter) filter.lastModifiedDate = { $gt: modifiedAfter };
      const { rows, nextCursor } = await cursorPage(Bookings, filter, q);
      return { data: await bookingsOut(rows), nextCursor };
    },
  );

  fastify.get(
    '/training-resource-bookings/:id',
    { config: { access }, schema: { tags: ['Training resource bookings'], summary: 'One booking', params: idParams, response: { 200: { $ref: 'PublicTrainingResourceBooking#' }, 404: { $ref: 'Problem#' } } } },
    async (request) => {
      const booking = await liveById(Bookings, request.params.id);
      if (!booking) throw notFound('Training resource booking', request.params.id);
      return (await bookingsOut([booking]))[0];
    },
  );
};
