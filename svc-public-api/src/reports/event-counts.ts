import { bulkWriteInRuns, byIds, storeLock } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { EventCount, EventCountLedger } from '../models/report-event-counts';
import type { TrainingEventView } from '../models/training-event-views';
import type { ReportFilters } from './report-filters';
import { reportStations } from './report-scope';

/** What an event's counts read of it (a tombstone may hold nothing but `deleted`). */
export type CountedEvent = Partial<Pick<TrainingEventView, 'course' | 'firstDate' | 'trainingLocationIds' | 'status' | 'dates' | 'attendeeIds' | 'deleted'>> & { _id: number };

export type EventContribution = Omit<EventCountLedger, '_id'>;

/** Tab and newline separate the packed tallies: a course's code or name holding one shows a space there. */
const plain = (text: string) => text.replace(/[\t\n\r]/g, ' ');

/** What an event adds to the counts (its year, locations, tally, days and attendees); null for a deleted or absent one. */
export function eventContribution(e: CountedEvent | undefined): EventContribution | null {
  if (!e || e.deleted !== false || !e.course) return null;
  const day = e.firstDate ? e.firstDate.toISOString().slice(0, 10) : null;
  return {
    year: day ? day.slice(0, 4) : 'none',
    locations: [...(e.trainingLocationIds ?? [])].sort((a, b) => a - b).join('_'),
    tally: [plain(e.course.code), plain(e.course.name), day ? day.slice(5) : '00-00', e.status].join('\t'),
    days: (e.dates ?? []).length,
    // A view upserted from the event before anyone booked has no attendeeIds.
    attendees: (e.attendeeIds ?? []).length,
  };
}

/** The documents an event is counted in: its year's `all`, and its location set's (none for an event held nowhere). */
export const countDocuments = (c: EventContribution) => [`all|${c.year}`, ...(c.locations ? [`at|${c.locations}|${c.year}`] : [])];

/** The fields a count document is found by, from its id (also the bench's, for counts written straight in). */
export function eventCountKeys(id: string): Omit<EventCount, '_id' | 'tallies'> {
  const parts = id.split('|');
  const kind = parts[0] as EventCount['kind'];
  return { kind, year: parts.at(-1)!, locationIds: kind === 'at' ? parts[1]!.split('_').map(Number) : [] };
}

/** A document's tallies: events, training days and attendees by `code, name, MM-DD, status`. */
export type Tallies = Map<string, [number, number, number]>;

export function unpackTallies(text: string): Tallies {
  const tallies: Tallies = new Map();
  for (const line of text ? text.split('\n') : []) {
    const parts = line.split('\t');
    tallies.set(parts.slice(0, 4).join('\t'), [Number(parts[4]), Number(parts[5]), Number(parts[6])]);
  }
  return tallies;
}

/** Lines of the tallies still counting an event. */
export const packTallies = (tallies: Tallies) => [...tallies].filter(([, [events]]) => events > 0).map(([tally, n]) => `${tally}\t${n.join('\t')}`).join('\n');

/** Adds events, training days and attendees (negative to take them back) to one tally. */
function addToTally(tallies: Tallies, tally: string, [events, days, attendees]: [number, number, number]) {
  const [e, d, a] = tallies.get(tally) ?? [0, 0, 0];
  tallies.set(tally, [e + events, d + days, a + attendees]);
}

/** Adds (sign 1) or takes back (-1) an event's contribution in the tallies of its documents. */
export function addContribution(documents: Map<string, Tallies>, c: EventContribution, sign: 1 | -1) {
  for (const id of countDocuments(c)) {
    const tallies = documents.get(id) ?? new Map();
    documents.set(id, tallies);
    addToTally(tallies, c.tally, [sign, sign * c.days, sign * c.attendees]);
  }
}

const PROJECTION = { course: 1, firstDate: 1, trainingLocationIds: 1, status: 1, dates: 1, attendeeIds: 1, deleted: 1 } as const;
const same = (a: EventContribution | null | undefined, b: EventContribution | null) =>
  (!a && !b) || (!!a && !!b && a.year === b.year && a.locations === b.locations && a.tally === b.tally && a.days === b.days && a.attendees === b.attendees);

/**
 * Works out each event's contribution again from its view row as stored now and, where it changed, takes back what
 * its ledger entry holds and adds the new one to the documents' tallies, then writes the ledger: a redelivered or
 * replayed event changes nothing. Called after the event and attendee handlers (events/domain.ts) on events held by
 * this refresh alone (reports/person-claims.ts): the two handlers run side by side, and two refreshes of one event
 * reading the same ledger entry would each add it.
 */
