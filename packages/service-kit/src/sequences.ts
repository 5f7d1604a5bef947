import { Schema, type Model } from 'mongoose';
import { upsertRacing } from './duplicate-keys';

/** Sequences for numeric ids (e.g. the integer ids of the REST API) (no transactions needed: one atomic $inc per id). */
export interface Counter {
  _id: string;
  seq: number;
}

export const counterSchema = new Schema<Counter>({ _id: { type: String, required: true }, seq: { type: Number, required: true } }, { versionKey: false });

const queues = new Map<string, Promise<unknown>>();

/**
 * Adds `by` to a counter. `$inc` is atomic on MongoDB; FerretDB 1.x can lose one of two concurrent increments, so a
 * service also queues its own increments per counter (one instance per service locally makes that enough).
 */
function increment(counters: Model<Counter>, name: string, by: number): Promise<number> {
  const key = `${counters.db.name}:${name}`;
  const next = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => incrementOnce(counters, name, by));
  queues.set(key, next);
  return next;
}

/** Creates the counter on first use (two first uses at once race on the insert: upsertRacing). */
async function incrementOnce(counters: Model<Counter>, name: string, by: number): Promise<number> {
  const counter = await upsertRacing(() => counters.findOneAndUpdate({ _id: name }, { $inc: { seq: by } }, { upsert: true, returnDocument: 'after' }).lean());
  return counter!.seq;
}

export async function nextId(counters: Model<Counter>, name: string): Promise<number> {
  return increment(counters, name, 1);
}

/** Reserves `count` consecutive ids at once (bulk writes); answers the first. */
export async function reserveIds(counters: Model<Counter>, name: string, count: number): Promise<number> {
  return (await increment(counters, name, count)) - count + 1;
}
