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
  // all in the first reply, so the cursor closes with it (no getMore, no pooled connection held)
  const rows = (await model.find({ _id: { $in: wanted } } as never, projection).batchSize(wanted.length + 1).lean()) as (T & { _id: number | string })[];
  // by text: the query casts ids to the schema's type (a '5' finds 5, a hex string an ObjectId), as findById did
  const byId = new Map(rows.map((row) => [String(row._id), row]));
  return wanted.flatMap((id) => byId.get(String(id)) ?? []) as T[];
}
