import type { RouteObject } from 'react-router';
import { AreaLanding, lazyScreen, useT } from '@firecrest/portal-kit';
import { FRAMEWORK_LISTS } from './framework-lists';

// Each page in its own chunk, loaded when opened.
const CompetencyExtensionsPage = lazyScreen(() => import('../competency-extensions/extensions-page'), 'CompetencyExtensionsPage');
const AddManyCompetenciesPage = lazyScreen(() => import('./add-many-page'), 'AddManyCompetenciesPage');
const FrameworkDetailsPage = lazyScreen(() => import('./framework-details-page'), 'FrameworkDetailsPage');
const FrameworkHistoryPage = lazyScreen(() => import('./framework-history-page'), 'FrameworkHistoryPage');
const FrameworkListPage = lazyScreen(() => import('./framework-list-page'), 'FrameworkListPage');

function CompetencySetupLanding() {
  const { t } = useT('training');
  return (
    <AreaLanding
      title={t('area.competency')}
      intro={t('framework.intro')}
      cards={FRAMEWORK_LISTS.map((l) => ({ title: t(l.title), description: t('framework.cardText', { list: t(l.title).toLowerCase() }), path: `/competency/rt/${l.segment}/list`, module: l.module }))}
    />
  );
}

/** §2.4 `/competency/rt/<list>/list`, `/new`, `/details/:id` (and `/history/:id` where the spec has one). */
export const competencyRoutes: RouteObject[] = [
  { index: true, element: <CompetencySetupLanding /> },
  { path: 'competencyList', element: <FrameworkListPage list={FRAMEWORK_LISTS[0]} /> },
  { path: 'new', element: <FrameworkDetailsPage list={FRAMEWORK_LISTS[0]} /> },
  { path: 'addmany', element: <AddManyCompetenciesPage /> },
  { path: 'rt/extensions', element: <CompetencyExtensionsPage /> },
  ...FRAMEWORK_LISTS.flatMap((list) => [
    { path: `rt/${list.segment}/list`, element: <FrameworkListPage key={list.segment} list={list} /> },
    { path: `rt/${list.segment}/list/new`, element: <FrameworkDetailsPage key={`${list.segment}-new`} list={list} /> },
    { path: `rt/${list.segment}/list/details/:id`, element: <FrameworkDetailsPage key={list.segment} list={list} /> },
    ...(list.history
      ? [
          { path: `rt/${list.segment}/list/history`, element: <FrameworkHistoryPage key={`${list.segment}-all`} list={list} /> },
          { path: `rt/${list.segment}/list/history/:id`, element: <FrameworkHistoryPage key={list.segment} list={list} /> },
        ]
      : []),
  ]),
];
