import type { FastifyPluginAsync } from 'fastify';
import { ProblemError, type RouteAccess } from '@firecrest/service-kit';
import type { LocationView } from '../../models/location-view';
import { containsText, pagedList, pagedQuerySchema } from '../../paging/paged-query';
import { liveById } from '../../resolve/live-by-id';

export const publicLocationSchema = {
  $id: 'PublicLocation',
  type: 'object',
  required: ['id', 'callSign', 'name', 'address', 'postcode', 'phone'],
  properties: {
    id: { type: 'integer', examples: [12] },
    callSign: { type: 'string', examples: ['S12'] },
    name: { type: 'string', examples: ['Hightown'] },
    address: { type: 'string', examples: ['1 Station Road, Hightown'] },
    postcode: { type: 'string', examples: ['HT1 2AB'] },
    phone: { type: 'string', examples: ['01632 960001'] },
  },
} as const;

const ORDER_BY = ['id', 'callSign', 'name'] as const;
const SORT_FIELD = { id: '_id', callSign: 'callSignLower', name: 'nameLower' } as const;

interface Query {
  filterText?: string;
  ids?: number[];
  page: number;
  itemsPerPage: number;
  orderBy: (typeof ORDER_BY)[number];
  orderByDescending: boolean;
}

const toPublic = (l: LocationView) => ({ id: l._id, callSign: l.callSign, name: l.name, address: l.address, postcode: l.postcode, phone: l.phone });

/**
 * /stations and /training-locations (spec §7.1): the same shape over one read model, told apart by kind.
 * Options: kind, the OpenAPI tag, and the name of the repeated id filter.
 */
export function locationRoutes(kind: LocationView['kind'], tag: string, idsParam: 'stationIds' | 'trainingLocationIds'): FastifyPluginAsync {
  return async (fastify) => {
    if (!fastify.getSchema('PublicLocation')) fastify.addSchema(publicLocationSchema);
    const { LocationView: Locations } = fastify.views;
    const access = { permission: ['LOCATIONS', 'view'] } satisfies RouteAccess;
    const querystring = {
      type: 'object',
      properties: {
        filterText: { type: 'string', maxLength: 200, description: 'Matches the name or the call sign' },
        [idsParam]: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 200, description: 'Repeat the parameter for several ids' },
        ...pagedQuerySchema(ORDER_BY, 'callSign', 500, 200),
      },
    };

    fastify.get<{ Querystring: Record<string, unknown> }>(
      '',
      {
        config: { access },
        schema: {
          tags: [tag],
          summary: `${tag}, paged`,
          querystring,
          response: {
            200: { type: 'object', required: ['data', 'pagingInfo'], properties: { data: { type: 'array', items: { $ref: 'PublicLocation#' } }, pagingInfo: { $ref: 'PagingInfo#' } } },
            400: { $ref: 'Problem#' },
          },
        },
      },
      async (request) => {
        const query = { ...(request.query as unknown as Query), ids: request.query[idsParam] as number[] | undefined };
        const filter: Record<string, unknown> = { kind, deleted: false };
        if (query.filterText) filter.$or = [{ nameLower: containsText(query.filterText) }, { callSignLower: containsText(query.filterText) }];
        if (query.ids?.length) filter._id = { $in: query.ids };
        const { rows, pagingInfo } = await pagedList(Locations, filter, SORT_FIELD[query.orderBy], query);
        return { data: rows.map(toPublic), pagingInfo };
      },
    );

    fastify.get<{ Params: { id: number } }>(
      '/:id',
      {
        config: { access },
        schema: { tags: [tag], summary: `One of ${tag.toLowerCase()}`, params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } }, response: { 200: { $ref: 'PublicLocation#' }, 404: { $ref: 'Problem#' } } },
      },
      async (request) => {
        const location = await liveById(Locations, request.params.id).then((l) => (l?.kind === kind ? l : null));
        if (!location) throw new ProblemError('notFound', `${tag.replace(/s$/, '')} ${request.params.id} does not exist.`);
        return toPublic(location);
      },
    );
  };
}
