import type { RouteObject } from 'react-router';
import { BookingGroupPage, BookingGroupWarningsPage } from './booking-group-page';
import { BookingPage } from './booking-page';
import { BookingWarningsPage } from './booking-warnings-page';
import { ResourceHistoryPage } from './resource-history-page';
import { ResourcePage } from './resource-page';
import { ResourcesListPage } from './resources-list-page';

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
