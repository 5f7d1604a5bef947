import type { RouteObject } from 'react-router';
import { AreaLanding, NotAvailableYet, useT } from '@firecrest/portal-kit';
import '../catalogues';
import { competencyRoutes } from '../pages/competency/routes';
import { trainingPlannerRoutes } from '../pages/training-planner/routes';
import { trainingResourceRoutes } from '../pages/training-resources/routes';
import { incidentRoutes } from '../pages/incidents/routes';
import { lmsRoutes } from '../pages/lms/routes';
import { reportingRoutes } from '../pages/reporting/routes';
import { courseRoutes } from '../pages/courses/routes';

function TrainingLanding() {
  const { t } = useT('training');
  return (
    <AreaLanding
      title={t('landing.title')}
      intro={t('landing.intro')}
      cards={[
        { title: t('landing.planner.title'), description: t('landing.planner.text'), path: '/training-planner/rt/list', module: 'COURSES' },
        { title: t('landing.lms.title'), description: t('landing.lms.text'), path: '/training/lms', module: 'LMS_IMPORTS' },
        { title: t('landing.courses.title'), description: t('landing.courses.text'), path: '/training-content/rt/planner/list', module: 'COURSE_ADMIN' },
        { title: t('landing.resources.title'), description: t('landing.resources.text'), path: '/training-resources', module: 'TRAINING_RESOURCES' },
        { title: t('landing.competency.title'), description: t('landing.competency.text'), path: '/competency/rt/competency/list', module: 'COMPETENCIES' },
        { title: t('landing.incidents.title'), description: t('landing.incidents.text'), path: '/callout/rt/callouts-list', module: 'INCIDENTS' },
      ]}
    />
  );
}

/** An unbuilt screen of the remote, its area named in the user's language (`areaKey`: the area's catalogue key). */
function NotAvailable({ areaKey }: { areaKey: string }) {
  const { t } = useT('training');
  return <NotAvailableYet areaTitle={t(areaKey)} areaPath="/training" />;
}

const notYet = (areaKey: string): RouteObject[] => [{ path: '*', element: <NotAvailable areaKey={areaKey} /> }];

/** mf-training owns training, planning, content, resources, competency setup, incidents and reports. */
export const routes: Record<string, RouteObject[]> = {
  training: [{ index: true, element: <TrainingLanding /> }, ...lmsRoutes, ...notYet('area.training')],
  'training-planner': [...trainingPlannerRoutes, ...notYet('area.planner')],
  'training-content': [...courseRoutes, ...notYet('area.content')],
  'training-resources': [...trainingResourceRoutes, ...notYet('area.resources')],
  competency: [...competencyRoutes, ...notYet('area.competency')],
  callout: [...incidentRoutes, ...notYet('area.incidents')],
  reporting: reportingRoutes,
};
