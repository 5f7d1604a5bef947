import { bulkWriteInRuns, byIds, storeLock } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { ProgressCount, ProgressLedger } from '../models/progress-counts';
import { addDays, expiryBand } from './expiry-bands';
import type { ExpiryBand } from './report-filters';

/** What the counts read of a competency record (its own dates and its copies of the employee's). */
export type CountedRecord = {
  employeeId: number;
  deleted: boolean;
  startDate: string;
  endDate: string | null;
  expiryDate: string | null;
  primaryStationId: number | null;
  activeFrom?: string;
  activeUntil?: string;
};

const PAST = '0000-01-01';
const OPEN = '9999-12-31';
const stationField = (stationId: number | null) => `s${stationId ?? 0}`;

/**
 * What one person's records add to the progress counts on `day`: each record held on some day from `day` on (not
 * deleted, started, the person working, not ended) is counted in its period, expiry month and day, at the person's
 * primary station; the person once per stretch of days in which they hold any. A period's start that has come is
 * `0000-01-01`, so what is counted on a later day keeps the same keys (and a refresh then changes nothing).
 */
export function progressContribution(records: CountedRecord[], day: string): Map<string, number> {
  const counted = new Map<string, number>();
  const add = (doc: string, field: string) => counted.set(`${doc}\t${field}`, (counted.get(`${doc}\t${field}`) ?? 0) + 1);
  const periods: [string, string][] = [];
  for (const r of records) {
    // A record whose copy of the employee has not come yet is counted when it comes (the employee's refresh).
    if (r.deleted || !r.activeFrom || !r.activeUntil) continue;
    const from = r.startDate > r.activeFrom ? r.startDate : r.activeFrom;
    const end = r.endDate ?? OPEN;
    const until = end < r.activeUntil ? end : r.activeUntil;
    if (from > until || until < day) continue;
    const period = `${from <= day ? PAST : from}|${until}`;
    periods.push([from <= day ? PAST : from, until]);
    const station = stationField(r.primaryStationId);
    if (!r.expiryDate) {
      add(`month|${period}|none`, `stations.${station}`);
      continue;
    }
    const month = r.expiryDate.slice(0, 7);
    add(`month|${period}|${month}`, `stations.${station}`);
    add(`days|${period}|${month}`, `days.${station}.d${r.expiryDate.slice(8, 10)}`);
  }
  // A person is one of the people of their station on each day they hold any record: their periods, merged.
  periods.sort(([a], [b]) => a.localeCompare(b));
  const station = stationField(records[0]?.primaryStationId ?? null);
  let open: [string, string] | undefined;
  for (const [from, until] of periods) {
    // (an open end takes every later period; the day after 9999-12-31 is not a day of four digits)
    if (open && (open[1] === OPEN || from <= addDays(open[1], 1))) {
      if (until > open[1]) open[1] = until;
      continue;
    }
    if (open) add(`people|${open[0]}|${open[1]}`, `stations.${station}`);
    open = [from, until];
  }
  if (open) add(`people|${open[0]}|${open[1]}`, `stations.${station}`);
  return counted;
}

