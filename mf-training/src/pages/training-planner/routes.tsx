import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';
import { Navigate } from 'react-router';

// Each page in its own chunk, loaded when opened.
const EventPage = lazyScreen(() => import('./event-page'), 'EventPage');
const PlannerListPage = lazyScreen(() => import('./planner-list-page'), 'PlannerListPage');

/**
 * §2.6 `/training-planner/rt/list`, `/new`, `/details/:id` (the calendar is a view of the list); `/details/:id/*`
 * opens one of the event's sections with the pages below it (requests/new, appraisals/{id}, ...: SECTIONS in
 * event-page.tsx).
 */
export const trainingPlannerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="rt/list" replace /> },
  { path: 'rt/list', element: <PlannerListPage /> },
  { path: 'rt/new', element: <EventPage key="new" /> },
  { path: 'rt/list/new', element: <EventPage key="new" /> },
  { path: 'rt/details/:id/*', element: <EventPage key="details" /> },
  { path: 'rt/list/details/:id/*', element: <EventPage key="details" /> },
];
