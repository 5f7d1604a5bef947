import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Collection, Connection } from 'mongoose';
import { isDuplicateKey } from './duplicate-keys';

interface LockDocument {
  _id: string;
  owner: string;
  until: Date;
}

export interface StoreLockOptions {
  /** How long the lock holds when its holder stops answering (it died); a held write takes well under this. */
  leaseMs?: number;
  /** How long a waiter waits before asking again. */
  retryMs?: number;
}

type Locked = <T>(work: () => Promise<T>) => Promise<T>;
const made = new WeakMap<Connection, Map<string, Locked>>();

/**
 * One writer at a time for work that reads and then updates shared documents (counts by `$inc`, a ledger and its
 * counts), across every process of a service: FerretDB 1.x runs an update as a read and a write, so concurrent `$inc`s
 * on one document are lost (400 at once from two clients kept 147), and two refreshes of one ledger at once would
 * each apply the same difference. The lock is a document with a unique `_id` (`name`) in the collection
 * `collectionName`, taken by inserting it (atomic on FerretDB and MongoDB alike) and let go by deleting it; one whose
 * lease ran out is deleted by its owner and time and taken again. Within the process the work is queued, so it does
 * not poll the store against itself (one lock per connection and name, however often asked for).
 */
export function storeLock(db: Connection, collectionName: string, name: string, options: StoreLockOptions = {}): Locked {
  // One lock object per connection and name, so the process's callers share its queue wherever they ask for it.
  const key = `${collectionName}\t${name}`;
  const byName = made.get(db) ?? new Map<string, Locked>();
  made.set(db, byName);
  const held = byName.get(key);
  if (held) return held;
  // Forgotten once nothing waits on it: names can be many (one per account signing in wrongly) and each is used rarely.
  const locked: Locked = makeLock(db.collection<LockDocument>(collectionName), name, options, () => {
    if (byName.get(key) === locked) byName.delete(key);
  });
  byName.set(key, locked);
  return locked;
}

function makeLock(collection: Collection<LockDocument>, name: string, { leaseMs = 30_000, retryMs = 10 }: StoreLockOptions, onIdle: () => void): Locked {
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function acquire(owner: string): Promise<void> {
    for (;;) {
      try {
        await collection.insertOne({ _id: name, owner, until: new Date(Date.now() + leaseMs) });
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const held = await collection.findOne({ _id: name });
      if (held && held.until.getTime() < Date.now()) await collection.deleteOne({ _id: name, owner: held.owner, until: held.until });
      else await delay(retryMs);
    }
  }

  return function locked<T>(work: () => Promise<T>): Promise<T> {
    waiting++;
    const run = queue.catch(() => undefined).then(async () => {
      const owner = randomUUID();
      try {
        await acquire(owner);
        try {
          return await work();
        } finally {
          await collection.deleteOne({ _id: name, owner });
        }
      } finally {
        if (--waiting === 0) onIdle();
      }
    });
    queue = run;
    return run;
  };
}
