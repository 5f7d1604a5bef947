import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';

// Each page in its own chunk, loaded when opened.
const BookingGroupPage = lazyScreen(() => import('./booking-group-page'), 'BookingGroupPage');
const BookingGroupWarningsPage = lazyScreen(() => import('./booking-group-page'), 'BookingGroupWarningsPage');
const BookingPage = lazyScreen(() => import('./booking-page'), 'BookingPage');
const BookingWarningsPage = lazyScreen(() => import('./booking-warnings-page'), 'BookingWarningsPage');
const ResourceHistoryPage = lazyScreen(() => import('./resource-history-page'), 'ResourceHistoryPage');
const ResourcePage = lazyScreen(() => import('./resource-page'), 'ResourcePage');
const ResourcesListPage = lazyScreen(() => import('./resources-list-page'), 'ResourcesListPage');

/** §2.3 top-level training resources: `/training-resources`, `/training-resources/:id`, its history and a booking's warnings. */
export const trainingResourceRoutes: RouteObject[] = [
  { index: true, element: <ResourcesListPage /> },
  { path: ':id', element: <ResourcePage /> },
  { path: ':id/history', element: <ResourceHistoryPage /> },
  { path: ':id/bookings/:bookingId', element: <BookingPage /> },
  { path: ':id/bookings/:bookingId/warnings', element: <BookingWarningsPage /> },
  { path: ':id/booking-groups/:groupId', element: <BookingGroupPage /> },
  { path: ':id/booking-groups/:groupId/warnings', element: <BookingGroupWarningsPage /> },
];
