import type { FastifyInstance } from 'fastify';
import { expiryBand, todayIso, type ExpiryBand, type PersonStatusRow } from '@firecrest/contracts';
import { addDays, stationKey } from '../../competency-status/expiry-counts';
import { bandsOf, stationCounts } from './status-rows';

export interface PeopleQuery {
  withinDays: number;
  stationId?: number;
  competencyId?: number;
  employeeId?: number;
  band?: ExpiryBand;
  orderBy: keyof typeof PEOPLE_ORDER;
  descending: boolean;
  page: number;
  itemsPerPage: number;
}

/** The list's orders, names compared in lower case; a record without an expiry date sorts after every date. */
const PEOPLE_ORDER = {
  expiryDate: ['expirySort', 'lastNameLower', 'firstNameLower', '_id'],
  employee: ['lastNameLower', 'firstNameLower', 'competencyId', '_id'],
  startDate: ['startDate', 'lastNameLower', 'firstNameLower', '_id'],
} as const;

/** A band as a condition on the row's expirySort (`~`, after every date, when it never expires). */
function bandCondition(band: ExpiryBand, today: string, withinDays: number) {
  const last = addDays(today, withinDays);
  return {
    expired: { $lt: today },
    expiring: { $gte: today, $lte: last },
    valid: { $gt: last, $lt: '~' },
    none: '~',
  }[band];
}

/**
 * One page of the current competencies of the active people in scope, from the status rows by index. The total is
 * summed from the station counts when the filters are theirs (everyone visible, by station and band), else counted.
 */
export async function peoplePage(fastify: FastifyInstance, scope: number[] | null, q: PeopleQuery): Promise<{ data: PersonStatusRow[]; total: number }> {
  const today = todayIso();
  const where: Record<string, unknown> = { activeFrom: { $lte: today }, activeUntil: { $gte: today } };
  if (scope !== null) where.stationIds = { $in: scope };
  if (q.stationId) where.stationId = q.stationId;
  if (q.competencyId) where.competencyId = q.competencyId;
  if (q.employeeId) where.employeeId = q.employeeId;
  if (q.band) where.expirySort = bandCondition(q.band, today, q.withinDays);
  const Rows = fastify.personnel.CompetencyStatusRow;
  const sort = Object.fromEntries(PEOPLE_ORDER[q.orderBy].map((f) => [f, q.descending ? -1 : 1] as const));
  const fromCounts = scope === null && !q.competencyId && !q.employeeId;
  const [rows, total] = await Promise.all([
    Rows.find(where).sort(sort).skip(q.page * q.itemsPerPage).limit(q.itemsPerPage).lean(),
    fromCounts ? countedTotal(fastify, today, q) : Rows.countDocuments(where),
  ]);
  return {
    data: rows.map((r) => ({
      recordId: r.recordId,
      employeeId: r.employeeId,
      firstName: r.firstName,
      lastName: r.lastName,
      stationId: r.stationId,
      competencyId: r.competencyId,
      statusId: r.statusId,
      startDate: r.startDate,
      expiryDate: r.expiryDate,
      band: expiryBand(r.expiryDate, q.withinDays, today),
    })),
    total,
  };
}

/** The rows of one station or of all, in one band or in all, as the counts hold them. */
async function countedTotal(fastify: FastifyInstance, today: string, q: PeopleQuery) {
  const counts = await stationCounts(fastify, today);
  const stations = q.stationId ? [counts.get(stationKey(q.stationId))] : [...counts.values()];
  return stations.reduce((sum, c) => {
    const b = bandsOf(c, q.withinDays);
    return sum + (q.band ? b[q.band] : b.expired + b.expiring + b.valid + b.none);
  }, 0);
}
