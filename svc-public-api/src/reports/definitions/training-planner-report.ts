import { allOf } from '@firecrest/service-kit';
import { listSource, type ReportDefinition, type Row } from '../report-definition';
import { eventFilter, eventRows } from './event-rows';
import { monthsBetween } from './training-attendance-report';
import { addDays } from '../expiry-bands';

export const trainingPlannerReport: ReportDefinition = {
  path: 'training/training-planner-report-report',
  title: 'Training planner',
  question: 'What training is planned from today (or the dates chosen), where, and how many places are still free?',
  filters: ['from', 'to', 'stationIds', 'courseName'],
  columns: [
    { key: 'date', title: 'First day', type: 'date' },
    { key: 'course', title: 'Course', type: 'text', width: 36 },
    { key: 'location', title: 'Training location', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 12 },
    { key: 'places', title: 'Places', type: 'number' },
    { key: 'booked', title: 'Booked', type: 'number' },
    { key: 'free', title: 'Free', type: 'number' },
  ],
  defaultSort: { key: 'date', order: 'asc' },
  chart: {
    type: 'bar',
    x: 'month',
    series: ['events'],
    // Events per month over the next 12 months (or the dates chosen).
    async rows(ctx) {
      const from = ctx.filters.from ?? ctx.today;
      const to = ctx.filters.to ?? addDays(from, 365);
      const months = monthsBetween(from, to);
      const base = await eventFilter({ ...ctx, filters: { ...ctx.filters, from: undefined, to: undefined } });
      return Promise.all(
        months.map(async (month, i): Promise<Row> => {
          const end = months[i + 1] ? new Date(`${months[i + 1]}T00:00:00.000Z`) : new Date(`${to}T23:59:59.999Z`);
          return { month: month.slice(0, 7), events: await ctx.views.TrainingEventView.countDocuments(allOf(base, { firstDate: { $gte: new Date(`${month}T00:00:00.000Z`), $lt: end } })) };
        }),
      );
    },
  },
  emptyText: 'No training is planned in these dates.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventView,
    filter: (ctx) => eventFilter(ctx, ctx.today),
    sortFields: { date: 'firstDate', course: 'courseNameLower' },
    toRows: eventRows,
  }),
};
