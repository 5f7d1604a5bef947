import type { ReportContext, ReportDefinition, Row } from '../report-definition';
import { expiryBand } from '../expiry-bands';
import { heldRecordFilter, reportStations } from '../report-scope';
import { readProgressCounts, type StationProgress } from '../progress-counts';
import { stationLabels } from './station-label';

type Counts = { people: Set<number>; records: number; valid: number; expiring: number; expired: number; noExpiry: number };

export const progressReport: ReportDefinition = {
  path: 'progress-report',
  title: 'Progress report',
  question: 'How far is each station through its people’s competencies: how many are valid, expiring soon or expired?',
  filters: ['stationIds', 'staffGroupIds', 'roleIds', 'competencyIds'],
  columns: [
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'people', title: 'People', type: 'number' },
    { key: 'records', title: 'Competencies held', type: 'number' },
    { key: 'valid', title: 'Valid', type: 'number' },
    { key: 'expiring', title: 'Expiring within 90 days', type: 'number', width: 22 },
    { key: 'expired', title: 'Expired', type: 'number' },
    { key: 'noExpiry', title: 'No expiry', type: 'number' },
    { key: 'inDate', title: 'In date', type: 'percent' },
  ],
  defaultSort: { key: 'station', order: 'asc' },
  chart: { type: 'bar', x: 'station', series: ['valid', 'expiring', 'expired'] },
  emptyText: 'No competencies are held at these stations.',
  source: {
    kind: 'summary',
    async rows(ctx) {
      const { competencyIds, staffGroupIds, roleIds } = ctx.filters;
      // Stations alone (and the caller's scope): a few dozen count documents kept from the events, at any head count.
      if (!competencyIds?.length && !staffGroupIds?.length && !roleIds?.length) return toRows(ctx, await readProgressCounts(ctx.views, ctx.today, reportStations(ctx)));
      // Narrowed to competencies, staff groups or roles: one read of three small fields per held record of those,
      // counted here (FerretDB's grouping ran each $group over the documents again; bench/README.md "Reports").
      const records = await ctx.views.EmployeeCompetencyView.find(await heldRecordFilter(ctx), { _id: 0, primaryStationId: 1, employeeId: 1, expiryDate: 1 }).lean();
      const stations = reportStations(ctx);
      const byStation = new Map<number | null, Counts>();
      for (const r of records) {
        // A person at two stations is counted at their current one; one outside the report's stations is left out.
        if (stations !== null && (r.primaryStationId === null || !stations.includes(r.primaryStationId))) continue;
        let counts = byStation.get(r.primaryStationId);
        if (!counts) byStation.set(r.primaryStationId, (counts = { people: new Set(), records: 0, valid: 0, expiring: 0, expired: 0, noExpiry: 0 }));
        counts.people.add(r.employeeId);
        counts.records++;
        counts[expiryBand(r.expiryDate, ctx.today)]++;
      }
      return toRows(ctx, new Map([...byStation].map(([id, { people, ...c }]) => [id, { ...c, people: people.size }])));
    },
  },
};

async function toRows(ctx: ReportContext, byStation: Map<number | null, StationProgress>): Promise<Row[]> {
  const labels = await stationLabels(ctx, [...byStation.keys()]);
  return [...byStation].map(([id, c]): Row => ({
    station: id === null ? 'No station' : (labels.get(id) ?? `Station ${id}`),
    people: c.people,
    records: c.records,
    valid: c.valid,
    expiring: c.expiring,
    expired: c.expired,
    noExpiry: c.noExpiry,
    inDate: c.records ? Math.round(((c.valid + c.expiring + c.noExpiry) / c.records) * 1000) / 10 : null,
  }));
}
