import type { Model } from 'mongoose';
import { byIds } from '@firecrest/service-kit';

/** One row by primary key, or null when absent or deleted (a `deleted` condition in the filter would be a scan). */
export async function liveById<T extends { deleted: boolean }>(model: Model<T>, id: number | string, projection?: Record<string, 1>): Promise<T | null> {
  const [row] = await byIds(model, [id], projection && { ...projection, deleted: 1 });
  return row && !row.deleted ? row : null;
}
