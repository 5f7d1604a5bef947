import type { RouteObject } from 'react-router';
import { ResourcePage } from './resource-page';
import { ResourcesListPage } from './resources-list-page';

/** §2.3 top-level training resources: `/training-resources` and `/training-resources/:id`. */
export const trainingResourceRoutes: RouteObject[] = [
  { index: true, element: <ResourcesListPage /> },
  { path: ':id', element: <ResourcePage /> },
];
