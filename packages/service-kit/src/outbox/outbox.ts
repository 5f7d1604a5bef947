import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Collection, Model } from 'mongoose';
import type { EventContract } from '@firecrest/contracts';
import { assertPayload } from '../kafka/payload-validator';
import type { RecordedEvent } from '../kafka/event-bus';

/** An event stored with the write that caused it, until the broker has acknowledged it. */
export interface OutboxEntry {
  /** Time-ordered and safe as a field name (`_outbox.<id>`). */
  id: string;
  /** The contract's topic (without the configured prefix). */
  topic: string;
  key: string | null;
  payload: unknown;
  requestId?: string;
  at: Date;
}

/** Document fields the outbox keeps: pending entries by id, and a flag the relay's scan finds them by (sparse index). */
export const OUTBOX_FIELD = '_outbox';
export const PENDING_FIELD = '_pending';
/**
 * Events kept apart from any document until relayed: a deletion's (written before the document goes, a write-ahead),
 * and those published directly (`events.publish`, publishMany, publishSoon) the broker did not acknowledge in time.
 */
const KEPT = 'outbox_events';

export interface OutboxOptions {
  /** How long a write waits for the broker's acknowledgement before answering anyway (the event stays queued). */
  waitMs?: number;
  /** How often every tracked collection is scanned for entries left by a crash or by another instance. */
  scanIntervalMs?: number;
}

interface Kept {
  _id: string;
  /** For a deletion: the document it removes (removed again by the relay if a crash came in between). */
  collection?: string;
  docId?: unknown;
  entries: OutboxEntry[];
  at: Date;
}

