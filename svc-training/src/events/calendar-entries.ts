import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trainingEventEvents } from '@firecrest/contracts';
import { bulkWriteInRuns, upsertRacing } from '@firecrest/service-kit';
import type { CalendarEntry, CalendarEntryShown } from '../models/calendar-entry';
import type { TrainingEvent } from '../models/training-event';
import { keptFeedAnswers } from '../routes/calendar-feeds/kept-answers';

const FILLED = 'filled';
const FILL_RUN = 2000;
/** The event routes' writes (entity routes under /training-events): add, bulk add, save, delete. */
const WRITES = /\/training-events(\/:id|\/bulk)?$/;
/** The event fields an entry is made from. */
const SOURCE = { trainingType: 1, status: 1, courseName: 1, course: 1, trainingLocationIds: 1, firstDate: 1, lastDate: 1, dates: 1, comment: 1, lastModifiedDate: 1 } as const;
type Source = Pick<TrainingEvent, '_id' | 'trainingType' | 'status' | 'courseName' | 'course' | 'trainingLocationIds' | 'firstDate' | 'lastDate' | 'dates' | 'comment' | 'lastModifiedDate'>;

/** The calendar entry of an event (null: an event without dates, which no calendar shows). */
export function calendarEntryOf(e: Source): CalendarEntry | null {
  if (!e.firstDate || !e.lastDate || !e.dates.length) return null;
  const shown: CalendarEntryShown = [e.course.code, e.dates.map((d) => [d.startTime.getTime(), d.endTime.getTime()]), e.comment, e.lastModifiedDate.getTime()];
  return { _id: e._id, trainingType: e.trainingType, status: e.status, courseName: e.courseName, trainingLocationIds: e.trainingLocationIds, firstDate: e.firstDate, lastDate: e.lastDate, shown: JSON.stringify(shown) };
}

/** The stations whose feeds an entry's change reaches: those of the old entry and the new one, when they differ. */
export function stationsChanged(before: CalendarEntry | null | undefined, after: CalendarEntry | null | undefined): number[] {
  const key = (e: CalendarEntry) => JSON.stringify([e.trainingType, e.status, e.courseName, e.trainingLocationIds, e.firstDate.getTime(), e.lastDate.getTime(), e.shown]);
  if (before && after && key(before) === key(after)) return [];
  return [...new Set([...(before?.trainingLocationIds ?? []), ...(after?.trainingLocationIds ?? [])])];
}

/** An entry read back as the calendar and the feeds use it. */
export function entryShown(entry: Pick<CalendarEntry, '_id' | 'trainingType' | 'status' | 'courseName' | 'shown'>) {
  const [code, dates, comment, lastModified] = JSON.parse(entry.shown) as CalendarEntryShown;
  return {
    _id: entry._id,
    trainingType: entry.trainingType,
    status: entry.status,
    course: { code, name: entry.courseName },
    dates: dates.map(([start, end]) => ({ startTime: new Date(start), endTime: new Date(end) })),
    comment,
    lastModifiedDate: new Date(lastModified),
  };
}

/**
 * Keeps the calendar entries (models/calendar-entry.ts) in step with the events: every write of the event routes
 * refreshes the entries of the events it wrote, from the stored events, before its answer leaves (so the writer's
 * next calendar read sees it); svc-training's own training-event events refresh them again (a process stopped between
 * a write and its refresh leaves an event the broker still announces); once per database, the entries are filled from
 * the events stored before they were kept. Refreshing always copies the stored event, so it can be repeated in any
 * order. Once the entries are written, the stations whose entries changed are told to the kept station feed answers
 * (routes/calendar-feeds/kept-answers.ts), so their next read builds them again.
 */
export function calendarEntries(fastify: FastifyInstance) {
  const { TrainingEvent: Events, CalendarEntry: Entries, CalendarEntryMark: Marks } = fastify.training;
  const kept = keptFeedAnswers(fastify);

  async function refresh(ids: number[]) {
    if (!ids.length) return;
    const [events, before] = await Promise.all([Events.find({ _id: { $in: ids } }, SOURCE).lean() as Promise<Source[]>, Entries.find({ _id: { $in: ids } }).lean()]);
    const entries = new Map(events.map((e) => [e._id, calendarEntryOf(e)]));
    const old = new Map(before.map((e) => [e._id, e]));
    const writes = ids.map((_id) => {
      const entry = entries.get(_id);
      return entry ? { replaceOne: { filter: { _id }, replacement: entry, upsert: true } } : { deleteOne: { filter: { _id } } };
    });
    // The answer's refresh and the broker's may upsert a new entry at once (FerretDB's upsert is a read and a write).
    await upsertRacing(() => bulkWriteInRuns(Entries, writes, { ordered: false }));
    await kept.changed(ids.flatMap((id) => stationsChanged(old.get(id), entries.get(id))));
  }

  return {
    refresh,

    /**
     * The event routes' onSend hook: once a write of events succeeded (add, bulk add, save, delete), refreshes the
     * entries of the events it wrote (named in the path, or in the answer for additions).
     */
    async sent(request: FastifyRequest, statusCode: number, payload: unknown) {
      if (request.method === 'GET' || statusCode >= 300 || !WRITES.test(request.routeOptions.url ?? '')) return;
      const id = (request.params as { id?: number }).id;
      if (id) return refresh([Number(id)]);
      if (typeof payload !== 'string') return;
      const body = JSON.parse(payload) as { id?: number; ids?: number[] };
      await refresh(body.ids ?? (body.id ? [body.id] : []));
    },

    /** Refreshes from svc-training's own events too: what a stopped process left is put right when they arrive. */
    subscribe() {
      const each = async ({ payload }: { payload: { id: number } }) => refresh([payload.id]);
      const batch = async (events: { payload: { id: number } }[]) => refresh([...new Set(events.map((e) => e.payload.id))]);
      for (const contract of [trainingEventEvents.created, trainingEventEvents.updated, trainingEventEvents.deleted]) fastify.events.subscribe(contract, each, { group: 'calendar', batch });
    },

    /**
     * Once per database, at start before the routes answer: entries for the events stored before they were kept,
     * read in runs by id. Writes meanwhile refresh their own events, and a fill copies the stored event, so both agree.
     */
    async fill() {
      if (await Marks.exists({ _id: FILLED })) return;
      let after = 0;
      for (;;) {
        const events = (await Events.find({ _id: { $gt: after } }, SOURCE).sort({ _id: 1 }).limit(FILL_RUN).lean()) as Source[];
        if (!events.length) break;
        const entries = events.map(calendarEntryOf).filter((e): e is CalendarEntry => e !== null);
        await upsertRacing(() => bulkWriteInRuns(Entries, entries.map((entry) => ({ replaceOne: { filter: { _id: entry._id }, replacement: entry, upsert: true } })), { ordered: false }));
        after = events[events.length - 1]!._id;
      }
      kept.forgetAll();
      await Marks.updateOne({ _id: FILLED }, { $set: { at: new Date() } }, { upsert: true });
    },
  };
}
export type CalendarEntries = ReturnType<typeof calendarEntries>;
