import type { ReportContext, ReportDefinition, Row } from '../report-definition';
import { bandCondition } from '../expiry-bands';
import { heldRecordFilter, reportStations } from '../report-scope';
import { stationLabels } from './station-label';

/** Records per station (the employee's current station), from the indexed record view. */
async function countByStation(ctx: ReportContext, extra: object) {
  const match = { ...(await heldRecordFilter(ctx)), ...extra };
  const groups = await ctx.views.EmployeeCompetencyView.aggregate<{ _id: number | null; n: number }>([{ $match: match }, { $group: { _id: '$primaryStationId', n: { $sum: 1 } } }]);
  return new Map(groups.map((g) => [g._id, g.n]));
}

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
      const [records, expired, expiring, valid, noExpiry] = await Promise.all([
        countByStation(ctx, {}),
        countByStation(ctx, bandCondition('expired', ctx.today)),
        countByStation(ctx, bandCondition('expiring', ctx.today)),
        countByStation(ctx, bandCondition('valid', ctx.today)),
        countByStation(ctx, bandCondition('noExpiry', ctx.today)),
      ]);
      const match = await heldRecordFilter(ctx);
      const people = new Map(
        (
          await ctx.views.EmployeeCompetencyView.aggregate<{ _id: number | null; n: number }>([
            { $match: match },
            { $group: { _id: { station: '$primaryStationId', employee: '$employeeId' } } },
            { $group: { _id: '$_id.station', n: { $sum: 1 } } },
          ])
        ).map((g) => [g._id, g.n]),
      );
      // A person at two stations is counted at their current one; one outside the report's stations is left out.
      const stations = reportStations(ctx);
      const ids = [...records.keys()].filter((id) => stations === null || (id !== null && stations.includes(id)));
      const labels = await stationLabels(ctx, ids);
      return ids.map((id): Row => {
        const n = (m: Map<number | null, number>) => m.get(id) ?? 0;
        const inDate = n(valid) + n(expiring) + n(noExpiry);
        return {
          station: id === null ? 'No station' : (labels.get(id) ?? `Station ${id}`),
          people: n(people),
          records: n(records),
          valid: n(valid),
          expiring: n(expiring),
          expired: n(expired),
          noExpiry: n(noExpiry),
          inDate: n(records) ? Math.round((inDate / n(records)) * 1000) / 10 : null,
        };
      });
    },
  },
};
