import type { FastifyBaseLogger } from 'fastify';

export interface CollectOptions<I = unknown> {
  /** How long the first item waits for others before they go as one event (default 100 ms). */
  lingerMs?: number;
  /** Items per event at most: an event of this many goes at once (default 200; keep it well under the broker's 1 MB). */
  max?: number;
  /**
   * With `sizeOf`: an event also goes at once when its items' sizes add up to this many bytes, so items of very
   * different sizes (URLs up to 2 KB) can be collected many at a time and still stay under the broker's 1 MB.
   */
  maxBytes?: number;
  /** An upper bound of the bytes one item adds to its event (for `maxBytes`). */
  sizeOf?: (item: I) => number;
}

/** Items gathered into one event each short window (see EventBus.collect). */
export interface Collector<I> {
  /** Queues the item; nothing else happens on the caller's path (no validation, no encoding). */
  add(item: I): void;
  /** Sends what is queued now; resolves once it is sent or kept for later. */
  flush(): Promise<void>;
  /** Items queued and not yet handed to the broker. */
  readonly pending: number;
}

export const COLLECT_LINGER_MS = 100;
export const COLLECT_MAX = 200;

/**
 * Gathers items and hands them to `send` as runs: one run per `lingerMs` window, or at once when `max` are queued
 * (or `maxBytes` of them, by `sizeOf`).
 * `send` validates, wraps and publishes a run (one broker message); a run it cannot validate whole is split to find
 * the item at fault (`accept` tells it, item by item), which is logged and dropped, the rest sent.
 */
export function createCollector<I>(options: CollectOptions<I> & {
  log: FastifyBaseLogger;
  name: string;
  /** Whether one item alone is valid (called only when a whole run is not). */
  accept: (item: I) => boolean;
  /** Validates and publishes one run; throws if it is invalid (before anything is sent) or cannot be sent nor kept. */
  send: (items: I[]) => Promise<void>;
  /** Whether validation failed (as opposed to the broker and the keeper both failing). */
  isInvalid: (err: unknown) => boolean;
}): Collector<I> {
  const lingerMs = options.lingerMs ?? COLLECT_LINGER_MS;
  const max = options.max ?? COLLECT_MAX;
  const { sizeOf, maxBytes = Infinity } = options;
  let queued: I[] = [];
  let queuedBytes = 0;
  let timer: NodeJS.Timeout | null = null;
  const inFlight = new Set<Promise<void>>();

  async function sendRun(run: I[]) {
    try {
      await options.send(run);
    } catch (err) {
      if (!options.isInvalid(err)) {
        options.log.error({ err, items: run.length, collector: options.name }, 'collected events neither sent nor kept');
        return;
      }
      const valid = run.filter((item) => options.accept(item));
      options.log.error({ err, dropped: run.length - valid.length, collector: options.name }, 'collected items refused by their contract, dropped');
      if (valid.length) await sendRun(valid);
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queued.length === 0) return Promise.all(inFlight).then(() => undefined);
    const run = queued;
    queued = [];
    queuedBytes = 0;
    const sending = sendRun(run).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    return Promise.all(inFlight).then(() => undefined);
  }

  return {
    add(item) {
      queued.push(item);
      if (sizeOf) queuedBytes += sizeOf(item);
      if (queued.length >= max || queuedBytes >= maxBytes) void flush();
      else timer ??= setTimeout(() => void flush(), lingerMs);
    },
    flush,
    get pending() {
      return queued.length;
    },
  };
}
