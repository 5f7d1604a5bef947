import { API_CONSTANTS } from '@firecrest/contracts';
import { listSource, type ReportDefinition } from '../report-definition';
import { attendeeFilter, attendeeRows } from './attendee-rows';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
/** A place given up or asked to be given up. */
const CANCELLATION_STATUSES = [S.PendingCancellation, S.CancellationRejected, S.Canceled];

export const delegatesCancellationsReport: ReportDefinition = {
  path: 'training/delegates-cancellations-report',
  title: 'Delegate cancellation log',
  question: 'Who cancelled or asked to cancel a place on training, when, and was it accepted?',
  filters: ['from', 'to', 'stationIds', 'staffGroupIds', 'courseName'],
  columns: [
    { key: 'cancellationRequested', title: 'Asked to cancel', type: 'date', width: 16 },
    { key: 'date', title: 'Event date', type: 'date' },
    { key: 'course', title: 'Course', type: 'text' },
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 22 },
  ],
  defaultSort: { key: 'cancellationRequested', order: 'desc' },
  emptyText: 'No place was cancelled in these dates.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventAttendeeView,
    filter: (ctx) => attendeeFilter(ctx, { statusId: { $in: CANCELLATION_STATUSES } }),
    sortFields: { cancellationRequested: 'dateCancellationRequested', date: 'eventFirstDate' },
    toRows: attendeeRows,
  }),
};
