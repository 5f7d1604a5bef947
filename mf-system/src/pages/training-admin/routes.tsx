import type { RouteObject } from 'react-router';
import { IncidentTypeImportPage } from './incident-type-import-page';
import { ReferenceListPage, type ReferenceListSpec } from './reference-list-page';
import { ReferenceHistoryPage } from './reference-history-page';
import { ReasonByNumber, resourceAliasRoutes } from './resource-aliases';

const LISTS: ReferenceListSpec[] = [
  { kind: 'incidentType', title: 'Incident types', noun: 'incident type', module: 'INCIDENTS', path: 'rt/callouts-incident-type-list', hasCode: true, importPath: 'rt/callouts-incident-type-import', history: true },
  { kind: 'cancellationReason', title: 'Cancellation reasons', noun: 'cancellation reason', module: 'COURSE_ADMIN', path: 'rt/cancellation-reasons/list', hasCode: false },
  { kind: 'bookingType', title: 'Booking types', noun: 'booking type', module: 'COURSE_ADMIN', path: 'rt/booking-types/list', hasCode: true },
  { kind: 'deliveryMethod', title: 'Delivery methods', noun: 'delivery method', module: 'DELIVERY_METHODS', path: 'rt/delivery-method-list', hasCode: true },
  { kind: 'deliveryPpe', title: 'Attendee PPE', noun: 'PPE item', module: 'PPE', path: 'rt/delivery-ppe-list', hasCode: true },
  { kind: 'courseType', title: 'Course types', noun: 'course type', module: 'COURSE_TYPES', path: 'rt/course-type-list', hasCode: true },
  { kind: 'requirement', title: 'Requirements', noun: 'requirement', module: 'COURSE_ADMIN', path: 'rt/requirement-list', hasCode: true, typeLabel: 'Requirement type' },
  { kind: 'calendarLegend', title: 'Calendar legend', noun: 'legend entry', module: 'COURSE_ADMIN', path: 'rt/calendar-legend-list', hasCode: false, typeLabel: 'Colours' },
  { kind: 'requestRejectReason', title: 'Reject reasons', noun: 'reject reason', module: 'COURSE_ADMIN', path: 'rt/request-reject/list', hasCode: false },
  { kind: 'delegateCancellationReason', title: 'Delegate cancellation reasons', noun: 'delegate cancellation reason', module: 'COURSE_ADMIN', path: 'rt/delegate-cancellation-reasons/list', hasCode: false },
  { kind: 'attendanceOption', title: 'Attendance options', noun: 'attendance option', module: 'COURSE_ADMIN', path: 'rt/attendance-options/list', hasCode: true, typeLabel: 'Attendance option type' },
  { kind: 'attendanceOptionReason', title: 'Attendance option reasons', noun: 'attendance option reason', module: 'COURSE_ADMIN', path: 'rt/attendance-option-reasons', hasCode: false },
];

/** §2.3 admin lists of the training side: incident types (with import), every course list, reasons and options; one page for all. */
export const trainingAdminRoutes: RouteObject[] = [
  ...LISTS.flatMap((spec) => [
    { path: spec.path, element: <ReferenceListPage key={spec.kind} spec={spec} /> },
    { path: `${spec.path}/new`, element: <ReferenceListPage key={spec.kind} spec={spec} mode="new" /> },
    { path: `${spec.path}/details/:id`, element: <ReferenceListPage key={spec.kind} spec={spec} mode="details" /> },
    ...(spec.history ? [{ path: `${spec.path}/history`, element: <ReferenceHistoryPage key={spec.kind} spec={spec} /> }] : []),
  ]),
  { path: 'rt/callouts-incident-type-import', element: <IncidentTypeImportPage /> },
  // §2.3 attendance-option-reasons/{id}: 0 opens a new reason, a positive id the reason to update.
  { path: 'rt/attendance-option-reasons/:id', element: <ReasonByNumber path="rt/attendance-option-reasons" /> },
  ...resourceAliasRoutes,
];
