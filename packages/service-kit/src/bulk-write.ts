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
