import type { FastifyInstance } from 'fastify';
import { upsertRacing } from '@firecrest/service-kit';

/** The UTC day a feed's window is counted from. */
export const feedDay = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** At most this many answers are kept by one process (the least recently read are dropped first). */
const KEPT = 200;
interface Kept {
  version: number;
  day: string;
  body: string;
}
/** The kept answers of each service (keyed by its models, which every plugin of one service shares). */
const keptByService = new WeakMap<object, Map<string, Kept>>();

/**
 * A station feed's answer kept per feed (issue 32: a station holds thousands of events in a feed's window, and building
 * their iCalendar text costs far more than reading one small document). Each station has a change count in the store,
 * raised by every write that changes one of its calendar entries (events/calendar-entries.ts, after the entries
 * are written); a feed's answer is kept in the process with the count read before its entries were and the day its
 * window was counted from, and served again while both are the same, whichever instance wrote the change. A change
 * made while an answer is being built raises the count past the one it is kept with, so the next read builds it again:
 * a kept answer is never older than a change it missed. Kept in memory, not in the store: the local FerretDB takes
 * seconds to write or read a document holding a megabyte of text.
 */
export function keptFeedAnswers(fastify: FastifyInstance) {
  const { CalendarStationChange: Changes } = fastify.training;
  let kept = keptByService.get(fastify.training);
  if (!kept) keptByService.set(fastify.training, (kept = new Map()));
  const answers = kept;

  return {
    /** The stations some of whose entries changed (old or new location of a moved event). */
    async changed(stations: Iterable<number>) {
      const writes = [...new Set(stations)].map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { version: 1 } }, upsert: true } }));
      // Two writers may create a station's count at once (FerretDB's upsert is a read and a write): the loser retries.
      if (writes.length) await upsertRacing(() => Changes.bulkWrite(writes, { ordered: false }));
    },

    /** Forgets every kept answer (the entries were filled from events written before they were kept). */
    forgetAll() {
      answers.clear();
    },

    forget(feedId: string) {
      answers.delete(feedId);
    },

    /** Whether the feed's answer is kept (for tests). */
    isKept(feedId: string) {
      return answers.has(feedId);
    },

    /** The feed's answer: the kept one while its station and day are unchanged, else built now and kept. */
    async answer(feedId: string, station: number, day: string, build: () => Promise<string>): Promise<string> {
      const version = (await Changes.findById(station, { version: 1 }).lean())?.version ?? 0;
      const found = answers.get(feedId);
      answers.delete(feedId);
      if (found && found.version === version && found.day === day) {
        answers.set(feedId, found);
        return found.body;
      }
      const body = await build();
      answers.set(feedId, { version, day, body });
      if (answers.size > KEPT) answers.delete(answers.keys().next().value!);
      return body;
    },
  };
}
export type KeptFeedAnswers = ReturnType<typeof keptFeedAnswers>;