export async function refreshEventCounts(views: Views, eventIds: number[]): Promise<void> {
  const ids = [...new Set(eventIds)];
  if (!ids.length) return;
  const [events, ledgers] = await Promise.all([
    byIds(views.TrainingEventView, ids, PROJECTION) as Promise<CountedEvent[]>,
    byIds(views.EventCountLedger, ids) as Promise<EventCountLedger[]>,
  ]);
  const eventById = new Map(events.map((e) => [e._id, e]));
  const ledgerById = new Map(ledgers.map((l) => [l._id, l]));
  const deltas = new Map<string, Tallies>();
  const ledgerWrites: unknown[] = [];
  for (const id of ids) {
    const now = eventContribution(eventById.get(id));
    const before = ledgerById.get(id);
    if (same(before, now)) continue;
    if (before) addContribution(deltas, before, -1);
    if (now) addContribution(deltas, now, 1);
    ledgerWrites.push(now ? { replaceOne: { filter: { _id: id }, replacement: { _id: id, ...now }, upsert: true } } : { deleteOne: { filter: { _id: id } } });
  }
  // The tallies first, then the ledger: a process stopped between the two counts those events twice until rebuilt.
  // Other events' refreshes rewrite the same documents: one at a time, here and in other instances (storeLock).
  await storeLock(views.EventCount.db, 'report_count_locks', 'events')(async () => {
    const stored = new Map((await byIds(views.EventCount, [...deltas.keys()], { tallies: 1 })).map((d) => [d._id, d.tallies]));
    const writes = [...deltas].map(([id, delta]) => {
      const tallies = unpackTallies(stored.get(id) ?? '');
      for (const [tally, n] of delta) addToTally(tallies, tally, n);
      const packed = packTallies(tallies);
      return packed
        ? { replaceOne: { filter: { _id: id }, replacement: { _id: id, ...eventCountKeys(id), tallies: packed }, upsert: true } }
        : { deleteOne: { filter: { _id: id } } };
    });
    await bulkWriteInRuns(views.EventCount, writes, { ordered: false });
  });
  await bulkWriteInRuns(views.EventCountLedger, ledgerWrites, { ordered: false });
}

/** The counts of one course in one status over the report's events. */
export interface CourseStatusCount {
  course: string;
  status: number;
  events: number;
  days: number;
  attendees: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The report's events (starting within the dates, held at its stations, of the course named; not scoped) counted
 * per course and status from the tallies of the years in the dates: without stations the `all` documents, with
 * stations the documents of the location sets that meet them, each holding at most a line per course, day and
 * status however many events there are. Courses are named as the reports show them (`code name`).
 */
export async function readEventCounts(views: Views, filters: ReportFilters): Promise<CourseStatusCount[]> {
  const { from, to, courseName } = filters;
  const stations = reportStations({ filters, scope: null });
  const years = from || to ? { year: { ...(from ? { $gte: from.slice(0, 4) } : {}), ...(to ? { $lte: to.slice(0, 4) } : {}) } } : {};
  const where = stations ? { kind: 'at' as const, locationIds: { $in: stations } } : { kind: 'all' as const };
  const docs = await views.EventCount.find({ ...where, ...years }, { year: 1, tallies: 1 }).lean<Pick<EventCount, 'year' | 'tallies'>[]>();
  const pattern = courseName ? new RegExp(escape(courseName.toLowerCase())) : null;
  const named = new Map<string, boolean>();
  const counts = new Map<string, CourseStatusCount>();
  for (const doc of docs) {
    if ((from || to) && doc.year === 'none') continue;
    for (const line of doc.tallies ? doc.tallies.split('\n') : []) {
      const [code, name, monthDay, status, events, days, attendees] = line.split('\t') as [string, string, string, string, string, string, string];
      const day = `${doc.year}-${monthDay}`;
      if ((from && day < from) || (to && day > to)) continue;
      if (pattern) {
        if (!named.has(name)) named.set(name, pattern.test(name.toLowerCase()));
        if (!named.get(name)) continue;
      }
      const course = `${code} ${name}`.trim();
      const key = `${course}\t${status}`;
      const row = counts.get(key) ?? { course, status: Number(status), events: 0, days: 0, attendees: 0 };
      counts.set(key, row);
      row.events += Number(events);
      row.days += Number(days);
      row.attendees += Number(attendees);
    }
  }
  return [...counts.values()].sort((a, b) => a.course.localeCompare(b.course) || a.status - b.status);
}
