import type { Model } from 'mongoose';
import { bulkWriteInRuns, byIds, insertRunOrEach } from '@firecrest/service-kit';

type Stamped = { lastModifiedDate: Date };
type Fields<T> = Omit<T, '_id'>;
/** What a row holds of its guards; `contentDate` is the date of the version a tombstone shows (see below). */
type Held = Stamped & { deleted?: boolean; contentDate?: Date };

/**
 * Writes a read-model row only when the event is at least as new as what is stored, so replays and out-of-order
 * redeliveries leave the same data. Deletions are kept as tombstones for the same reason. Reads, compares and writes
 * by `_id` alone (a compound guard is a full scan on FerretDB); one entity's events share a Kafka key and partition,
 * and one consumer handles a partition at a time, so nothing writes the row in between.
 */
export async function applyIfNewer<T extends Stamped>(model: Model<T>, id: number | string, fields: Fields<T>): Promise<void> {
  const held = (await model.collection.findOne({ _id: id } as never, { projection: { lastModifiedDate: 1, deleted: 1, contentDate: 1 } })) as Held | null;
  if (held) {
    if (held.lastModifiedDate <= fields.lastModifiedDate) {
      await model.updateOne({ _id: id } as never, { $set: fields, $unset: { contentDate: 1 } } as never, { strict: false });
    } else if (held.deleted && !(fields as { deleted?: boolean }).deleted && !(held.contentDate && held.contentDate >= fields.lastModifiedDate)) {
      // A deletion newer than this version holds the row (events of separate topics arrive in any order): the row
      // stays deleted, and shows the newest version older than the deletion (names in history), whatever the order.
      await model.updateOne(
        { _id: id } as never,
        { $set: { ...fields, deleted: true, lastModifiedDate: held.lastModifiedDate, contentDate: fields.lastModifiedDate } } as never,
        { strict: false },
      );
    }
    return;
  }
  await model.create({ _id: id, ...fields } as never);
}

/**
 * applyIfNewer for many rows: inserted together (the bulk-load path, one write); if some already exist (a replay or
 * a redelivery), each row falls back to the single-row rule.
 */
export async function applyManyIfNewer<T extends Stamped>(model: Model<T>, rows: { id: number; fields: Fields<T> }[]): Promise<void> {
  await insertRunOrEach(
    rows,
    (run) => model.insertMany(run.map((r) => ({ _id: r.id, ...r.fields })) as never[], { ordered: false, lean: true }),
    (r) => applyIfNewer(model, r.id, r.fields),
  );
}

/**
 * Marks rows deleted where the deletion is at least as new as what is stored. An absent row gets a bare tombstone
 * (id, deleted, date): a replay can meet an entity's `deleted` before its `created` (separate topics), and the
 * older `created` must not bring the row back (applyIfNewer then only fills in what the tombstone shows).
 */
export async function tombstoneIfNewer<T extends Stamped & { _id: number }>(model: Model<T>, deletions: { id: number; lastModifiedDate: Date }[]): Promise<void> {
  const held = new Map(
    ((await byIds(model, deletions.map((d) => d.id), { lastModifiedDate: 1, deleted: 1, contentDate: 1 } as Record<string, 1>)) as unknown as (Held & { _id: number })[]).map((r): [number, Held] => [r._id, r]),
  );
  const collection = model.collection as unknown as Pick<Model<T>, 'bulkWrite'>;
  await bulkWriteInRuns(
    collection,
    deletions
      .filter((d) => held.has(d.id) && held.get(d.id)!.lastModifiedDate <= d.lastModifiedDate)
      .map((d) => {
        const row = held.get(d.id)!;
        // The version the tombstone shows: the row as it was, unless it was already a tombstone.
        const contentDate = row.deleted ? row.contentDate : row.lastModifiedDate;
        return { updateOne: { filter: { _id: d.id }, update: { $set: { deleted: true, lastModifiedDate: d.lastModifiedDate, ...(contentDate ? { contentDate } : {}) } } } };
      }),
    { ordered: false },
  );
  const absent = deletions.filter((d) => !held.has(d.id));
  await bulkWriteInRuns(
    collection,
    absent.map((d) => ({ insertOne: { document: { _id: d.id, deleted: true, lastModifiedDate: d.lastModifiedDate } } })),
    { ordered: false },
  );
}