export interface Outbox {
  /** The entry to store with a write; the payload is checked against its contract now, before anything is written. */
  entry<T>(contract: EventContract<T>, payload: T, options: { key: string; requestId?: string }): OutboxEntry;
  /** What stores entries in a document: spread into an update's `$set`, so they are written with it (one write). */
  setFor(entries: OutboxEntry[]): Record<string, unknown>;
  /**
   * Inserts documents (cast and validated by the model) each with its entries, in one write, then relays them. A
   * duplicate key fails the whole write as `insertMany` would (ordered), before any event exists.
   */
  insert<T>(model: Model<T>, docs: object[], entriesOf: (doc: object, index: number) => OutboxEntry[]): Promise<object[]>;
  /**
   * After a write that stored entries: publishes them, waiting at most `waitMs` for the broker, then leaves them to
   * the relay. Never throws: the write is stored, so the caller is not told it failed.
   */
  relay<T>(model: Model<T>, id: unknown, entries: OutboxEntry[]): Promise<void>;
  /**
   * Deletes one document and publishes its `deleted` entry (after any entries it still held). The deletion is
   * recorded first, so a crash between the two still ends deleted and announced. Answers whether it was there.
   */
  remove<T>(model: Model<T>, id: unknown, entry: OutboxEntry): Promise<boolean>;
  /**
   * Watches a model's collection for pending entries: call it when the routes are registered, so the scan at start
   * finds what a previous run left (insert, relay and remove also do it, but only once they are first used).
   */
  track<T>(model: Model<T>): void;
  /** Relays everything pending now (what the periodic scan does); resolves when done. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const newEntryId = () => `e${Date.now().toString(36).padStart(9, '0')}${randomBytes(5).toString('hex')}`;
const inOrder = (a: OutboxEntry, b: OutboxEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const pendingOf = (doc: { [OUTBOX_FIELD]?: Record<string, OutboxEntry> } | null) => Object.values(doc?.[OUTBOX_FIELD] ?? {}).sort(inOrder);
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 5_000;
/** Documents relayed together in one broker request by a retry pass. */
const RETRY_RUN = 200;
const SCAN_BATCH = 1_000;

/**
 * A transactional outbox that works on FerretDB and MongoDB alike (no multi-document transactions): each write keeps
 * its events in the written document itself, in the same single-document write; they are published after it and
 * cleared once the broker acknowledges them. What could not be published (broker down, a crash) is relayed later:
 * retried with back-off by the process that wrote it, and found by a scan of `_pending` (sparse index) at start and
 * every `scanIntervalMs` (10 minutes). Delivery is at least once; consumers are idempotent (lastModifiedDate guards).
 */
export const outboxPlugin = fp<OutboxOptions>(
  async (fastify: FastifyInstance, options) => {
    const waitMs = options.waitMs ?? 1_000;
    // Indexed on MongoDB (sparse `_pending`); on FerretDB every filter but `_id` reads the collection, so the periodic
    // scan, there for what another instance left, is rare: this process retries its own failures from memory.
    const scanIntervalMs = options.scanIntervalMs ?? 600_000;
    /** The tracked collections by name. */
    const tracked = new Map<string, Collection>();
    /** Documents (collection, id) and kept events this process still has to relay. */
    const retryDocs = new Map<string, { collection: string; id: unknown }>();
    const retryKept = new Set<string>();
    const kept = () => fastify.db.collection<Kept>(KEPT);
    let closed = false;
    let retryTimer: NodeJS.Timeout | null = null;
    let retryDelay = RETRY_FIRST_MS;
    let scanTimer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;

    const collectionOf = <T>(model: Model<T>) => model.collection as unknown as Collection;

    function track<T>(model: Model<T>) {
      const name = model.collection.collectionName;
      if (tracked.has(name)) return;
      const collection = collectionOf(model);
      tracked.set(name, collection);
      collection
        .createIndex({ [PENDING_FIELD]: 1 }, { sparse: true, name: 'outbox_pending' })
        .catch((err: unknown) => fastify.log.warn({ err, collection: name }, 'outbox index not created'));
    }

    /**
     * Publishes entries, even those a request is still trying to send: after an outage a request's send can stay in
     * the client's retries for a minute, and a pass that skipped it would leave its event waiting (or, for a deletion,
     * drop the kept record it relies on). A duplicate is what at-least-once delivery already allows.
     */
    async function publish(entries: OutboxEntry[]) {
      if (entries.length) await fastify.events.publishRecorded(entries);
    }

    /** Clears acknowledged entries from their document; the pending flag stays if other entries arrived meanwhile. */
    async function clearSent(collection: Collection, id: unknown, entries: OutboxEntry[]) {
      const unset = Object.fromEntries([...entries.map((e) => [`${OUTBOX_FIELD}.${e.id}`, 1]), [PENDING_FIELD, 1]]);
      // One atomic step by _id (the only key FerretDB looks up without a scan): the document as left by it shows
      // whether another write added entries in between, and then the flag goes back, if one of them is still there (a
      // relay pass and a request may clear the same document at once; the last to clear must not leave the flag on an
      // empty outbox). (No projection: FerretDB has none on findAndModify.)
      const after = await collection.findOneAndUpdate({ _id: id } as never, { $unset: unset }, { returnDocument: 'after' });
      const left = pendingOf(after as never);
      if (left.length) {
        const stillThere = left.map((e) => ({ [`${OUTBOX_FIELD}.${e.id}`]: { $exists: true } }));
        await collection.updateOne({ _id: id, $or: stillThere } as never, { $set: { [PENDING_FIELD]: true } });
      }
    }

    async function send(collection: Collection, id: unknown, entries: OutboxEntry[]) {
      await publish(entries);
      if (entries.length) await clearSent(collection, id, entries);
    }

    async function relayKept(keptId: string) {
      const record = await kept().findOne({ _id: keptId });
      if (!record) return;
      const collection = record.collection ? tracked.get(record.collection) : undefined;
      // A deletion recorded but not done (a crash in between): finish it, it was asked for.
      if (collection) await collection.deleteOne({ _id: record.docId } as never);
      await publish(record.entries.sort(inOrder));
      await kept().deleteOne({ _id: keptId });
    }

    /** Relays the pending entries of many documents in one broker request, then clears each document by _id. */
    async function relayDocuments(run: [string, { collection: string; id: unknown }][]) {
      const found = await Promise.all(
        run.map(async ([key, { collection: name, id }]) => {
          const collection = tracked.get(name);
          const doc = collection ? await collection.findOne({ _id: id } as never, { projection: { [OUTBOX_FIELD]: 1, [PENDING_FIELD]: 1 } }) : null;
          return { key, collection, id, doc, entries: pendingOf(doc as never) };
        }),
      );
      await publish(found.flatMap((f) => f.entries));
      for (const f of found) {
        if (f.collection && f.doc) await clearSent(f.collection, f.id, f.entries);
        retryDocs.delete(f.key);
      }
    }

    /** One pass over what is known to be pending; it stops at the first failure (the broker is still away). */
    async function runRetries() {
      let failed = false;
      try {
        const pending = [...retryDocs];
        for (let start = 0; start < pending.length && !closed; start += RETRY_RUN) await relayDocuments(pending.slice(start, start + RETRY_RUN));
        for (const id of retryKept) {
          if (closed) return;
          await relayKept(id);
          retryKept.delete(id);
        }
        brokerFailing = false;
      } catch (err) {
        failed = true;
        fastify.log.warn({ err, documents: retryDocs.size, kept: retryKept.size }, 'outbox: events not relayed yet');
      }
      retryDelay = failed ? Math.min(retryDelay * 2, RETRY_MAX_MS) : RETRY_FIRST_MS;
      if (retryDocs.size || retryKept.size) scheduleRetry();
    }

    function scheduleRetry() {
      if (closed || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void runExclusive(runRetries);
      }, retryDelay);
      retryTimer.unref();
    }

    /** Passes never overlap: one relays at a time. */
    function runExclusive(work: () => Promise<void>): Promise<void> {
      const next = (running ?? Promise.resolve()).then(work, work).catch((err) => fastify.log.error({ err }, 'outbox pass failed'));
      running = next.finally(() => {
        if (running === next) running = null;
      });
      return next;
    }

    /** Finds pending entries in every tracked collection (and kept events) and relays them. */
    async function scan(keptOlderThanMs: number) {
      for (const [name, collection] of tracked) {
        const docs = await collection.find({ [PENDING_FIELD]: true } as never, { projection: { _id: 1 } }).limit(SCAN_BATCH).toArray();
        for (const d of docs) retryDocs.set(`${name}\u0000${String(d._id)}`, { collection: name, id: d._id });
      }
      const before = new Date(Date.now() - keptOlderThanMs);
      // A deletion under way in a request is recorded just before the document goes: leave fresh ones to it.
      for (const d of await kept().find({ at: { $lte: before } }, { projection: { _id: 1 } }).limit(SCAN_BATCH).toArray()) retryKept.add(d._id);
      await runRetries();
    }

    /** Whether the last publish failed: then writes do not wait for the broker at all until one succeeds again. */
    let brokerFailing = false;

    /** Waits up to waitMs for work; if it fails (then or later) the retry pass takes it over. Never throws. */
    async function soon(work: () => Promise<void>, onFailure: () => void) {
      let timer: NodeJS.Timeout | undefined;
      const attempt = work().then(
        () => {
          brokerFailing = false;
          return true;
        },
        (err: unknown) => {
          if (!brokerFailing) fastify.log.warn({ err }, 'outbox: events stored, publishing later');
          brokerFailing = true;
          onFailure();
          scheduleRetry();
          return false;
        },
      );
      await Promise.race([attempt, new Promise((resolve) => (timer = setTimeout(resolve, brokerFailing ? 0 : waitMs)))]);
      clearTimeout(timer);
    }

    const outbox: Outbox = {
      entry(contract, payload, { key, requestId }) {
        assertPayload(contract, payload);
        return { id: newEntryId(), topic: contract.topic, key, payload, ...(requestId ? { requestId } : {}), at: new Date() };
      },
      setFor(entries) {
        return { ...Object.fromEntries(entries.map((e) => [`${OUTBOX_FIELD}.${e.id}`, e])), [PENDING_FIELD]: true };
      },
      async insert(model, docs, entriesOf) {
        track(model);
        const cast = await Promise.all(
          docs.map(async (doc) => {
            const d = new model(doc);
            await d.validate();
            return d.toObject({ depopulate: true }) as Record<string, unknown>;
          }),
        );
        const entries = cast.map((doc, i) => entriesOf(doc, i));
        const stored = cast.map((doc, i) => ({ ...doc, [OUTBOX_FIELD]: Object.fromEntries(entries[i]!.map((e) => [e.id, e])), [PENDING_FIELD]: true }));
        await collectionOf(model).insertMany(stored as never[], { ordered: true });
        const name = model.collection.collectionName;
        await soon(
          async () => {
            // One broker request for the whole insert, then each document cleared by its _id.
            await publish(entries.flat());
            await Promise.all(cast.map((doc, i) => clearSent(collectionOf(model), doc._id, entries[i]!)));
          },
          () => cast.forEach((doc) => retryDocs.set(`${name}\u0000${String(doc._id)}`, { collection: name, id: doc._id })),
        );
        return cast;
      },
      async relay(model, id, entries) {
        track(model);
        const name = model.collection.collectionName;
        await soon(
          () => send(collectionOf(model), id, entries),
          () => retryDocs.set(`${name}\u0000${String(id)}`, { collection: name, id }),
        );
      },
      async remove(model, id, entry) {
        track(model);
        const collection = collectionOf(model);
        const doc = await collection.findOne({ _id: id } as never, { projection: { [OUTBOX_FIELD]: 1 } });
        if (!doc) return false;
        const deletion: Kept = { _id: entry.id, collection: model.collection.collectionName, docId: id, entries: [...pendingOf(doc as never), entry], at: new Date() };
        await kept().insertOne(deletion);
        const { deletedCount } = await collection.deleteOne({ _id: id } as never);
        if (!deletedCount) {
          await kept().deleteOne({ _id: deletion._id });
          return false;
        }
        await soon(
          async () => {
            await publish(deletion.entries);
            await kept().deleteOne({ _id: deletion._id });
          },
          () => retryKept.add(deletion._id),
        );
        return true;
      },
      track,
      flush: () => runExclusive(() => scan(0)),
    };

    /**
     * Events published directly (not stored with a write): sent, and if the broker has not acknowledged them within
     * waitMs (at once while it is known to be away), kept in the database and relayed like the rest. The publisher
     * is answered as soon as they are sent or kept; only a database that cannot keep them fails it.
     */
    async function sendOrKeep(events: RecordedEvent[], send: (events: RecordedEvent[]) => Promise<void>) {
      if (events.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const sending = send(events).then(
        () => {
          brokerFailing = false;
          return true;
        },
        (err: unknown) => {
          if (!brokerFailing) fastify.log.warn({ err }, 'outbox: events kept, publishing later');
          brokerFailing = true;
          return false;
        },
      );
      const inTime = await Promise.race([sending, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), brokerFailing ? 0 : waitMs)))]);
      clearTimeout(timer);
      if (inTime) return;
      const at = new Date();
      const record: Kept = { _id: newEntryId(), entries: events.map((e) => ({ ...e, id: newEntryId(), at })), at };
      await kept().insertOne(record);
      // Still on its way: once acknowledged, the kept copy goes (the relay may also send it; consumers are idempotent).
      if (inTime === null) {
        void sending.then((sent) => (sent && !closed ? kept().deleteOne({ _id: record._id }).then(() => retryKept.delete(record._id)) : undefined)).catch(() => undefined);
      }
      retryKept.add(record._id);
      scheduleRetry();
    }

    fastify.decorate('outbox', outbox);
    fastify.events.keepUndelivered(sendOrKeep);
    fastify.addHook('onReady', async () => {
      // Whatever a previous run left (a crash between write and publish): relayed in the background, so a broker
      // that is down does not keep the service from starting.
      void runExclusive(() => scan(0));
      scanTimer = setInterval(() => void runExclusive(() => scan(waitMs * 10)), scanIntervalMs);
      scanTimer.unref();
    });
    fastify.addHook('onClose', async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (scanTimer) clearInterval(scanTimer);
    });
  },
  { name: 'firecrest-outbox', dependencies: ['firecrest-mongo', 'firecrest-event-bus'] },
);
