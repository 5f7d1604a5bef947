import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';
import type { ReferenceListSpec } from './reference-list-page';
import { ReasonByNumber, resourceAliasRoutes } from './resource-aliases';

// Each page in its own chunk, loaded when opened.
const IncidentTypeImportPage = lazyScreen(() => import('./incident-type-import-page'), 'IncidentTypeImportPage');
const ReferenceListPage = lazyScreen(() => import('./reference-list-page'), 'ReferenceListPage');
const ReferenceHistoryPage = lazyScreen(() => import('./reference-history-page'), 'ReferenceHistoryPage');

const LISTS: ReferenceListSpec[] = [
  { kind: 'incidentType', title: 'lists.incidentType.title', noun: 'lists.incidentType.noun', module: 'INCIDENTS', path: 'rt/callouts-incident-type-list', hasCode: true, importPath: 'rt/callouts-incident-type-import', history: true },
  { kind: 'cancellationReason', title: 'lists.cancellationReason.title', noun: 'lists.cancellationReason.noun', module: 'COURSE_ADMIN', path: 'rt/cancellation-reasons/list', hasCode: false },
  { kind: 'bookingType', title: 'lists.bookingType.title', noun: 'lists.bookingType.noun', module: 'COURSE_ADMIN', path: 'rt/booking-types/list', hasCode: true },
  { kind: 'deliveryMethod', title: 'lists.deliveryMethod.title', noun: 'lists.deliveryMethod.noun', module: 'DELIVERY_METHODS', path: 'rt/delivery-method-list', hasCode: true },
  { kind: 'deliveryPpe', title: 'lists.deliveryPpe.title', noun: 'lists.deliveryPpe.noun', module: 'PPE', path: 'rt/delivery-ppe-list', hasCode: true },
  { kind: 'courseType', title: 'lists.courseType.title', noun: 'lists.courseType.noun', module: 'COURSE_TYPES', path: 'rt/course-type-list', hasCode: true },
  { kind: 'requirement', title: 'lists.requirement.title', noun: 'lists.requirement.noun', module: 'COURSE_ADMIN', path: 'rt/requirement-list', hasCode: true, typeLabel: 'lists.requirement.typeLabel' },
  { kind: 'calendarLegend', title: 'lists.calendarLegend.title', noun: 'lists.calendarLegend.noun', module: 'COURSE_ADMIN', path: 'rt/calendar-legend-list', hasCode: false, typeLabel: 'lists.calendarLegend.typeLabel' },
  { kind: 'requestRejectReason', title: 'lists.requestRejectReason.title', noun: 'lists.requestRejectReason.noun', module: 'COURSE_ADMIN', path: 'rt/request-reject/list', hasCode: false },
  { kind: 'delegateCancellationReason', title: 'lists.delegateCancellationReason.title', noun: 'lists.delegateCancellationReason.noun', module: 'COURSE_ADMIN', path: 'rt/delegate-cancellation-reasons/list', hasCode: false },
  { kind: 'attendanceOption', title: 'lists.attendanceOption.title', noun: 'lists.attendanceOption.noun', module: 'COURSE_ADMIN', path: 'rt/attendance-options/list', hasCode: true, typeLabel: 'lists.attendanceOption.typeLabel' },
  { kind: 'attendanceOptionReason', title: 'lists.attendanceOptionReason.title', noun: 'lists.attendanceOptionReason.noun', module: 'COURSE_ADMIN', path: 'rt/attendance-option-reasons', hasCode: false },
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
