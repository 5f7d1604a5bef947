import { allOf } from '@firecrest/service-kit';
import { listSource, type ReportContext, type ReportDefinition, type Row } from '../report-definition';
import { BAND_LABELS, bandCondition } from '../expiry-bands';
import { EXPIRY_BANDS } from '../report-filters';
import { competencyExportRows } from '../competency-export';
import { COMPETENCY_RECORD_SORTS, competencyRecordFilter, competencyRecordRows } from './competency-record-rows';

/** Held records in the band filtered; from and to bound the expiry date (who expires this quarter?). */
async function expiringBetween(ctx: ReportContext) {
  const filter = await competencyRecordFilter(ctx);
  const expiry = { ...(ctx.filters.from ? { $gte: ctx.filters.from } : {}), ...(ctx.filters.to ? { $lte: ctx.filters.to } : {}) };
  return Object.keys(expiry).length ? allOf(filter, { expiryDate: expiry }) : filter;
}

export const competenciesReport: ReportDefinition = {
  path: 'personnel/competencies-report',
  title: 'Employee competencies',
  question: 'Which competencies does each person hold, in what status, and when does each expire?',
  filters: ['stationIds', 'staffGroupIds', 'roleIds', 'competencyIds', 'band', 'from', 'to'],
  columns: [
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'competency', title: 'Competency', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 16 },
    { key: 'startDate', title: 'Achieved', type: 'date' },
    { key: 'expiryDate', title: 'Expires', type: 'date' },
    { key: 'band', title: 'Expiry band', type: 'text', width: 24 },
  ],
  defaultSort: { key: 'employee', order: 'asc' },
  worksheetBy: 'station',
  chart: {
    type: 'pie',
    x: 'band',
    value: 'records',
    // Records by expiry band over the whole report, not one page.
    async rows(ctx) {
      const filter = await expiringBetween(ctx);
      const bands = ctx.filters.band ? [ctx.filters.band] : EXPIRY_BANDS;
      return Promise.all(
        bands.map(async (band): Promise<Row> => ({ band: BAND_LABELS[band], records: await ctx.views.EmployeeCompetencyView.countDocuments({ ...filter, ...bandCondition(band, ctx.today) }) })),
      );
    },
  },
  emptyText: 'No competency records match the filters.',
  source: listSource({
    kind: 'list',
    model: (views) => views.EmployeeCompetencyView,
    filter: expiringBetween,
    sortFields: COMPETENCY_RECORD_SORTS,
    toRows: competencyRecordRows,
    // A file of all the rows reads one document per person (reports/competency-export.ts), not one per record.
    fileRows: competencyExportRows,
  }),
};
