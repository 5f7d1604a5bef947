import type { Model } from 'mongoose';

/**
 * Writes a read-model row only when the event is at least as new as what is stored, so replays and
 * out-of-order redeliveries leave the same data. Deletions are kept as tombstones for the same reason.
 */
export async function applyIfNewer<T extends { lastModifiedDate: Date }>(
  model: Model<T>,
  id: string | number,
  fields: Omit<T, '_id'>,
): Promise<void> {
  const updated = await model.updateOne({ _id: id, lastModifiedDate: { $lte: fields.lastModifiedDate } } as never, { $set: fields } as never);
  if (updated.matchedCount > 0 || (await model.exists({ _id: id } as never))) return;
  await model.create({ _id: id, ...fields } as never).catch((err: { code?: number }) => {
    if (err.code !== 11000) throw err; // created meanwhile by a redelivery
  });
}

/**
 * applyIfNewer for many rows at once (one read, one insert, one bulk update): the path of bulk loads and replays.
 * The read model's consumer handles one batch at a time, so nothing writes these rows in between.
 */
export async function applyManyIfNewer<T extends { lastModifiedDate: Date }>(model: Model<T>, rows: { id: number; fields: Omit<T, '_id'> }[]): Promise<void> {
  const stored = await model.find({ _id: { $in: rows.map((r) => r.id) } } as never, { lastModifiedDate: 1 }).lean<{ _id: number; lastModifiedDate: Date }[]>();
  const storedAt = new Map(stored.map((r) => [r._id, r.lastModifiedDate.getTime()]));
  const fresh = rows.filter((r) => !storedAt.has(r.id));
  const newer = rows.filter((r) => storedAt.has(r.id) && storedAt.get(r.id)! <= r.fields.lastModifiedDate.getTime());
  if (fresh.length) await model.insertMany(fresh.map((r) => ({ _id: r.id, ...r.fields })) as never[], { ordered: false, lean: true });
  if (newer.length) {
    await model.bulkWrite(
      newer.map((r) => ({ updateOne: { filter: { _id: r.id, lastModifiedDate: { $lte: r.fields.lastModifiedDate } }, update: { $set: r.fields } } })) as never,
      { ordered: false },
    );
  }
}
