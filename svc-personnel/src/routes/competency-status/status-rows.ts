import type { FastifyInstance } from 'fastify';
import { EXPIRY_BANDS, todayIso, type LocationStatus } from '@firecrest/contracts';
import { countQueries, countsOn, stationKey, type StationCounts } from '../../competency-status/expiry-counts';

/** Today's counts per station key (competency-status/expiry-counts.ts): a few dozen documents at any size. */
export async function stationCounts(fastify: FastifyInstance, today = todayIso()): Promise<Map<string, StationCounts>> {
  const Counts = fastify.personnel.CompetencyStatusCount;
  const fields = { _id: 0, level: 1, period: 1, activeFrom: 1, activeUntil: 1, stations: 1 };
  const docs = (await Promise.all(countQueries(today).map((q) => Counts.find(q.filter, q.withDays ? { ...fields, days: 1 } : fields).lean()))).flat();
  return countsOn(today, docs);
}

/** A station's (or nobody's) counts in the bands of `withinDays`. */
export function bandsOf(c: StationCounts | undefined, withinDays: number) {
  const expiring = c?.expiringWithin[withinDays] ?? 0;
  return {
    people: c?.people ?? 0,
    expired: c?.expired ?? 0,
    expiring,
    valid: (c?.dated ?? 0) - (c?.expired ?? 0) - expiring,
    none: c?.none ?? 0,
    expiringWithin: Object.fromEntries(EXPIRY_BANDS.map((days) => [days, c?.expiringWithin[days] ?? 0])),
  };
}

/**
 * Counts per station (where people's default contract is): the active people with any current competency, and
 * their current competencies by expiry band, read from the counts the competency events keep.
 */
export async function locationStatus(fastify: FastifyInstance, scope: number[] | null, withinDays: number): Promise<LocationStatus[]> {
  const [counts, stations] = await Promise.all([
    stationCounts(fastify),
    fastify.personnel.Location.find({ kind: 'station', ...(scope !== null ? { _id: { $in: scope } } : {}) }, { callSign: 1, name: 1 }).sort({ callSign: 1 }).lean(),
  ]);
  return stations.map((s) => ({ stationId: s._id, callSign: s.callSign, name: s.name, ...bandsOf(counts.get(stationKey(s._id)), withinDays) }));
}
