import type { Model } from 'mongoose';

/**
 * Rows by primary key, one lookup per id, in parallel, in the order asked (absent ids left out). Every
 * MongoDB-compatible store answers `_id` equality from its primary key (FerretDB on SQLite answers nothing else
 * without reading the whole collection), so the cost follows the ids asked for, not the size of the collection.
 */
export async function byIds<T>(model: Model<T>, ids: (number | string | null | undefined)[], projection?: Record<string, 1>): Promise<T[]> {
  const wanted = [...new Set(ids.filter((id): id is number | string => id !== null && id !== undefined))];
  const rows = await Promise.all(wanted.map((id) => model.findById(id, projection).lean<T>()));
  return rows.filter((row): row is NonNullable<typeof row> => row !== null) as T[];
}
