import type { CompetencyReportRows } from '../models/competency-report-rows';
import { BAND_LABELS, expiryBand } from './expiry-bands';
import { unpackRecord, type PackedRecord } from './competency-report-rows';
import type { ReportContext, Row } from './report-definition';
import type { RowOrder } from './report-rows';
import { readAhead } from './read-ahead';
import { employeeRecordFilter } from './report-scope';
import { personName, referenceNames, stationLabels } from './definitions/station-label';

/** People per batch: about ten rows each, so one query of names serves thousands of rows. */
const PEOPLE = 500;

/** The orders the export documents can give: by station (the worksheets), then by person, their records by id. */
const SORTS: Record<string, (dir: 1 | -1) => Record<string, 1 | -1>> = {
  employee: (dir) => ({ stationCallSignLower: 1, lastNameLower: dir, _id: dir }),
  station: (dir) => ({ stationCallSignLower: dir, _id: dir }),
};

/** A record's test against the report's filters that the person's document cannot answer: held today, competency, band, expiry range. */
function recordTest(ctx: ReportContext, band: (expiryDate: string | null) => string): (r: PackedRecord) => boolean {
  const { today, filters } = ctx;
  const wanted = filters.band ? BAND_LABELS[filters.band] : null;
  const competencies = filters.competencyIds?.length ? new Set(filters.competencyIds) : null;
  return (r) =>
    r.startDate <= today &&
    (r.endDate === null || r.endDate >= today) &&
    (!competencies || competencies.has(r.competencyId)) &&
    (!wanted || band(r.expiryDate) === wanted) &&
    (!filters.from || (r.expiryDate !== null && r.expiryDate >= filters.from)) &&
    (!filters.to || (r.expiryDate !== null && r.expiryDate <= filters.to));
}

/** Names looked up once per export: what one batch asked is kept for the next (stations, competencies, statuses are few). */
function memo(lookup: (ids: number[]) => Promise<Map<number, string>>) {
  const known = new Map<number, string | undefined>();
  return async (ids: (number | null)[]) => {
    const missing = [...new Set(ids)].filter((id): id is number => id !== null && !known.has(id));
    if (missing.length) {
      const found = await lookup(missing);
      for (const id of missing) known.set(id, found.get(id));
    }
    return known;
  };
}

/**
 * The competencies report's rows for a file, read from the per-person export documents (one document per person,
 * not per record: the store's cost is per document) in the file's order, in batches. Null for an order these
 * documents cannot give (by competency, expiry or status), which the record view serves instead.
 */
export function competencyExportRows(ctx: ReportContext, order: RowOrder): AsyncGenerator<Row[]> | null {
  const sort = SORTS[order.key];
  if (!sort) return null;
  return batches(ctx, sort(order.order === 'asc' ? 1 : -1), order.order === 'desc');
}

/** The expiry band's label of each expiry date on `today`, worked out once per date (a file holds a few thousand). */
export function bandLabels(today: string): (expiryDate: string | null) => string {
  const known = new Map<string | null, string>();
  return (expiryDate) => {
    let label = known.get(expiryDate);
    if (label === undefined) known.set(expiryDate, (label = BAND_LABELS[expiryBand(expiryDate, today)]));
    return label;
  };
}

async function* batches(ctx: ReportContext, sort: Record<string, 1 | -1>, reversed: boolean): AsyncGenerator<Row[]> {
  const { deleted: _deleted, employeeId, ...people } = await employeeRecordFilter(ctx);
  const filter = { ...people, ...(employeeId ? { _id: employeeId } : {}) };
  const band = bandLabels(ctx.today);
  const kept = recordTest(ctx, band);
  const stations = memo((ids) => stationLabels(ctx, ids));
  const competencies = memo((ids) => referenceNames(ctx, 'competency', ids));
  const statuses = memo((ids) => referenceNames(ctx, 'competencyStatus', ids));
  const toRows = async (docs: CompetencyReportRows[]): Promise<Row[]> => {
    const records = docs.map((d) => {
      const own = d.rows.map(unpackRecord).filter(kept);
      return reversed ? own.reverse() : own;
    });
    const all = records.flat();
    const [names, stationNames, competencyNames, statusNames] = await Promise.all([
      ctx.names.employees(docs.filter((_, n) => records[n]!.length).map((d) => d._id)),
      stations(docs.map((d) => d.primaryStationId)),
      competencies(all.map((r) => r.competencyId)),
      statuses(all.map((r) => r.statusId)),
    ]);
    return docs.flatMap((d, n) => {
      const employee = personName(names.get(d._id), d._id);
      const station = d.primaryStationId === null ? 'No station' : (stationNames.get(d.primaryStationId) ?? `Station ${d.primaryStationId}`);
      return records[n]!.map((r) => ({
        employee,
        gartanId: d.gartanId || null,
        station,
        competency: competencyNames.get(r.competencyId) ?? `Competency ${r.competencyId}`,
        status: statusNames.get(r.statusId) ?? null,
        startDate: r.startDate || null,
        expiryDate: r.expiryDate,
        band: band(r.expiryDate),
      }));
    });
  };
  const cursor = ctx.views.CompetencyReportRows.find(filter).sort(sort).lean<CompetencyReportRows[]>().cursor({ batchSize: PEOPLE });
  yield* readAhead(cursor, PEOPLE, toRows);
}
