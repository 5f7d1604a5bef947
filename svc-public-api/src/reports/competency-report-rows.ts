import { bulkWriteInRuns, byIds } from '@firecrest/service-kit';
import type { Views } from '../models';
import type { EmployeeCompetencyView } from '../models/competency-record-views';
import type { CompetencyReportRows } from '../models/competency-report-rows';

/** What a person's export document is made of: their records as the read view holds them. */
export type ExportedRecord = Pick<
  EmployeeCompetencyView,
  '_id' | 'employeeId' | 'competencyId' | 'statusId' | 'startDate' | 'endDate' | 'expiryDate' | 'deleted' | 'gartanId' | 'lastNameLower' | 'stationIds' | 'primaryStationId' | 'stationCallSignLower' | 'activeFrom' | 'activeUntil'
>;

/** One record's row as the export document keeps it (tab-separated; empty for none). */
export interface PackedRecord {
  id: number;
  competencyId: number;
  statusId: number;
  startDate: string;
  endDate: string | null;
  expiryDate: string | null;
}

export const packRecord = (r: Pick<ExportedRecord, '_id' | 'competencyId' | 'statusId' | 'startDate' | 'endDate' | 'expiryDate'>) =>
  [r._id, r.competencyId, r.statusId, r.startDate ?? '', r.endDate ?? '', r.expiryDate ?? ''].join('\t');

export function unpackRecord(row: string): PackedRecord {
  const [id, competencyId, statusId, startDate, endDate, expiryDate] = row.split('\t') as [string, string, string, string, string, string];
  return { id: Number(id), competencyId: Number(competencyId), statusId: Number(statusId), startDate, endDate: endDate || null, expiryDate: expiryDate || null };
}

/**
 * One person's export document from their records (all of one employee), or null when none is left to export.
 * The person's fields are the records' copies of the employee; deleted records are left out.
 */
export function competencyReportRowsOf(records: ExportedRecord[]): CompetencyReportRows | null {
  const kept = records.filter((r) => !r.deleted).sort((a, b) => a._id - b._id);
  const first = kept[0];
  if (!first) return null;
  return {
    _id: first.employeeId,
    gartanId: first.gartanId,
    lastNameLower: first.lastNameLower,
    stationIds: first.stationIds,
    primaryStationId: first.primaryStationId,
    stationCallSignLower: first.stationCallSignLower,
    activeFrom: first.activeFrom,
    activeUntil: first.activeUntil,
    recordIds: kept.map((r) => r._id),
    rows: kept.map(packRecord),
  };
}

const EXPORTED_FIELDS = {
  employeeId: 1, competencyId: 1, statusId: 1, startDate: 1, endDate: 1, expiryDate: 1, deleted: 1,
  gartanId: 1, lastNameLower: 1, stationIds: 1, primaryStationId: 1, stationCallSignLower: 1, activeFrom: 1, activeUntil: 1,
} as const;

/**
 * Writes the people's export documents again from their records as stored now (after the records' copies of the
 * employee are refreshed): replaced whole, removed when no record is left. Idempotent, so a replayed event changes
 * nothing. Run on people held by this refresh alone (reports/person-claims.ts): a refresh that read the records
 * before another's write could otherwise land after it with fewer rows.
 */
export async function refreshCompetencyReportRows(views: Views, employeeIds: number[]): Promise<void> {
  const ids = [...new Set(employeeIds)];
  if (!ids.length) return;
  const records = await views.EmployeeCompetencyView.find({ employeeId: { $in: ids } }, EXPORTED_FIELDS).lean<ExportedRecord[]>();
  const recordsOf = new Map<number, ExportedRecord[]>(ids.map((id) => [id, []]));
  for (const r of records) recordsOf.get(r.employeeId)?.push(r);
  await bulkWriteInRuns(
    views.CompetencyReportRows,
    [...recordsOf].map(([id, own]) => {
      const doc = competencyReportRowsOf(own);
      return doc ? { replaceOne: { filter: { _id: id }, replacement: doc, upsert: true } } : { deleteOne: { filter: { _id: id } } };
    }),
    { ordered: false },
  );
}

/**
 * The people whose export documents the changed records touch: each record's employee now, and the one whose
 * document held it before (a record moved to another employee leaves the first one's document).
 */
export async function peopleOfRecords(views: Views, recordIds: number[]): Promise<number[]> {
  if (!recordIds.length) return [];
  const [records, holders] = await Promise.all([
    byIds(views.EmployeeCompetencyView, recordIds, { employeeId: 1 }),
    views.CompetencyReportRows.find({ recordIds: { $in: recordIds } }, { _id: 1 }).lean(),
  ]);
  return [...new Set([...records.map((r) => r.employeeId), ...holders.map((h) => h._id)])];
}
