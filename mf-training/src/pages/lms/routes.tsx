import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';

// Each page in its own chunk, loaded when opened.
const LmsListPage = lazyScreen(() => import('./lms-list-page'), 'LmsListPage');
const LmsHistoryPage = lazyScreen(() => import('./lms-history-page'), 'LmsHistoryPage');
const LmsSettingsPage = lazyScreen(() => import('./lms-settings-page'), 'LmsSettingsPage');

/** §2.7-2.9 under the `training` area: `/training/lms`, `/training/lms/history`, `/training/lms/settings`. */
export const lmsRoutes: RouteObject[] = [
  { path: 'lms', element: <LmsListPage /> },
  { path: 'lms/history', element: <LmsHistoryPage /> },
  { path: 'lms/settings', element: <LmsSettingsPage /> },
];
