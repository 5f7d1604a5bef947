import type { Model } from 'mongoose';
import { bulkWriteInRuns, byIds } from '@firecrest/service-kit';

type Stamped = { lastModifiedDate: Date };
type Fields<T> = Omit<T, '_id'>;

/**
 * Writes a read-model row only when the event is at least as new as what is stored, so replays and out-of-order
 * redeliveries leave the same data. Deletions are kept as tombstones for the same reason. Reads, compares and writes
 * by `_id` alone (a compound guard is a full scan on FerretDB); one entity's events share a Kafka key and partition,
 * and one consumer handles a partition at a time, so nothing writes the row in between.
 */
export async function applyIfNewer<T extends Stamped>(model: Model<T>, id: number | string, fields: Fields<T>): Promise<void> {
  const held = await model.findById(id, { lastModifiedDate: 1 }).lean<Stamped>();
  if (held) {
    if (held.lastModifiedDate <= fields.lastModifiedDate) await model.updateOne({ _id: id } as never, { $set: fields } as never);
    return;
  }
  await model.create({ _id: id, ...fields } as never);
}

/**
 * applyIfNewer for many rows: inserted together (the bulk-load path, one write); if some already exist (a replay or
 * a redelivery), each row falls back to the single-row rule.
 */
export async function applyManyIfNewer<T extends Stamped>(model: Model<T>, rows: { id: number; fields: Fields<T> }[]): Promise<void> {
  try {
    await model.insertMany(rows.map((r) => ({ _id: r.id, ...r.fields })) as never[], { ordered: false, lean: true });
  } catch (err) {
    if ((err as { code?: number }).code !== 11000 && !/E11000/.test(String(err))) throw err;
    for (const r of rows) await applyIfNewer(model, r.id, r.fields);
  }
}

/** Marks rows deleted where the deletion is at least as new as what is stored; absent rows stay absent. */
export async function tombstoneIfNewer<T extends Stamped & { _id: number }>(model: Model<T>, deletions: { id: number; lastModifiedDate: Date }[]): Promise<void> {
  const held = new Map((await byIds(model, deletions.map((d) => d.id), { lastModifiedDate: 1 })).map((r): [number, Date] => [r._id, r.lastModifiedDate]));
  await bulkWriteInRuns(
    model,
    deletions
      .filter((d) => held.has(d.id) && held.get(d.id)! <= d.lastModifiedDate)
      .map((d) => ({ updateOne: { filter: { _id: d.id }, update: { $set: { deleted: true, lastModifiedDate: d.lastModifiedDate } } } })),
    { ordered: false },
  );
}
