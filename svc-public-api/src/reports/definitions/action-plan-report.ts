import { ACTION_PLAN_SOURCES, ACTION_PLAN_STATUSES, ACTION_PLAN_TYPES } from '@firecrest/contracts';
import { allOf, byIds } from '@firecrest/service-kit';
import type { ActionPlanView } from '../../models/action-plan-view';
import { listSource, type ReportContext, type ReportDefinition, type Row } from '../report-definition';
import { peopleConditions } from '../report-scope';
import { personName, stationLabels } from './station-label';

/** Plans of the report's people (a scoped caller's people only), due within the dates. */
async function planFilter(ctx: ReportContext): Promise<Record<string, unknown>> {
  const and: Record<string, unknown>[] = [{ deleted: false }];
  and.push(...(await peopleConditions(ctx)));
  if (ctx.filters.from || ctx.filters.to) and.push({ resolveByDate: { ...(ctx.filters.from ? { $gte: ctx.filters.from } : {}), ...(ctx.filters.to ? { $lte: ctx.filters.to } : {}) } });
  return allOf(...and);
}

async function planRows(plans: ActionPlanView[], ctx: ReportContext): Promise<Row[]> {
  // byIds: nothing asked of the store for an empty page (an empty $in reads every employee on FerretDB)
  const people = await byIds(ctx.views.EmployeeView, plans.map((p) => p.employeeId), { firstName: 1, lastName: 1, gartanId: 1, primaryStationId: 1 });
  const byId = new Map(people.map((p) => [p._id, p]));
  const stations = await stationLabels(ctx, people.map((p) => p.primaryStationId));
  return plans.map((p) => {
    const person = byId.get(p.employeeId);
    return {
      employee: personName(person, p.employeeId),
      station: person?.primaryStationId ? (stations.get(person.primaryStationId) ?? null) : null,
      type: ACTION_PLAN_TYPES[p.type] ?? p.type,
      description: p.description,
      source: ACTION_PLAN_SOURCES[p.source] ?? p.source,
      resolveByDate: p.resolveByDate || null,
      status: ACTION_PLAN_STATUSES[p.status] ?? p.status,
      overdue: !p.resolvedDate && p.status !== 'ignored' && p.resolveByDate < ctx.today ? 'Overdue' : null,
      resolvedDate: p.resolvedDate,
    };
  });
}

export const actionPlanReport: ReportDefinition = {
  path: 'personnel/action-plan-report',
  title: 'Action plans',
  question: 'Which action plans are open, for whom, why, and which are overdue? (Plans are recorded from the incident activity reports, training events and competencies.)',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds'],
  columns: [
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'type', title: 'Type', type: 'text', width: 18 },
    { key: 'description', title: 'Description', type: 'text', width: 40 },
    { key: 'source', title: 'Raised from', type: 'text', width: 16 },
    { key: 'resolveByDate', title: 'Resolve by', type: 'date' },
    { key: 'status', title: 'Status', type: 'text', width: 12 },
    { key: 'overdue', title: 'Overdue', type: 'text', width: 10 },
    { key: 'resolvedDate', title: 'Resolved', type: 'date' },
  ],
  defaultSort: { key: 'resolveByDate', order: 'asc' },
  chart: {
    type: 'pie',
    x: 'status',
    value: 'plans',
    async rows(ctx) {
      const filter = await planFilter(ctx);
      return Promise.all(
        Object.entries(ACTION_PLAN_STATUSES).map(async ([status, label]) => ({ status: label, plans: await ctx.views.ActionPlanView.countDocuments(allOf(filter, { status })) })),
      );
    },
  },
  emptyText: 'No action plans match the filters. Action plans are recorded from incident activity reports, training events and competencies.',
  source: listSource({
    kind: 'list',
    model: (views) => views.ActionPlanView,
    filter: planFilter,
    sortFields: { resolveByDate: 'resolveByDate', status: 'status' },
    toRows: planRows,
  }),
};
