import type { Model } from 'mongoose';

/**
 * Rows by primary key, in one `$in` query, in the order asked (absent ids left out). MongoDB answers it from the
 * `_id` index, and so does the local FerretDB (sqlite-pushdown-2-pages.patch pushes `$in` of one kind, as SQL `IN`
 * on the `_id` index): the cost follows the ids asked for, not the size of the collection. One query, not one
 * per id: a page of 200 employees names about 80 stations and reference items, whose lookups one by one cost the
 * store about 0.5 ms each (infra/test/list-query-plans.test.ts checks the plans).
 */
export async function byIds<T>(model: Model<T>, ids: (number | string | null | undefined)[], projection?: Record<string, 1>): Promise<T[]> {
  const wanted = [...new Set(ids.filter((id): id is number | string => id !== null && id !== undefined))];
  if (!wanted.length) return [];
  const rows = (await findIn(model, '_id', wanted, {}, projection)) as (T & { _id: number | string })[];
  // by text: the query casts ids to the schema's type (a '5' finds 5, a hex string an ObjectId), as findById did
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  return wanted.flatMap((id) => byId.get(String(id)) ?? []) as T[];
}

/**
 * Values per `$in` query. The local FerretDB checks each row it is handed against the whole `$in` list again in Go,
 * so one query of n values costs n x n comparisons: 1,500 ids took 0.5-1 s where six queries of 250 side by side
 * took about a quarter of it.
 */
export const IN_CHUNK = 250;

/** The rows whose `field` is one of `values` (and that match `filter`), asked in runs of IN_CHUNK side by side. */
export async function findIn<T>(model: Model<T>, field: string, values: unknown[], filter: Record<string, unknown> = {}, projection?: Record<string, 1>): Promise<T[]> {
  const runs: unknown[][] = [];
  for (let start = 0; start < values.length; start += IN_CHUNK) runs.push(values.slice(start, start + IN_CHUNK));
  // all in the first reply, so the cursor closes with it (no getMore, no pooled connection held)
  const found = await Promise.all(runs.map((run) => model.find({ ...filter, [field]: { $in: run } } as never, projection).batchSize(run.length + 1).lean()));
  return found.flat() as T[];
}
