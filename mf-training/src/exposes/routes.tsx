import type { RouteObject } from 'react-router';
import { AreaLanding, NotAvailableYet } from '@firecrest/portal-kit';
import '../catalogues';
import { competencyRoutes } from '../pages/competency/routes';
import { trainingPlannerRoutes } from '../pages/training-planner/routes';
import { trainingResourceRoutes } from '../pages/training-resources/routes';
import { incidentRoutes } from '../pages/incidents/routes';
import { lmsRoutes } from '../pages/lms/routes';
import { reportingRoutes } from '../pages/reporting/routes';
import { courseRoutes } from '../pages/courses/routes';

function TrainingLanding() {
  return (
    <AreaLanding
      title="Training"
      intro="Plan training events and courses, import completions from the LMS, and manage what they need."
      cards={[
        { title: 'Training planner', description: 'Training events and courses, nominations and attendance.', path: '/training-planner/rt/list', module: 'COURSES' },
        { title: 'LMS imports', description: 'Completion records from the learning management system.', path: '/training/lms', module: 'LMS_IMPORTS' },
        { title: 'Course templates', description: 'What each course covers and who may deliver it.', path: '/training-content/rt/planner/list', module: 'COURSE_ADMIN' },
        { title: 'Training resources', description: 'Facilities, equipment and PPE, with bookings.', path: '/training-resources', module: 'TRAINING_RESOURCES' },
        { title: 'Competency setup', description: 'Competencies, subject areas and programs.', path: '/competency/rt/competency/list', module: 'COMPETENCIES' },
        { title: 'Incidents', description: 'Incidents attended and their activity reports.', path: '/callout/rt/callouts-list', module: 'INCIDENTS' },
      ]}
    />
  );
}

const notYet = (areaTitle: string): RouteObject[] => [{ path: '*', element: <NotAvailableYet areaTitle={areaTitle} areaPath="/training" /> }];

/** mf-training owns training, planning, content, resources, competency setup, incidents and reports. */
export const routes: Record<string, RouteObject[]> = {
  training: [{ index: true, element: <TrainingLanding /> }, ...lmsRoutes, ...notYet('Training')],
  'training-planner': [...trainingPlannerRoutes, ...notYet('Training planner')],
  'training-content': [...courseRoutes, ...notYet('Training content')],
  'training-resources': [...trainingResourceRoutes, ...notYet('Training resources')],
  competency: [...competencyRoutes, ...notYet('Competency setup')],
  callout: [...incidentRoutes, ...notYet('Incidents')],
  reporting: reportingRoutes,
};
