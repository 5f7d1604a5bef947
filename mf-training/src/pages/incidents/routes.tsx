import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyPage, lazyScreen } from '@firecrest/portal-kit';

// Each page in its own chunk, loaded when opened.
const IncidentPage = lazyScreen(() => import('./incident-page'), 'IncidentPage');
const IncidentsListPage = lazyScreen(() => import('./incidents-list-page'), 'IncidentsListPage');

/** §2.6 `/callout/rt/callouts-list` with `/new` and `/details/:id`, and the incident's activity report under `car-list`. */
export const incidentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="rt/callouts-list" replace /> },
  { path: 'rt/callouts-list', element: <IncidentsListPage /> },
  { path: 'rt/callouts-list/new', element: <IncidentPage key="new" /> },
  { path: 'rt/callouts-list/details/:id', element: <IncidentPage key="details" /> },
  // §2.6 car-list: the incident's activity report (one per incident), its details, attachments and evaluation.
  { path: 'rt/callouts-list/details/:id/car-list', element: lazyPage(() => import('./activity-reports/car-list-page'), 'CarListPage') },
  { path: 'rt/callouts-list/details/:id/car-list/new', element: lazyPage(() => import('./activity-reports/new-report-page'), 'NewReportPage') },
  { path: 'rt/callouts-list/details/:id/car-list/details/:reportId', element: lazyPage(() => import('./activity-reports/report-pages'), 'ReportDetailsPage') },
  { path: 'rt/callouts-list/details/:id/car-list/details/:reportId/attachments', element: lazyPage(() => import('./activity-reports/report-pages'), 'ReportAttachmentsPage') },
  { path: 'rt/callouts-list/details/:id/car-list/evaluation', element: lazyPage(() => import('./activity-reports/report-pages'), 'ReportEvaluationPage') },
];
