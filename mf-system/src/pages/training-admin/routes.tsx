import type { RouteObject } from 'react-router';
import { IncidentTypeImportPage } from './incident-type-import-page';
import { ReferenceListPage, type ReferenceListSpec } from './reference-list-page';
import { resourceAliasRoutes } from './resource-aliases';

const LISTS: ReferenceListSpec[] = [
  { kind: 'incidentType', title: 'Incident types', noun: 'incident type', module: 'INCIDENTS', path: 'rt/callouts-incident-type-list', hasCode: true, importPath: 'rt/callouts-incident-type-import' },
  { kind: 'cancellationReason', title: 'Cancellation reasons', noun: 'cancellation reason', module: 'COURSE_ADMIN', path: 'rt/cancellation-reasons/list', hasCode: false },
  { kind: 'bookingType', title: 'Booking types', noun: 'booking type', module: 'COURSE_ADMIN', path: 'rt/booking-types/list', hasCode: true },
];

/** §2.3 admin lists of the training side: incident types (with import), cancellation reasons, booking types. */
export const trainingAdminRoutes: RouteObject[] = [
  ...LISTS.flatMap((spec) => [
    { path: spec.path, element: <ReferenceListPage key={spec.kind} spec={spec} /> },
    { path: `${spec.path}/new`, element: <ReferenceListPage key={spec.kind} spec={spec} mode="new" /> },
    { path: `${spec.path}/details/:id`, element: <ReferenceListPage key={spec.kind} spec={spec} mode="details" /> },
  ]),
  { path: 'rt/callouts-incident-type-import', element: <IncidentTypeImportPage /> },
  ...resourceAliasRoutes,
];
