import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { IncidentPage } from './incident-page';
import { IncidentsListPage } from './incidents-list-page';

/** §2.6 `/callout/rt/callouts-list` with `/new` and `/details/:id`. */
export const incidentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="rt/callouts-list" replace /> },
  { path: 'rt/callouts-list', element: <IncidentsListPage /> },
  { path: 'rt/callouts-list/new', element: <IncidentPage key="new" /> },
  { path: 'rt/callouts-list/details/:id', element: <IncidentPage key="details" /> },
];
