import { Schema, type Model } from 'mongoose';

/** Sequences for numeric ids (e.g. the integer ids of the REST API) (no transactions needed: one atomic $inc per id). */
export interface Counter {
  _id: string;
  seq: number;
}

export const counterSchema = new Schema<Counter>({ _id: { type: String, required: true }, seq: { type: Number, required: true } }, { versionKey: false });

export async function nextId(counters: Model<Counter>, name: string): Promise<number> {
  const counter = await counters.findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
  return counter!.seq;
}

/** Reserves `count` consecutive ids at once (bulk writes); answers the first. */
export async function reserveIds(counters: Model<Counter>, name: string, count: number): Promise<number> {
  const counter = await counters.findOneAndUpdate({ _id: name }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' }).lean();
  return counter!.seq - count + 1;
}
