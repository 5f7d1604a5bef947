import type { Connection } from 'mongoose';
import { upsertRacing } from '@firecrest/service-kit';
import { META } from './read-model-version';

/** How long one read of the count serves the requests that follow it. */
const FRESH_MS = 25;

export interface ReadModelChanges {
  /** Counts one more change; the projection calls it after each handled event or run, once its writes are done. */
  mark(): Promise<void>;
  /**
   * The count now, read at most once per FRESH_MS: callers within that window of a read's start share it, so a
   * change another instance made may be seen up to FRESH_MS plus one round trip late (this instance's own marks are
   * seen at once). A read per request, or per burst, cost the database a sixth of a core under load (bench/README),
   * for a read model that is eventually consistent anyway.
   */
  current(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readModelChanges: ReadModelChanges;
  }
}

/**
 * A counter stored with the read model and raised after every write the projection makes. An answer computed at
 * count N is still right while the count is N, whichever instance of the service made the writes, so responses can
 * be reused until it moves (responses/response-cache).
 */
export function readModelChanges(db: Connection): ReadModelChanges {
  const meta = db.collection<{ _id: string; count: number }>(META);
  let last: { startedAt: number; count: Promise<number> } | null = null;
  return {
    async mark() {
      // Projections of several partitions mark at once; the first marks ever race on the insert.
      await upsertRacing(() => meta.updateOne({ _id: 'changes' }, { $inc: { count: 1 } }, { upsert: true }));
      last = null;
    },
    current() {
      const now = performance.now();
      if (last && now - last.startedAt < FRESH_MS) return last.count;
      const read = { startedAt: now, count: meta.findOne({ _id: 'changes' }).then((doc) => doc?.count ?? 0) };
      // A failed read is not shared beyond the callers already waiting on it.
      read.count.catch(() => last === read && (last = null));
      last = read;
      return read.count;
    },
  };
}
