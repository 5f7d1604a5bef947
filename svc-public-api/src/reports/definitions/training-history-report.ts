import { API_CONSTANTS } from '@firecrest/contracts';
import { listSource, type ReportDefinition } from '../report-definition';
import { attendeeFilter, attendeeRows } from './attendee-rows';

export const trainingHistoryReport: ReportDefinition = {
  path: 'personnel/training-history-report',
  title: 'Employee training',
  question: 'What training has each person been on (confirmed places on events that have started), and when?',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds', 'roleIds', 'courseName'],
  columns: [
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'date', title: 'Event date', type: 'date' },
    { key: 'course', title: 'Course', type: 'text' },
    { key: 'location', title: 'Training location', type: 'text' },
  ],
  defaultSort: { key: 'date', order: 'desc' },
  emptyText: 'Nobody attended training matching the filters.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventAttendeeView,
    filter: (ctx) => attendeeFilter(ctx, { statusId: API_CONSTANTS.TrainingEventAttendeeStatus.Confirmed, eventFirstDate: { $lte: new Date(`${ctx.today}T23:59:59.999Z`) } }),
    sortFields: { date: 'eventFirstDate' },
    toRows: attendeeRows,
  }),
};
