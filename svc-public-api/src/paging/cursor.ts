import type { Model } from 'mongoose';
import { ProblemError } from '@firecrest/service-kit';
import { oneBatch } from './paged-query';

/** Query parameters of the cursor lists (spec §7.1): ordered by id only. */
export function cursorQuerySchema(defaultItemsPerPage: number, maxItemsPerPage: number) {
  return {
    cursor: { type: 'string', maxLength: 100, description: 'The nextCursor of the previous answer; leave out for the first page' },
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
      nextCursor: { type: ['string', 'null'], description: 'null when fewer results than requested were returned', examples: ['eyJhZnRlciI6MjAwfQ'] },
    },
  }) as const;

interface CursorQuery {
  cursor?: string;
  itemsPerPage: number;
  orderByDescending: boolean;
}

const encode = (id: number) => Buffer.from(JSON.stringify({ after: id })).toString('base64url');

function decode(cursor: string): number {
  try {
    const { after } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { after?: unknown };
    if (Number.isSafeInteger(after)) return after as number;
  } catch {
    // falls through to the problem below
  }
  throw new ProblemError('validation', 'The cursor is not one this API gave out.', [{ field: 'cursor', message: 'Unknown cursor' }]);
}

/**
 * One page of a walk by id. The cursor holds the last id given, so rows added or changed during the walk neither
 * repeat nor shift the pages: each row is seen once.
 */
export async function cursorPage<V extends { _id: number }>(model: Model<V>, filter: Record<string, unknown>, query: CursorQuery) {
  const direction = query.orderByDescending ? -1 : 1;
  const where = query.cursor ? { ...filter, _id: { [direction === 1 ? '$gt' : '$lt']: decode(query.cursor) } } : filter;
  const rows = (await model.find(where as never).sort({ _id: direction }).limit(query.itemsPerPage).batchSize(oneBatch(query.itemsPerPage)).lean()) as V[];
  const nextCursor = rows.length < query.itemsPerPage ? null : encode(rows.at(-1)!._id);
  return { rows, nextCursor };
}
