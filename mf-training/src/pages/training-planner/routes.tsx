import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { EventPage } from './event-page';
import { PlannerListPage } from './planner-list-page';

/**
 * §2.6 `/training-planner/rt/list`, `/new`, `/details/:id` (the calendar is a view of the list); `/details/:id/:tab`
 * opens one of the event's tabs (requests, nominees, cancellations, bookings, ...: TABS in event-page.tsx).
 */
export const trainingPlannerRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="rt/list" replace /> },
  { path: 'rt/list', element: <PlannerListPage /> },
  { path: 'rt/new', element: <EventPage key="new" /> },
  { path: 'rt/list/new', element: <EventPage key="new" /> },
  { path: 'rt/details/:id/:tab?', element: <EventPage key="details" /> },
  { path: 'rt/list/details/:id/:tab?', element: <EventPage key="details" /> },
];
