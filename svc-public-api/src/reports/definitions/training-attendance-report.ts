import { allOf } from '@firecrest/service-kit';
import { listSource, type ReportDefinition, type Row } from '../report-definition';
import { attendeeFilter, attendeeRows } from './attendee-rows';

/** The first days of the months from `from` to `to` (at most 36), as YYYY-MM-01. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00.000Z`);
  while (d.toISOString().slice(0, 10) <= to && months.length < 36) {
    months.push(d.toISOString().slice(0, 10));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

export const trainingAttendanceReport: ReportDefinition = {
  path: 'training/training-attendance-report',
  title: 'Training attendance',
  question: 'Who was on which training event, when, and in what status (attended, cancelled…)?',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds', 'courseName', 'attendeeStatusIds'],
  columns: [
    { key: 'date', title: 'Event date', type: 'date' },
    { key: 'course', title: 'Course', type: 'text' },
    { key: 'location', title: 'Training location', type: 'text' },
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 18 },
  ],
  defaultSort: { key: 'date', order: 'desc' },
  chart: {
    type: 'line',
    x: 'month',
    y: 'attendees',
    // Attendees per month over the dates filtered (the last 12 months when none are).
    async rows(ctx) {
      const to = ctx.filters.to ?? ctx.today;
      const from = ctx.filters.from ?? `${Number(to.slice(0, 4)) - 1}-${to.slice(5, 7)}-01`;
      const months = monthsBetween(from, to);
      const undated = await attendeeFilter({ ...ctx, filters: { ...ctx.filters, from: undefined, to: undefined } });
      return Promise.all(
        months.map(async (month, i): Promise<Row> => {
          const end = months[i + 1] ? new Date(`${months[i + 1]}T00:00:00.000Z`) : new Date(`${to}T23:59:59.999Z`);
          const window = { eventFirstDate: { $gte: new Date(`${month}T00:00:00.000Z`), $lt: end } };
          return { month: month.slice(0, 7), attendees: await ctx.views.TrainingEventAttendeeView.countDocuments(allOf(undated, window)) };
        }),
      );
    },
  },
  emptyText: 'Nobody attended training matching the filters.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventAttendeeView,
    filter: (ctx) => attendeeFilter(ctx),
    sortFields: { date: 'eventFirstDate' },
    toRows: attendeeRows,
  }),
};
