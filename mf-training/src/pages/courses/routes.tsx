import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '@firecrest/portal-kit';

/** §2.4 `/training-content/rt/planner/list`, `/details/{id}` and `/details/{id}/history`: course templates. */
export const courseRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="rt/planner/list" replace /> },
  { path: 'rt/planner/list', element: lazyPage(() => import('./template-list-page'), 'TemplateListPage') },
  { path: 'rt/planner/list/details/:id', element: lazyPage(() => import('./template-page'), 'TemplatePage') },
  { path: 'rt/planner/list/details/:id/history', element: lazyPage(() => import('./template-history-page'), 'TemplateHistoryPage') },
];
