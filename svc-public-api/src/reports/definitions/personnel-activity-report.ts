import { API_CONSTANTS } from '@firecrest/contracts';
import type { EmployeeView } from '../../models/employee-view';
import { listSource, type ReportContext, type ReportDefinition, type Row } from '../report-definition';
import { activeEmployeeFilter } from '../report-scope';
import { personName, stationLabels } from './station-label';

const CONFIRMED = API_CONSTANTS.TrainingEventAttendeeStatus.Confirmed;

/** The period of the report: the dates chosen, or the last 12 months. */
function period(ctx: ReportContext) {
  const to = ctx.filters.to ?? ctx.today;
  const from = ctx.filters.from ?? `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
  return { from, to };
}

/** Per person of the batch: training attended and competencies gained in the period (two grouped queries). */
async function activityRows(people: EmployeeView[], ctx: ReportContext): Promise<Row[]> {
  // An empty page asks nothing: an empty $in reads every attendee and record on FerretDB.
  if (!people.length) return [];
  const { from, to } = period(ctx);
  const ids = people.map((p) => p._id);
  const [attended, gained, stations] = await Promise.all([
    ctx.views.TrainingEventAttendeeView.aggregate<{ _id: number; n: number }>([
      { $match: { employeeId: { $in: ids }, deleted: false, statusId: CONFIRMED, eventFirstDate: { $gte: new Date(`${from}T00:00:00.000Z`), $lte: new Date(`${to}T23:59:59.999Z`) } } },
      { $group: { _id: '$employeeId', n: { $sum: 1 } } },
    ]),
    ctx.views.EmployeeCompetencyView.aggregate<{ _id: number; n: number }>([
      { $match: { employeeId: { $in: ids }, deleted: false, startDate: { $gte: from, $lte: to } } },
      { $group: { _id: '$employeeId', n: { $sum: 1 } } },
    ]),
    stationLabels(ctx, people.map((p) => p.primaryStationId)),
  ]);
  const count = (groups: { _id: number; n: number }[]) => new Map(groups.map((g) => [g._id, g.n]));
  const [events, competencies] = [count(attended), count(gained)];
  return people.map((p) => ({
    employee: personName(p, p._id),
    gartanId: p.gartanId || null,
    station: p.primaryStationId ? (stations.get(p.primaryStationId) ?? null) : null,
    events: events.get(p._id) ?? 0,
    competencies: competencies.get(p._id) ?? 0,
  }));
}

export const personnelActivityReport: ReportDefinition = {
  path: 'personnel/personnel-activity-report',
  title: 'Employee activity',
  question: 'What has each person done in the period (the last 12 months unless chosen): training attended and competencies gained?',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds', 'roleIds'],
  columns: [
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'events', title: 'Training attended', type: 'number', width: 18 },
    { key: 'competencies', title: 'Competencies gained', type: 'number', width: 20 },
  ],
  defaultSort: { key: 'employee', order: 'asc' },
  emptyText: 'Nobody works at these stations today.',
  source: listSource({
    kind: 'list',
    model: (views) => views.EmployeeView,
    filter: async (ctx) => activeEmployeeFilter(ctx),
    sortFields: { employee: 'lastNameLower', gartanId: 'gartanId' },
    toRows: activityRows,
  }),
};
