import type { FastifyInstance } from 'fastify';
import { expiryBand, type ExpiryBand } from '@firecrest/contracts';
import { isActive } from '../employees/employee-fields';

export interface StatusRow {
  recordId: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  stationId: number | null;
  competencyId: number;
  statusId: number;
  startDate: string;
  expiryDate: string | null;
  band: ExpiryBand;
}

/**
 * The current competency records of the active people in scope, each with its expiry band: per employee and
 * competency the record that started last (older ones are history).
 */
export async function statusRows(fastify: FastifyInstance, scope: number[] | null, withinDays: number, stationId?: number): Promise<StatusRow[]> {
  const { Employee, CompetencyCopy } = fastify.personnel;
  const where: Record<string, unknown> = {};
  if (stationId) where.primaryStationId = stationId;
  if (scope !== null) where.stationIds = { $in: scope };
  const people = new Map(
    (await Employee.find(where, { firstName: 1, lastName: 1, primaryStationId: 1, activeFrom: 1, activeUntil: 1 }).lean()).filter((e) => isActive(e)).map((e) => [e._id, e]),
  );
  const latest = new Map<string, StatusRow>();
  for (const r of await CompetencyCopy.find({ deleted: false }).lean()) {
    const person = people.get(r.employeeId);
    if (!person) continue;
    const key = `${r.employeeId}:${r.competencyId}`;
    if ((latest.get(key)?.startDate ?? '') > r.startDate) continue;
    latest.set(key, {
      recordId: r._id,
      employeeId: r.employeeId,
      firstName: person.firstName,
      lastName: person.lastName,
      stationId: person.primaryStationId ?? null,
      competencyId: r.competencyId,
      statusId: r.statusId,
      startDate: r.startDate,
      expiryDate: r.expiryDate ?? null,
      band: expiryBand(r.expiryDate, withinDays),
    });
  }
  return [...latest.values()];
}

export interface LocationStatus {
  stationId: number;
  callSign: string;
  name: string;
  people: number;
  expired: number;
  expiring: number;
  valid: number;
  none: number;
}

/** Counts per station (where people's default contract is): people and their records by expiry band. */
export async function locationStatus(fastify: FastifyInstance, scope: number[] | null, withinDays: number): Promise<LocationStatus[]> {
  const rows = await statusRows(fastify, scope, withinDays);
  const stations = await fastify.personnel.Location.find({ kind: 'station', ...(scope !== null ? { _id: { $in: scope } } : {}) }).sort({ callSign: 1 }).lean();
  const byStation = new Map<number, LocationStatus & { ids: Set<number> }>(
    stations.map((s) => [s._id, { stationId: s._id, callSign: s.callSign, name: s.name, people: 0, expired: 0, expiring: 0, valid: 0, none: 0, ids: new Set<number>() }]),
  );
  for (const r of rows) {
    const s = r.stationId !== null ? byStation.get(r.stationId) : undefined;
    if (!s) continue;
    s[r.band] += 1;
    s.ids.add(r.employeeId);
  }
  return [...byStation.values()].map(({ ids, ...s }) => ({ ...s, people: ids.size }));
}
