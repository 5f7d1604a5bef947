import type { Model } from 'mongoose';
import { ProblemError } from '@firecrest/service-kit';
import { changedWalkStart } from '../models/change-blocks';
import { oneBatch } from './paged-query';

/**
 * A cursor is `c` and the last id given: the schema's pattern admits exactly the cursors this API gives out, so an
 * unknown one is refused (400) by validation, and every cursor the pattern admits is one a walk can continue from.
 */
export const CURSOR_PATTERN = '^c-?[0-9]{1,15}$';

/** Query parameters of the cursor lists (spec §7.1): ordered by id only. */
export function cursorQuerySchema(defaultItemsPerPage: number, maxItemsPerPage: number) {
  return {
    cursor: { type: 'string', pattern: CURSOR_PATTERN, description: 'The nextCursor of the previous answer; leave out for the first page' },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: maxItemsPerPage, default: defaultItemsPerPage },
    orderByDescending: { type: 'boolean', default: false },
  } as const;
}

export const cursorEnvelope = (item: object) =>
  ({
    type: 'object',
    required: ['data', 'nextCursor'],
    properties: {
      data: { type: 'array', items: item },
      nextCursor: { type: ['string', 'null'], description: 'null when fewer results than requested were returned', examples: ['c200'] },
    },
  }) as const;

interface CursorQuery {
  cursor?: string;
  itemsPerPage: number;
  orderByDescending: boolean;
}

const encode = (id: number) => `c${id}`;

function decode(cursor: string): number {
  const after = /^c(-?\d{1,15})$/.exec(cursor);
  if (after) return Number(after[1]);
  throw new ProblemError('validation', 'The cursor is not one this API gave out.', [{ field: 'cursor', message: 'Unknown cursor' }]);
}

/**
 * One page of a walk by id. The cursor holds the last id given, so rows added or changed during the walk neither
 * repeat nor shift the pages: each row is seen once. Asked for the rows changed after a date, a view that keeps
 * change blocks starts the walk at the first block changed after it (models/change-blocks).
 */
export async function cursorPage<V extends { _id: number }>(model: Model<V>, filter: Record<string, unknown>, query: CursorQuery) {
  const direction = query.orderByDescending ? -1 : 1;
  // the first id the page may hold (ids are integers)
  let start = query.cursor ? decode(query.cursor) + direction : undefined;
  const changedAfter = (filter.lastModifiedDate as { $gt?: unknown } | undefined)?.$gt;
  if (changedAfter instanceof Date) {
    const from = await changedWalkStart(model, changedAfter, direction, start);
    if (from === null) return { rows: [] as V[], nextCursor: null };
    if (from !== undefined) start = from;
  }
  const where = start === undefined ? filter : { ...filter, _id: { [direction === 1 ? '$gte' : '$lte']: start } };
  const rows = (await model.find(where as never).sort({ _id: direction }).limit(query.itemsPerPage).batchSize(oneBatch(query.itemsPerPage)).lean()) as V[];
  const nextCursor = rows.length < query.itemsPerPage ? null : encode(rows.at(-1)!._id);
  return { rows, nextCursor };
}
