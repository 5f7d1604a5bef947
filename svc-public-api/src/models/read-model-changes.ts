import type { Connection } from 'mongoose';
import { META } from './read-model-version';

export interface ReadModelChanges {
  /** Counts one more change; the projection calls it after each handled event or run, once its writes are done. */
  mark(): Promise<void>;
  /** The count now, read after the call began. Callers arriving while a read is under way share the next one. */
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
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  const read = () => {
    const reading = meta.findOne({ _id: 'changes' }).then((doc) => doc?.count ?? 0);
    running = reading;
    void reading.finally(() => running === reading && (running = null)).catch(() => {});
    return reading;
  };
  return {
    async mark() {
      await meta.updateOne({ _id: 'changes' }, { $inc: { count: 1 } }, { upsert: true });
    },
    current() {
      if (!running) return read();
      // The read under way may have begun before a change this caller must see: wait for the next one, which
      // every caller arriving meanwhile shares.
      queued ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          queued = null;
          return read();
        });
      return queued;
    },
  };
}
