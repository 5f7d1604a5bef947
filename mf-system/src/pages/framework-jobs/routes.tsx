import type { RouteObject } from 'react-router';
import { lazyScreen } from '@firecrest/portal-kit';
import { JOB_SCREENS } from './job-kinds';

// Each page in its own chunk, loaded when opened.
const FrameworkJobsPage = lazyScreen(() => import('./framework-jobs-page'), 'FrameworkJobsPage');

/** §2.3 `competencies/competency-assignment-jobs` (bulk assign framework) and `competencies/bulk-archive-jobs`. */
export const frameworkJobRoutes: RouteObject[] = [
  { path: 'rt/competencies/competency-assignment-jobs', element: <FrameworkJobsPage key="assign" screen={JOB_SCREENS.assign} /> },
  { path: 'rt/competencies/bulk-archive-jobs', element: <FrameworkJobsPage key="archive" screen={JOB_SCREENS.archive} /> },
];
