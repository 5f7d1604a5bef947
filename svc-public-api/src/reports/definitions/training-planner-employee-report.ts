import { listSource, type ReportDefinition } from '../report-definition';
import { attendeeFilter, attendeeRows } from './attendee-rows';

export const trainingPlannerEmployeeReport: ReportDefinition = {
  path: 'personnel/training-planner-employee-report',
  title: 'Employee training planner',
  question: 'Which training is each person booked on from today (or the dates chosen), and in what status?',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds', 'courseName', 'attendeeStatusIds'],
  columns: [
    { key: 'date', title: 'Event date', type: 'date' },
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'course', title: 'Course', type: 'text' },
    { key: 'location', title: 'Training location', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 18 },
  ],
  defaultSort: { key: 'date', order: 'asc' },
  emptyText: 'Nobody is booked on training in these dates.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventAttendeeView,
    filter: (ctx) => attendeeFilter(ctx.filters.from ? ctx : { ...ctx, filters: { ...ctx.filters, from: ctx.today } }),
    sortFields: { date: 'eventFirstDate', status: 'statusId' },
    toRows: attendeeRows,
  }),
};