/** The fields a count document is found by, from its id (also the bench's, for counts written straight in). */
export function countKeys(doc: string): Omit<ProgressCount, '_id' | 'stations' | 'days'> {
  const [kind, from, until, month] = doc.split('|') as [ProgressCount['kind'], string, string, string | undefined];
  return { kind, from, until, ...(month ? { month } : {}) };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Works out the people's contributions again from their records as stored now and writes only the difference, the
 * ledger holding what each person was counted as: an event redelivered or replayed changes nothing. Called after
 * the records' copies of the employee are refreshed (events/domain.ts), and by the bench for views written in.
 * Run on people held by this refresh alone (reports/person-claims.ts): the employee and record handlers run side by
 * side, in this instance and others, and two refreshes of one person reading the same ledger would each add the
 * same difference.
 */
export async function refreshProgressCounts(views: Views, employeeIds: number[], day: string = today()): Promise<void> {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return;
  const [records, ledgers] = await Promise.all([
    views.EmployeeCompetencyView.find(
      { employeeId: { $in: ids } },
      { _id: 0, employeeId: 1, deleted: 1, startDate: 1, endDate: 1, expiryDate: 1, primaryStationId: 1, activeFrom: 1, activeUntil: 1 },
    ).lean<CountedRecord[]>(),
    byIds(views.ProgressLedger, ids) as Promise<ProgressLedger[]>,
  ]);
  const recordsOf = new Map<number, CountedRecord[]>();
  for (const r of records) recordsOf.set(r.employeeId, [...(recordsOf.get(r.employeeId) ?? []), r]);
  const ledgerOf = new Map(ledgers.map((l) => [l._id, l.counted]));
  const deltas = new Map<string, Map<string, number>>();
  const ledgerWrites: unknown[] = [];
  const newLedgers: ProgressLedger[] = [];
  for (const id of ids) {
    const now = progressContribution(recordsOf.get(id) ?? [], day);
    const before = new Map((ledgerOf.get(id) ?? []).map(({ doc, field, n }) => [`${doc}\t${field}`, n]));
    let changed = false;
    for (const key of new Set([...now.keys(), ...before.keys()])) {
      const delta = (now.get(key) ?? 0) - (before.get(key) ?? 0);
      if (!delta) continue;
      changed = true;
      const [doc, field] = key.split('\t') as [string, string];
      const fields = deltas.get(doc) ?? new Map<string, number>();
      fields.set(field, (fields.get(field) ?? 0) + delta);
      deltas.set(doc, fields);
    }
    if (!changed) continue;
    const counted = [...now].map(([key, n]) => {
      const [doc, field] = key.split('\t') as [string, string];
      return { doc, field, n };
    });
    // A first ledger is inserted with the others of the run (one statement for all on FerretDB, not one each).
    if (!ledgerOf.has(id)) newLedgers.push({ _id: id, counted });
    else ledgerWrites.push(counted.length ? { replaceOne: { filter: { _id: id }, replacement: { _id: id, counted } } } : { deleteOne: { filter: { _id: id } } });
  }
  // The counts first, then the ledger: a process stopped between the two counts those people twice until rebuilt.
  // Other people's refreshes write the same count documents: one at a time, here and in other instances (storeLock).
  await storeLock(views.ProgressCount.db, 'report_count_locks', 'progress')(() =>
    bulkWriteInRuns(
      views.ProgressCount,
      [...deltas].map(([doc, fields]) => ({
        updateOne: { filter: { _id: doc }, update: { $inc: Object.fromEntries(fields), $setOnInsert: countKeys(doc) }, upsert: true },
      })),
      { ordered: false },
    ),
  );
  if (newLedgers.length) await views.ProgressLedger.collection.insertMany(newLedgers as never[], { ordered: false });
  await bulkWriteInRuns(views.ProgressLedger, ledgerWrites, { ordered: false });
}

export type StationProgress = Record<ExpiryBand, number> & { people: number; records: number };

/**
 * The progress per station (null: no station) on `day`, from a few dozen count documents: the months before and
 * after the two a band ends in are whole months of one band; those two are read by day.
 */
export async function readProgressCounts(views: Views, day: string, stations: number[] | null): Promise<Map<number | null, StationProgress>> {
  const horizon = addDays(day, 90);
  const [first, last] = [day.slice(0, 7), horizon.slice(0, 7)];
  const held = { from: { $lte: day }, until: { $gte: day } };
  const [months, days, people] = await Promise.all([
    views.ProgressCount.find({ kind: 'month', ...held }, { month: 1, stations: 1 }).lean(),
    views.ProgressCount.find({ kind: 'days', month: { $in: [first, last] }, ...held }, { month: 1, days: 1 }).lean(),
    views.ProgressCount.find({ kind: 'people', ...held }, { stations: 1 }).lean(),
  ]);
  const result = new Map<number | null, StationProgress>();
  const wanted = (field: string) => {
    const id = Number(field.slice(1));
    if (stations !== null && !stations.includes(id)) return undefined;
    const key = id === 0 ? null : id;
    let row = result.get(key);
    if (!row) result.set(key, (row = { people: 0, records: 0, valid: 0, expiring: 0, expired: 0, noExpiry: 0 }));
    return row;
  };
  const count = (field: string, band: ExpiryBand, n: number) => {
    const row = n ? wanted(field) : undefined;
    if (!row) return;
    row.records += n;
    row[band] += n;
  };
  for (const m of months) {
    if (m.month === first || m.month === last) continue; // counted by day below
    const band: ExpiryBand = m.month === 'none' ? 'noExpiry' : m.month! < first ? 'expired' : m.month! > last ? 'valid' : 'expiring';
    for (const [field, n] of Object.entries(m.stations ?? {})) count(field, band, n);
  }
  for (const d of days) {
    for (const [field, byDay] of Object.entries(d.days ?? {})) {
      for (const [dd, n] of Object.entries(byDay)) count(field, expiryBand(`${d.month}-${dd.slice(1)}`, day), n);
    }
  }
  for (const p of people) {
    for (const [field, n] of Object.entries(p.stations ?? {})) {
      const row = n ? wanted(field) : undefined;
      if (row) row.people += n;
    }
  }
  // Stations whose counts went back to nought are left out, as a scan would not meet them.
  for (const [id, row] of result) if (!row.records) result.delete(id);
  return result;
}
