import type { EmployeeCompetencyView } from '../../models/competency-record-views';
import type { ReportContext, Row } from '../report-definition';
import { BAND_LABELS, bandCondition, expiryBand } from '../expiry-bands';
import { heldRecordFilter } from '../report-scope';
import { personName, referenceNames, stationLabels } from './station-label';

/** Held competency records of the report's people, in the band filtered (matrix and competencies report). */
export async function competencyRecordFilter(ctx: ReportContext) {
  return { ...(await heldRecordFilter(ctx)), ...(ctx.filters.band ? bandCondition(ctx.filters.band, ctx.today) : {}) };
}

/** The sort keys of a competency record list and the indexed view fields they sort on. */
export const COMPETENCY_RECORD_SORTS = { station: 'stationCallSignLower', employee: 'lastNameLower', competency: 'nameLower', expiryDate: 'expiryDate', status: 'statusNameLower' };

/** One row per record: who, where, what, its dates and its expiry band; names for the batch in one query each. */
export async function competencyRecordRows(records: EmployeeCompetencyView[], ctx: ReportContext): Promise<Row[]> {
  const [people, stations, competencies, statuses] = await Promise.all([
    ctx.names.employees(records.map((r) => r.employeeId)),
    stationLabels(ctx, records.map((r) => r.primaryStationId)),
    referenceNames(ctx, 'competency', records.map((r) => r.competencyId)),
    referenceNames(ctx, 'competencyStatus', records.map((r) => r.statusId)),
  ]);
  return records.map((r) => ({
    employee: personName(people.get(r.employeeId), r.employeeId),
    gartanId: r.gartanId || null,
    station: r.primaryStationId === null ? 'No station' : (stations.get(r.primaryStationId) ?? `Station ${r.primaryStationId}`),
    competency: competencies.get(r.competencyId) ?? `Competency ${r.competencyId}`,
    status: statuses.get(r.statusId) ?? null,
    startDate: r.startDate || null,
    expiryDate: r.expiryDate,
    band: BAND_LABELS[expiryBand(r.expiryDate, ctx.today)],
  }));
}
