import { bulkUpsertRacing, bulkWriteInRuns, byIds } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { EventCount, EventCountLedger } from '../models/report-event-counts';
import type { TrainingEventView } from '../models/training-event-views';
import type { ReportFilters } from './report-filters';
import { reportStations } from './report-scope';

/** What an event's counts read of it (a tombstone may hold nothing but `deleted`). */
export type CountedEvent = Partial<Pick<TrainingEventView, 'course' | 'firstDate' | 'trainingLocationIds' | 'status' | 'dates' | 'attendeeIds' | 'deleted'>> & { _id: number };

/** Where an event is counted and what it adds there; null for a deleted or absent one. */
export function eventContribution(e: CountedEvent | undefined): Omit<EventCountLedger, '_id'> | null {
  if (!e || e.deleted !== false || !e.course) return null;
  const day = e.firstDate ? e.firstDate.toISOString().slice(0, 10) : null;
  const locations = [...(e.trainingLocationIds ?? [])].sort((a, b) => a - b).join('_');
  return {
    doc: JSON.stringify([day ? day.slice(0, 7) : 'none', e.course.code, e.course.name]),
    path: `d${day ? day.slice(8, 10) : '00'}.l${locations}.s${e.status}`,
    d: (e.dates ?? []).length,
    // A view upserted from the event before anyone booked has no attendeeIds.
    a: (e.attendeeIds ?? []).length,
  };
}

/** The fields a count document is found by, from its id (also the bench's, for counts written straight in). */
export function eventCountKeys(doc: string): Omit<EventCount, '_id' | 'days'> {
  const [month, code, name] = JSON.parse(doc) as [string, string, string];
  return { month, code, name, courseNameLower: name.toLowerCase() };
}

const PROJECTION = { course: 1, firstDate: 1, trainingLocationIds: 1, status: 1, dates: 1, attendeeIds: 1, deleted: 1 } as const;

/**
 * Counts the events again as stored now and writes only the difference against each event's ledger entry: a
 * redelivered or replayed event changes nothing. Called after the event and attendee handlers (events/domain.ts) on
 * events held by this refresh alone (reports/person-claims.ts): the two handlers run side by side.
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
  const deltas = new Map<string, Map<string, number>>();
  const add = (c: Omit<EventCountLedger, '_id'>, sign: 1 | -1) => {
    const fields = deltas.get(c.doc) ?? new Map<string, number>();
    deltas.set(c.doc, fields);
    for (const [key, n] of [['e', 1], ['d', c.d], ['a', c.a]] as const) fields.set(`days.${c.path}.${key}`, (fields.get(`days.${c.path}.${key}`) ?? 0) + sign * n);
  };
  const ledgerWrites: unknown[] = [];
  for (const id of ids) {
    const now = eventContribution(eventById.get(id));
    const before = ledgerById.get(id);
    if (before && now && before.doc === now.doc && before.path === now.path && before.d === now.d && before.a === now.a) continue;
    if (!before && !now) continue;
    if (before) add(before, -1);
    if (now) add(now, 1);
    ledgerWrites.push(now ? { replaceOne: { filter: { _id: id }, replacement: { _id: id, ...now }, upsert: true } } : { deleteOne: { filter: { _id: id } } });
  }
  // The counts first, then the ledger: a process stopped between the two counts those events twice until rebuilt.
  // Another event's refresh may make the same new count document at once (here or in another instance).
  await bulkUpsertRacing(
    views.EventCount,
    [...deltas].map(([doc, fields]) => ({
      updateOne: { filter: { _id: doc }, update: { $inc: Object.fromEntries(fields), $setOnInsert: eventCountKeys(doc) }, upsert: true },
    })),
  );
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
 * per course and status from the count documents of the months in the dates: as many documents as courses times
 * months, whatever the number of events. Courses are named as the reports show them (`code name`).
 */
export async function readEventCounts(views: Views, filters: ReportFilters): Promise<CourseStatusCount[]> {
  const { from, to, courseName } = filters;
  const stations = reportStations({ filters, scope: null });
  const months = from || to ? { month: { ...(from ? { $gte: from.slice(0, 7) } : {}), ...(to ? { $lte: to.slice(0, 7) } : {}) } } : {};
  const docs = await views.EventCount.find(months, { code: 1, name: 1, month: 1, courseNameLower: 1, days: 1 }).lean<EventCount[]>();
  const pattern = courseName ? new RegExp(escape(courseName.toLowerCase())) : null;
  const counts = new Map<string, CourseStatusCount>();
  for (const doc of docs) {
    if ((from || to) && doc.month === 'none') continue;
    if (pattern && !pattern.test(doc.courseNameLower)) continue;
    const course = `${doc.code} ${doc.name}`.trim();
    for (const [dayKey, byLocations] of Object.entries(doc.days ?? {})) {
      const day = `${doc.month}-${dayKey.slice(1)}`;
      if ((from && day < from) || (to && day > to)) continue;
      for (const [locationKey, byStatus] of Object.entries(byLocations)) {
        if (stations && !locationKey.slice(1).split('_').some((id) => stations.includes(Number(id)))) continue;
        for (const [statusKey, tally] of Object.entries(byStatus)) {
          if (!tally.e) continue;
          const status = Number(statusKey.slice(1));
          const key = `${course}\t${status}`;
          const row = counts.get(key) ?? { course, status, events: 0, days: 0, attendees: 0 };
          counts.set(key, row);
          row.events += tally.e;
          row.days += tally.d ?? 0;
          row.attendees += tally.a ?? 0;
        }
      }
    }
  }
  return [...counts.values()].sort((a, b) => a.course.localeCompare(b.course) || a.status - b.status);
}
