import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const lazy =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/** Admin area §2.15 developer demo pages (portal-kit's living style guide) and `/auth-test`, each a chunk of its own. */
export const DEMO_ROUTES: RouteObject[] = [
  { path: 'filterDemo', lazy: lazy(() => import('./filter-demo'), 'FilterDemoPage') },
  { path: 'calendarDemo', lazy: lazy(() => import('./calendar-demo'), 'CalendarDemoPage') },
  { path: 'flowDemo', lazy: lazy(() => import('./flow-demo'), 'FlowDemoPage') },
  { path: 'validatorDemo', lazy: lazy(() => import('./validator-demo'), 'ValidatorDemoPage') },
  { path: 'auth-test', lazy: lazy(() => import('./auth-test'), 'AuthTestPage') },
];
