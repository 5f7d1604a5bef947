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
