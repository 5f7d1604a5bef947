import { listSource, type ReportDefinition } from '../report-definition';
import { eventFilter, eventRows } from './event-rows';

export const courseDetailsReport: ReportDefinition = {
  path: 'training/course-details-report',
  title: 'Training design',
  question: 'How was each course run: its dates, locations, days, places and the competencies it awards?',
  filters: ['from', 'to', 'stationIds', 'courseName'],
  columns: [
    { key: 'course', title: 'Course', type: 'text', width: 36 },
    { key: 'date', title: 'First day', type: 'date' },
    { key: 'lastDate', title: 'Last day', type: 'date' },
    { key: 'location', title: 'Training location', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 12 },
    { key: 'days', title: 'Days', type: 'number' },
    { key: 'places', title: 'Places', type: 'number' },
    { key: 'booked', title: 'Attendees', type: 'number' },
    { key: 'competencies', title: 'Competencies awarded', type: 'number', width: 20 },
  ],
  defaultSort: { key: 'date', order: 'desc' },
  emptyText: 'No training events in these dates.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventView,
    filter: (ctx) => eventFilter(ctx),
    sortFields: { date: 'firstDate', course: 'courseNameLower', status: 'status' },
    toRows: eventRows,
  }),
};
