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
 * applyIfNewer for many rows: inserted together (the bulk-load path, one write); if some already exist (a replay or
 * a redelivery), each row falls back to the single-row rule. The read model's consumer handles one batch at a time,
 * so nothing writes these rows in between.
 */
export async function applyManyIfNewer<T extends { lastModifiedDate: Date }>(model: Model<T>, rows: { id: number; fields: Omit<T, '_id'> }[]): Promise<void> {
  try {
    await model.insertMany(rows.map((r) => ({ _id: r.id, ...r.fields })) as never[], { ordered: false, lean: true });
  } catch (err) {
    if ((err as { code?: number }).code !== 11000 && !/E11000/.test(String(err))) throw err;
    for (const r of rows) await applyIfNewer(model, r.id, r.fields);
  }
}
