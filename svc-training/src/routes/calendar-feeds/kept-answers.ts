import type { FastifyInstance } from 'fastify';
import { upsertRacing } from '@firecrest/service-kit';

/** The UTC day a feed's window is counted from. */
export const feedDay = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/**
 * A station feed's answer kept per feed (issue 32: a station holds thousands of events in a feed's window, and building
 * their iCalendar text costs far more than reading one document). Each station has a change count, raised by every
 * write that changes one of its calendar entries (training-events/calendar-entries.ts, after the entries are written);
 * a feed's answer is kept with the count read before its entries were, and with the day its window was counted from,
 * and served again while both are the same. A change made while an answer is being built raises the count past the
 * one it is kept with, so the next read builds it again: a kept answer is never older than a change it missed.
 */
export function keptFeedAnswers(fastify: FastifyInstance) {
  const { CalendarFeedAnswer: Answers, CalendarStationChange: Changes } = fastify.training;

  return {
    /** The stations some of whose entries changed (old or new location of a moved event). */
    async changed(stations: Iterable<number>) {
      const writes = [...new Set(stations)].map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { version: 1 } }, upsert: true } }));
      // Two writers may create a station's count at once (FerretDB's upsert is a read and a write): the loser retries.
      if (writes.length) await upsertRacing(() => Changes.bulkWrite(writes, { ordered: false }));
    },

    /** Forgets every kept answer (the entries were filled from events written before they were kept). */
    async forgetAll() {
      await Answers.deleteMany({});
    },

    async forget(feedId: string) {
      await Answers.deleteOne({ _id: feedId });
    },

    /** The feed's answer: the kept one while its station and day are unchanged, else built now and kept. */
    async answer(feedId: string, station: number, day: string, build: () => Promise<string>): Promise<string> {
      const [change, kept] = await Promise.all([Changes.findById(station, { version: 1 }).lean(), Answers.findById(feedId).lean()]);
      const version = change?.version ?? 0;
      if (kept && kept.version === version && kept.day === day) return kept.body;
      const body = await build();
      await upsertRacing(() => Answers.replaceOne({ _id: feedId }, { station, version, day, body, builtDate: new Date() }, { upsert: true }));
      return body;
    },
  };
}
export type KeptFeedAnswers = ReturnType<typeof keptFeedAnswers>;
