import { EXPIRY_BANDS } from '@firecrest/contracts';
import type { QueryFilter } from 'mongoose';
import type { CompetencyStatusCount } from '../models/competency-status';

const DAY = 86_400_000;
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const stationKey = (stationId: number | null) => `s${stationId ?? 0}`;

/** What one row or one person adds to the counts: its station, the people's active period and its expiry day. */
export interface CountedPart {
  stationId: number | null;
  activeFrom: string;
  activeUntil: string;
  /** A day, null for no expiry, or 'people' for the person themselves. */
  expiry: string | null | 'people';
}

const countId = (level: CompetencyStatusCount['level'], period: string, p: CountedPart) => `${level}|${period}|${p.activeFrom}|${p.activeUntil}`;

/**
 * Where a part is counted: document id and the path of the count in it. A dated part is in its year's document
 * and in its month's, both as the period's total and, in the month, under its day (`days.d26.s12`): a run of events
 * writes a few dozen month documents, not one document per day.
 */
export function countPathsOf(p: CountedPart): [string, string][] {
  const station = stationKey(p.stationId);
  if (p.expiry === 'people') return [[countId('p', '-', p), `stations.${station}`]];
  if (p.expiry === null) return [[countId('n', '-', p), `stations.${station}`]];
  const month = countId('m', p.expiry.slice(0, 7), p);
  return [
    [countId('y', p.expiry.slice(0, 4), p), `stations.${station}`],
    [month, `stations.${station}`],
    [month, `days.d${p.expiry.slice(8, 10)}.${station}`],
  ];
}

/** Changes to the counts, summed per document and path before they are written. */
export class CountChanges {
  readonly byId = new Map<string, Map<string, number>>();

  add(p: CountedPart, by: number) {
    for (const [id, path] of countPathsOf(p)) {
      const paths = this.byId.get(id) ?? new Map<string, number>();
      paths.set(path, (paths.get(path) ?? 0) + by);
      this.byId.set(id, paths);
    }
  }

  /** One `$inc` upsert per document that changes (changes that cancel out write nothing). */
  operations() {
    return [...this.byId].flatMap(([id, paths]) => {
      const inc = Object.fromEntries([...paths].filter(([, n]) => n !== 0));
      if (!Object.keys(inc).length) return [];
      const [level, period, activeFrom, activeUntil] = id.split('|');
      return [{ updateOne: { filter: { _id: id }, update: { $inc: inc, $setOnInsert: { level, period, activeFrom, activeUntil } }, upsert: true } }];
    });
  }
}

/**
 * The documents a day's counts are read from: every year, and the months of this year to the last day asked; only
 * the months a band ends in (this one to the last) are read with their days.
 */
export function countQueries(today: string): { filter: QueryFilter<CompetencyStatusCount>; withDays: boolean }[] {
  const last = addDays(today, Math.max(...EXPIRY_BANDS) + 1);
  return [
    { filter: { level: 'y' }, withDays: false },
    { filter: { level: 'm', period: { $gte: `${today.slice(0, 4)}-01`, $lt: today.slice(0, 7) } }, withDays: false },
    { filter: { level: 'm', period: { $gte: today.slice(0, 7), $lte: last.slice(0, 7) } }, withDays: true },
    { filter: { level: { $in: ['n', 'p'] } }, withDays: false },
  ];
}

export interface StationCounts {
  people: number;
  expired: number;
  /** Expiring within each band's days (30, 90) from today, today included. */
  expiringWithin: Record<number, number>;
  /** With an expiry date, expired or not. */
  dated: number;
  none: number;
}

/**
 * Per station key, the counts on `today` from the documents countQueries found: those of people active that day,
 * and for each band "expiring before day D" as whole years before D's year, months of D's year before D's month and
 * the days of D's month before D.
 */
export function countsOn(today: string, docs: Pick<CompetencyStatusCount, 'level' | 'period' | 'activeFrom' | 'activeUntil' | 'stations' | 'days'>[]): Map<string, StationCounts> {
  const active = docs.filter((d) => d.activeFrom <= today && today <= d.activeUntil);
  const before = (day: string) => {
    const sums = new Map<string, number>();
    const add = (stations: Record<string, number>) => {
      for (const [s, n] of Object.entries(stations)) sums.set(s, (sums.get(s) ?? 0) + n);
    };
    for (const d of active) {
      if (d.level === 'y' && d.period < day.slice(0, 4)) add(d.stations);
      if (d.level === 'm' && d.period.slice(0, 4) === day.slice(0, 4) && d.period < day.slice(0, 7)) add(d.stations);
      if (d.level === 'm' && d.period === day.slice(0, 7)) for (const [dd, stations] of Object.entries(d.days ?? {})) if (dd.slice(1) < day.slice(8, 10)) add(stations);
    }
    return sums;
  };
  const sumOf = (level: string) => {
    const sums = new Map<string, number>();
    for (const d of active) if (d.level === level) for (const [s, n] of Object.entries(d.stations)) sums.set(s, (sums.get(s) ?? 0) + n);
    return sums;
  };
  const expired = before(today);
  const bands = EXPIRY_BANDS.map((days) => [days, before(addDays(today, days + 1))] as const);
  const dated = sumOf('y');
  const none = sumOf('n');
  const people = sumOf('p');
  const keys = new Set([...dated.keys(), ...none.keys(), ...people.keys()]);
  return new Map(
    [...keys].map((s) => [
      s,
      {
        people: people.get(s) ?? 0,
        expired: expired.get(s) ?? 0,
        expiringWithin: Object.fromEntries(bands.map(([days, upTo]) => [days, (upTo.get(s) ?? 0) - (expired.get(s) ?? 0)])),
        dated: dated.get(s) ?? 0,
        none: none.get(s) ?? 0,
      },
    ]),
  );
}
