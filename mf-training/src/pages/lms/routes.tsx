import type { RouteObject } from 'react-router';
import { LmsListPage } from './lms-list-page';
import { LmsHistoryPage } from './lms-history-page';
import { LmsSettingsPage } from './lms-settings-page';

/** §2.7-2.9 under the `training` area: `/training/lms`, `/training/lms/history`, `/training/lms/settings`. */
export const lmsRoutes: RouteObject[] = [
  { path: 'lms', element: <LmsListPage /> },
  { path: 'lms/history', element: <LmsHistoryPage /> },
  { path: 'lms/settings', element: <LmsSettingsPage /> },
];
