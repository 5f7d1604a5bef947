import type { RouteObject } from 'react-router';
import { FrameworkJobsPage } from './framework-jobs-page';
import { JOB_SCREENS } from './job-kinds';

/** §2.3 `competencies/competency-assignment-jobs` (bulk assign framework) and `competencies/bulk-archive-jobs`. */
export const frameworkJobRoutes: RouteObject[] = [
  { path: 'rt/competencies/competency-assignment-jobs', element: <FrameworkJobsPage key="assign" screen={JOB_SCREENS.assign} /> },
  { path: 'rt/competencies/bulk-archive-jobs', element: <FrameworkJobsPage key="archive" screen={JOB_SCREENS.archive} /> },
];
