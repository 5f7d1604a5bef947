import { Schema, type Model } from 'mongoose';
import { isDuplicateKey } from './duplicate-keys';
import { StoreTimeoutError, isStoreOutage } from './errors/store-outage';

/**
 * Sequences for numeric ids (e.g. the integer ids of the REST API), safe with several instances of a service on
 * MongoDB and on FerretDB alike. The counter's document `{ _id: name, seq, step }` says where the sequence stood (a
 * hint: the last id handed out and the step it was handed out by); the truth is a log of steps in the same
 * collection, `<name>#<step>` holding the last id of that step. Taking ids is inserting the next step: the insert of a
 * unique `_id` is atomic on both stores, so of two instances reading the same step one inserts the next and the other
 * meets a duplicate key, reads on and tries the step after. FerretDB 1.x runs `findOneAndUpdate` (and `$inc`) as a read
 * and a write, so two instances incrementing at once could be handed the same id.
 */
export interface Counter {
  _id: string;
  seq: number;
  /** The step the hint was written by (absent on a counter from before the step log: its seq is step 0's). */
  step?: number;
}

export const counterSchema = new Schema<Counter>(
  { _id: { type: String, required: true }, seq: { type: Number, required: true }, step: { type: Number } },
  { versionKey: false },
);

/** Every this many steps, steps older than KEEP_STEPS before it are deleted (the hint is never that far behind). */
const PRUNE_EVERY = 100;
const KEEP_STEPS = 1_000;

interface Step {
  step: number;
  seq: number;
}

const stepId = (name: string, step: number) => `${name}#${String(step).padStart(12, '0')}`;

/** The last step queued per counter in this process, and whether it has settled. */
const tails = new Map<string, { promise: Promise<number>; settled: boolean }>();

/**
 * How long a step may take before it is given up. A store outage fails each call within the driver's 10 s server
 * selection, and a call in flight when the store is SIGKILLed within two (the driver retries it once); this bounds a
 * call that would never settle, which would hold every later step.
 */
const STEP_TIMEOUT_MS = 25_000;

function bounded<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(`No answer from the store within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Adds `by` to a counter. A process queues its own steps per counter, so it never races itself (the step's insert
 * keeps instances apart). When a step fails because the store cannot be reached, the steps queued behind it fail with
 * it at once instead of each waiting out its own server selection (a write in flight at a store crash would otherwise
 * wait for every write queued before it); a step queued afterwards tries the store again.
 */
function increment(counters: Model<Counter>, name: string, by: number): Promise<number> {
  const key = `${counters.db.name}:${name}`;
  const before = tails.get(key);
  const waiting = before !== undefined && !before.settled;
  const step = () => bounded(takeStep(counters, name, by));
  const promise = (before?.promise ?? Promise.resolve(0)).then(step, (err: unknown) => {
    if (waiting && isStoreOutage(err)) throw err;
    return step();
  });
  const tail = { promise, settled: false };
  tails.set(key, tail);
  promise.then(
    () => (tail.settled = true),
    () => (tail.settled = true),
  );
  return promise;
}

async function readHint(counters: Model<Counter>, name: string): Promise<Step> {
  const hint = await counters.findById(name).lean();
  return { step: hint?.step ?? 0, seq: hint?.seq ?? 0 };
}

/** The newest step: from the hint (or `from`, a step known to be stored, if the hint is behind it), every step stored after it. */
async function newest(counters: Model<Counter>, name: string, from?: Step): Promise<Step> {
  const hint = await readHint(counters, name);
  let at = from && from.step > hint.step ? from : hint;
  for (;;) {
    const next = await counters.findById(stepId(name, at.step + 1)).lean();
    if (!next) return at;
    at = { step: at.step + 1, seq: next.seq };
  }
}

async function takeStep(counters: Model<Counter>, name: string, by: number): Promise<number> {
  // The hint is read every time, never kept in memory: an idle instance's memory could be older than the kept steps.
  let at = await newest(counters, name);
  for (;;) {
    const claim = { step: at.step + 1, seq: at.seq + by };
    try {
      await counters.collection.insertOne({ _id: stepId(name, claim.step) as never, seq: claim.seq });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // Another instance took this step: read on from it.
      at = await newest(counters, name, at);
      continue;
    }
    await saveHint(counters, name, claim);
    if (claim.step % PRUNE_EVERY === 0 && claim.step > KEEP_STEPS) {
      await counters.collection.deleteMany({ _id: { $gt: `${name}#`, $lt: stepId(name, claim.step - KEEP_STEPS) } as never });
    }
    return claim.seq;
  }
}

/** Moves the hint forward (not back: a later step may have written it already). */
async function saveHint(counters: Model<Counter>, name: string, claim: Step) {
  try {
    await counters.updateOne({ _id: name, $or: [{ step: { $exists: false } }, { step: { $lt: claim.step } }] }, { $set: claim }, { upsert: true });
  } catch (err) {
    // The upsert met the hint of a later step.
    if (!isDuplicateKey(err)) throw err;
  }
}

export async function nextId(counters: Model<Counter>, name: string): Promise<number> {
  return increment(counters, name, 1);
}

/** Reserves `count` consecutive ids at once (bulk writes); answers the first. */
export async function reserveIds(counters: Model<Counter>, name: string, count: number): Promise<number> {
  return (await increment(counters, name, count)) - count + 1;
}
