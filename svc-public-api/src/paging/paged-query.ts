/** Query parameters shared by every paged list of the REST API v1 (spec §5.1, §7.1). */
export function pagedQuerySchema<const O extends readonly string[]>(orderBy: O, defaultOrderBy: O[number], maxItemsPerPage: number, defaultItemsPerPage: number) {
  return {
    page: { type: 'integer', minimum: 0, default: 0, description: 'Page index, starting at 0; past the last page returns empty data' },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: maxItemsPerPage, default: defaultItemsPerPage },
    orderBy: { type: 'string', enum: orderBy, default: defaultOrderBy },
    orderByDescending: { type: 'boolean', default: false },
  } as const;
}

export const pagingInfoSchema = {
  $id: 'PagingInfo',
  type: 'object',
  required: ['totalItems', 'itemsPerPage', 'pageIndex', 'totalPages'],
  properties: {
    totalItems: { type: 'integer' },
    itemsPerPage: { type: 'integer' },
    pageIndex: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
} as const;

export function pagingInfo(totalItems: number, page: number, itemsPerPage: number) {
  return { totalItems, itemsPerPage, pageIndex: page, totalPages: Math.ceil(totalItems / itemsPerPage) };
}

/** Text as a literal, case-insensitive pattern (user input never becomes a regular expression). */
export const containsText = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

/**
 * A batch size that brings a whole page in the first reply, so the cursor closes with it: no getMore round trips, and
 * no open cursor left holding one of FerretDB's pooled SQLite connections.
 */
export const oneBatch = (limit: number) => limit + 1;

/** One page of a sorted, filtered view with its paging details; `_id` breaks ties so pages never overlap. */
export async function pagedList<V>(
  model: import('mongoose').Model<V>,
  filter: Record<string, unknown>,
  sortField: string,
  query: { page: number; itemsPerPage: number; orderByDescending: boolean },
) {
  const direction = query.orderByDescending ? -1 : 1;
  const [totalItems, rows] = await Promise.all([
    model.countDocuments(filter as never),
    model
      .find(filter as never)
      .sort(sortField === '_id' ? { _id: direction } : { [sortField]: direction, _id: direction })
      .skip(query.page * query.itemsPerPage)
      .limit(query.itemsPerPage)
      .batchSize(oneBatch(query.itemsPerPage))
      .lean(),
  ]);
  return { rows: rows as V[], pagingInfo: pagingInfo(totalItems, query.page, query.itemsPerPage) };
}

export const pagedEnvelope = (item: object) =>
  ({ type: 'object', required: ['data', 'pagingInfo'], properties: { data: { type: 'array', items: item }, pagingInfo: { $ref: 'PagingInfo#' } } }) as const;

/** A repeated id filter (`?stationIds=1&stationIds=2`). */
export const idsParam = (description: string) => ({ type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 200, description: `${description}; repeat the parameter for several` }) as const;
export const gartanIdsParam = { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 200, description: 'Employee global ids; repeat the parameter for several' } as const;
export const activeOnlyParam = { type: 'boolean', default: true, description: 'Only employees with a current contract (and, for records, a current period)' } as const;

/** Today as `YYYY-MM-DD` in UTC, for the active-period filters. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
