import type { EmployeeView } from '../../models/employee-view';
import { listSource, type ReportContext, type ReportDefinition, type Row } from '../report-definition';
import { activeEmployeeFilter, contractCondition, reportStations } from '../report-scope';
import { personName, referenceNames, stationLabels } from './station-label';

/** The contract running today (the latest started if several). */
export function currentContract(e: Pick<EmployeeView, 'contracts'>, today: string) {
  return [...e.contracts].filter((c) => c.startDate <= today && (!c.endDate || c.endDate >= today)).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
}

/**
 * People working today by main station, at the report's stations. Without a staff group or role filter, one count per
 * station read from index entries (the employee view's `primaryStationId` index), not a pass over every employee: a
 * main station is always one of the person's stations, so the station filter is the list of stations counted. The
 * contract filters are not in that index: one pass then.
 */
async function peopleByStation(ctx: ReportContext): Promise<{ stationId: number | null; people: number }[]> {
  const stations = reportStations(ctx);
  const filter = activeEmployeeFilter(ctx);
  if (contractCondition(ctx)) {
    const groups = await ctx.views.EmployeeView.aggregate<{ _id: number | null; n: number }>([{ $match: filter }, { $group: { _id: '$primaryStationId', n: { $sum: 1 } } }]);
    return groups.filter((g) => stations === null || (g._id !== null && stations.includes(g._id))).map((g) => ({ stationId: g._id, people: g.n }));
  }
  const { stationIds: _impliedByTheMainStation, ...working } = filter;
  const counted = stations ?? [...(await ctx.views.LocationView.find({}, { _id: 1 }).lean()).map((l) => l._id), null];
  return Promise.all(counted.map(async (stationId) => ({ stationId, people: await ctx.views.EmployeeView.countDocuments({ ...working, primaryStationId: stationId }) })));
}

/** One row per employee working today: where, in which role, staff group and watch, since when. */
export async function personnelRows(people: EmployeeView[], ctx: ReportContext): Promise<Row[]> {
  const contracts = people.map((p) => currentContract(p, ctx.today));
  const [stations, roles, groups, watches] = await Promise.all([
    stationLabels(ctx, contracts.map((c) => c?.stationId ?? null)),
    referenceNames(ctx, 'employeeRole', contracts.map((c) => c?.roleId ?? null)),
    referenceNames(ctx, 'staffGroup', contracts.map((c) => c?.staffGroupId ?? null)),
    referenceNames(ctx, 'watch', contracts.map((c) => c?.watchId ?? null)),
  ]);
  return people.map((p, i) => {
    const c = contracts[i];
    const name = (m: Map<number, string>, id: number | null | undefined) => (id ? (m.get(id) ?? null) : null);
    return {
      employee: personName(p, p._id),
      gartanId: p.gartanId || null,
      serviceNumber: c?.serviceNumber || null,
      station: name(stations, c?.stationId),
      role: name(roles, c?.roleId),
      staffGroup: name(groups, c?.staffGroupId),
      watch: name(watches, c?.watchId),
      serviceStartDate: p.serviceStartDate,
      contractStart: c?.startDate ?? null,
    };
  });
}

export const personnelReport: ReportDefinition = {
  path: 'personnel/personnel-report',
  title: 'Active employees',
  question: 'Who is working today, at which station, in which role, staff group and watch?',
  filters: ['stationIds', 'staffGroupIds', 'roleIds'],
  columns: [
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'serviceNumber', title: 'Service number', type: 'text', width: 14 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'role', title: 'Role', type: 'text', width: 18 },
    { key: 'staffGroup', title: 'Staff group', type: 'text', width: 18 },
    { key: 'watch', title: 'Watch', type: 'text', width: 12 },
    { key: 'serviceStartDate', title: 'Service start', type: 'date' },
  ],
  defaultSort: { key: 'employee', order: 'asc' },
  chart: {
    type: 'bar',
    x: 'station',
    series: ['people'],
    // People working today by their current station.
    async rows(ctx) {
      const shown = (await peopleByStation(ctx)).filter((g) => g.people > 0);
      const labels = await stationLabels(ctx, shown.map((g) => g.stationId));
      return shown.map((g) => ({ station: g.stationId === null ? 'No station' : (labels.get(g.stationId) ?? `Station ${g.stationId}`), people: g.people })).sort((a, b) => a.station.localeCompare(b.station));
    },
  },
  emptyText: 'Nobody works at these stations today.',
  source: listSource({
    kind: 'list',
    model: (views) => views.EmployeeView,
    filter: async (ctx) => activeEmployeeFilter(ctx),
    sortFields: { employee: 'lastNameLower', gartanId: 'gartanId' },
    toRows: personnelRows,
  }),
};
