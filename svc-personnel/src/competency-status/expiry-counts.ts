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

/** The count documents a part is in: its year, month and day, or the no-expiry or people document. */
export function countIdsOf(p: CountedPart): string[] {
  if (p.expiry === 'people') return [countId('p', '-', p)];
  if (p.expiry === null) return [countId('n', '-', p)];
  return [countId('y', p.expiry.slice(0, 4), p), countId('m', p.expiry.slice(0, 7), p), countId('d', p.expiry, p)];
}

/** Changes to the counts, summed per document and station before they are written. */
export class CountChanges {
  readonly byId = new Map<string, Map<string, number>>();

  add(p: CountedPart, by: number) {
    for (const id of countIdsOf(p)) {
      const stations = this.byId.get(id) ?? new Map<string, number>();
      stations.set(stationKey(p.stationId), (stations.get(stationKey(p.stationId)) ?? 0) + by);
      this.byId.set(id, stations);
    }
  }

  /** One `$inc` upsert per document that changes (changes that cancel out write nothing). */
  operations() {
    return [...this.byId].flatMap(([id, stations]) => {
      const inc = Object.fromEntries([...stations].filter(([, n]) => n !== 0).map(([s, n]) => [`stations.${s}`, n]));
      if (!Object.keys(inc).length) return [];
      const [level, period, activeFrom, activeUntil] = id.split('|');
      return [{ updateOne: { filter: { _id: id }, update: { $inc: inc, $setOnInsert: { level, period, activeFrom, activeUntil } }, upsert: true } }];
    });
  }
}

/** The documents a day's counts are read from: every year, the months of this year on, the days of this month on. */
export function countQueries(today: string): QueryFilter<CompetencyStatusCount>[] {
  const last = addDays(today, Math.max(...EXPIRY_BANDS) + 1);
  return [
    { level: 'y' },
    { level: 'm', period: { $gte: `${today.slice(0, 4)}-01`, $lt: last.slice(0, 7) } },
    { level: 'd', period: { $gte: `${today.slice(0, 7)}-01`, $lt: last } },
    { level: { $in: ['n', 'p'] } },
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
 * days of D's month before D.
 */
export function countsOn(today: string, docs: Pick<CompetencyStatusCount, 'level' | 'period' | 'activeFrom' | 'activeUntil' | 'stations'>[]): Map<string, StationCounts> {
  const active = docs.filter((d) => d.activeFrom <= today && today <= d.activeUntil);
  const before = (day: string) => {
    const sums = new Map<string, number>();
    for (const d of active) {
      const counts =
        (d.level === 'y' && d.period < day.slice(0, 4)) ||
        (d.level === 'm' && d.period.slice(0, 4) === day.slice(0, 4) && d.period < day.slice(0, 7)) ||
        (d.level === 'd' && d.period.slice(0, 7) === day.slice(0, 7) && d.period < day);
      if (counts) for (const [s, n] of Object.entries(d.stations)) sums.set(s, (sums.get(s) ?? 0) + n);
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
