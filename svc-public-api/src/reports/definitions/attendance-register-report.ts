import { API_CONSTANTS } from '@firecrest/contracts';
import type { TrainingEventAttendeeView } from '../../models/training-event-views';
import { listSource, type ReportContext, type ReportDefinition } from '../report-definition';
import { attendeeFilter, attendeeRows } from './attendee-rows';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;

/** Attendee rows with their event named by day and course: the register of each event. */
async function registerRows(attendees: TrainingEventAttendeeView[], ctx: ReportContext) {
  return (await attendeeRows(attendees, ctx)).map((r) => ({ ...r, event: `${r.date ?? ''} ${r.course}`.trim(), signature: '' }));
}

export const attendanceRegisterReport: ReportDefinition = {
  path: 'personnel/attendance-register-report',
  title: 'Attendance register',
  question: 'Who is on each training event (confirmed or nominated), as a register to sign: one worksheet per event?',
  filters: ['from', 'to', 'stationIds', 'courseName'],
  columns: [
    { key: 'event', title: 'Event', type: 'text', width: 40 },
    { key: 'employee', title: 'Employee', type: 'text' },
    { key: 'gartanId', title: 'Gartan id', type: 'text', width: 12 },
    { key: 'station', title: 'Station', type: 'text' },
    { key: 'status', title: 'Status', type: 'text', width: 14 },
    { key: 'signature', title: 'Signature', type: 'text', width: 24 },
  ],
  defaultSort: { key: 'date', order: 'asc' },
  worksheetBy: 'event',
  emptyText: 'No training events with people on them in these dates.',
  source: listSource({
    kind: 'list',
    model: (views) => views.TrainingEventAttendeeView,
    filter: (ctx) => attendeeFilter(ctx, { statusId: { $in: [S.Confirmed, S.Nominated] } }),
    // By day then event, so each event's register comes together (a worksheet each in Excel).
    sortFields: { date: 'eventFirstDate', event: 'trainingEventId' },
    toRows: registerRows,
  }),
};
