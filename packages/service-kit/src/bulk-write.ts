import type { Model } from 'mongoose';


/**
 * Statements per bulk write command. FerretDB 1.24 on SQLite holds one of a database's 100 pooled connections for
 * each update statement until the whole command ends, so a command of 100 or more never finishes and stalls every
 * client of that database (reproduced with 150 `updateOne`s). Runs of 50 stay well clear; MongoDB is unaffected.
 */
export const BULK_WRITE_RUN = 50;

/** `Model.bulkWrite` in runs of at most BULK_WRITE_RUN statements, one after another, in order. */
export async function bulkWriteInRuns<T>(model: Pick<Model<T>, 'bulkWrite'>, operations: unknown[], options: { ordered?: boolean } = {}): Promise<void> {
  for (let start = 0; start < operations.length; start += BULK_WRITE_RUN) {
    await model.bulkWrite(operations.slice(start, start + BULK_WRITE_RUN) as never, options);
  }
}

/** Whether an error is a unique-index violation (E11000). */
export const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000 || /E11000/.test(String((err as Error)?.message));

/**
 * A run of new rows in one unordered insert (the bulk-load and replay path: one write instead of a read and a write
 * per row). If some already exist (a duplicate key: a redelivery, a replay, a row written before), every item takes
 * the caller's one-row rule instead, which decides between what is held and what came.
 */
export async function insertRunOrEach<I>(items: I[], insertAll: (items: I[]) => Promise<unknown>, each: (item: I) => Promise<void>): Promise<void> {
  try {
    await insertAll(items);
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    for (const item of items) await each(item);
  }
}

/**
 * Upserts, run again when they lost an insert race: two writers inserting the same new key at once, MongoDB and
 * FerretDB both answer one of them with a duplicate key error. The next time that row exists, so its upsert updates
 * it; an ordered bulk stopped at the error, so its later upserts run then too (and may meet another race: up to
 * RACE_ATTEMPTS times in all).
 */
export async function upsertRacing(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (err) {
      if (!isDuplicateKey(err) || attempt >= RACE_ATTEMPTS) throw err;
    }
  }
}
const RACE_ATTEMPTS = 5;
