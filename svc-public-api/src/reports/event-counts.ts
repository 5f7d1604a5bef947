import { bulkWriteInRuns, byIds, storeLock } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { EventCount, EventCountLedger } from '../models/report-event-counts';
import type { TrainingEventView } from '../models/training-event-views';
import type { ReportFilters } from './report-filters';
import { reportStations } from './report-scope';

/** What an event's counts read of it (a tombstone may hold nothing but `deleted`). */
export type CountedEvent = Partial<Pick<TrainingEventView, 'course' | 'firstDate' | 'trainingLocationIds' | 'status' | 'dates' | 'attendeeIds' | 'deleted'>> & { _id: number };

/** Where an event is counted (its course and year's document) and its line there; null for a deleted or absent one. */
export function eventContribution(e: CountedEvent | undefined): Omit<EventCountLedger, '_id'> | null {
  if (!e || e.deleted !== false || !e.course) return null;
  const day = e.firstDate ? e.firstDate.toISOString().slice(0, 10) : null;
  const locations = [...(e.trainingLocationIds ?? [])].sort((a, b) => a - b).join('_');
  // A view upserted from the event before anyone booked has no attendeeIds.
  const line = [e._id, day ? day.slice(5) : '00-00', locations, e.status, (e.dates ?? []).length, (e.attendeeIds ?? []).length];
  return { doc: JSON.stringify([day ? day.slice(0, 4) : 'none', e.course.code, e.course.name]), line: line.join('\t') };
}

/** The fields a count document is found by, from its id (also the bench's, for counts written straight in). */
export function eventCountKeys(doc: string): Omit<EventCount, '_id' | 'events'> {
  const [year, code, name] = JSON.parse(doc) as [string, string, string];
  return { year, code, name, courseNameLower: name.toLowerCase() };
}

const PROJECTION = { course: 1, firstDate: 1, trainingLocationIds: 1, status: 1, dates: 1, attendeeIds: 1, deleted: 1 } as const;

/**
 * Works out each event's line again from its view row as stored now and, where it changed, pulls the line its ledger
 * entry holds and adds the new one (a set: a redelivered or replayed event changes nothing), then writes the ledger.
 * Called after the event and attendee handlers (events/domain.ts) on events held by this refresh alone
 * (reports/person-claims.ts): the two handlers run side by side, and two refreshes of one event reading the same
 * ledger entry would each add their line.
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
  const countWrites: unknown[] = [];
  const ledgerWrites: unknown[] = [];
  for (const id of ids) {
    const now = eventContribution(eventById.get(id));
    const before = ledgerById.get(id);
    if (before?.doc === now?.doc && before?.line === now?.line) continue;
    // (the lines differ, so the pull and the add commute even on one document)
    if (before) countWrites.push({ updateOne: { filter: { _id: before.doc }, update: { $pull: { events: before.line } } } });
    if (now) countWrites.push({ updateOne: { filter: { _id: now.doc }, update: { $addToSet: { events: now.line }, $setOnInsert: eventCountKeys(now.doc) }, upsert: true } });
    ledgerWrites.push(now ? { replaceOne: { filter: { _id: id }, replacement: { _id: id, ...now }, upsert: true } } : { deleteOne: { filter: { _id: id } } });
  }
  // The lines first, then the ledger: a process stopped between the two leaves a line the ledger does not know until rebuilt.
  // Other events' refreshes write the same documents: one at a time, here and in other instances (FerretDB 1.x loses
  // concurrent updates of one document; storeLock, as the progress counts).
  await storeLock(views.EventCount.db, 'report_count_locks', 'events')(() => bulkWriteInRuns(views.EventCount, countWrites, { ordered: false }));
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
 * per course and status from the lines of the count documents of the years in the dates: as many documents as
 * courses times years, a line of text per event. Courses are named as the reports show them (`code name`).
 */
export async function readEventCounts(views: Views, filters: ReportFilters): Promise<CourseStatusCount[]> {
  const { from, to, courseName } = filters;
  const stations = reportStations({ filters, scope: null });
  const years = from || to ? { year: { ...(from ? { $gte: from.slice(0, 4) } : {}), ...(to ? { $lte: to.slice(0, 4) } : {}) } } : {};
  const docs = await views.EventCount.find(years, { code: 1, name: 1, year: 1, courseNameLower: 1, events: 1 }).lean<EventCount[]>();
  const pattern = courseName ? new RegExp(escape(courseName.toLowerCase())) : null;
  const counts = new Map<string, CourseStatusCount>();
  for (const doc of docs) {
    if ((from || to) && doc.year === 'none') continue;
    if (pattern && !pattern.test(doc.courseNameLower)) continue;
    const course = `${doc.code} ${doc.name}`.trim();
    for (const line of doc.events ?? []) {
      const [, monthDay, locations, status, days, attendees] = line.split('\t') as [string, string, string, string, string, string];
      const day = `${doc.year}-${monthDay}`;
      if ((from && day < from) || (to && day > to)) continue;
      if (stations && !locations.split('_').some((id) => stations.includes(Number(id)))) continue;
      const key = `${course}\t${status}`;
      const row = counts.get(key) ?? { course, status: Number(status), events: 0, days: 0, attendees: 0 };
      counts.set(key, row);
      row.events++;
      row.days += Number(days);
      row.attendees += Number(attendees);
    }
  }
  return [...counts.values()].sort((a, b) => a.course.localeCompare(b.course) || a.status - b.status);
}
