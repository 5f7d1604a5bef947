import { Navigate, useParams, type RouteObject } from 'react-router';
import { AreaLanding, lazyPage as page, NotAvailableYet, useT } from '@firecrest/portal-kit';
import '../catalogue';

function PersonnelLanding() {
  const { t } = useT('personnel');
  return (
    <AreaLanding
      title={t('landing.title')}
      intro={t('landing.intro')}
      cards={[
        { title: t('landing.list.title'), description: t('landing.list.text'), path: '/personnel/rt/personnel-list', module: 'PERSONNEL' },
        { title: t('landing.personnelStatus.title'), description: t('landing.personnelStatus.text'), path: '/competency-status/personnel', module: 'STATUSES' },
        { title: t('landing.areaStatus.title'), description: t('landing.areaStatus.text'), path: '/competency-status/location', module: 'STATUSES' },
      ]}
    />
  );
}

/** A personnel address with no screen yet. */
function NotYet() {
  const { t } = useT('personnel');
  return <NotAvailableYet areaTitle={t('landing.title')} areaPath="/personnel" />;
}

/** /personnel/rt/personnel-list/{id} opens the employee. */
function EmployeeRedirect() {
  return <Navigate replace to={`/personnel/rt/personnel-list/${useParams().id}/dashboard/employee`} />;
}

/** mf-personnel owns /personnel and /competency-status. */
export const routes: Record<string, RouteObject[]> = {
  personnel: [
    { index: true, element: <PersonnelLanding /> },
    { path: 'rt/personnel-list', element: page(() => import('../pages/personnel-list'), 'PersonnelListPage') },
    { path: 'rt/personnel-list/new', element: page(() => import('../pages/employee/new-employee'), 'NewEmployeePage') },
    { path: 'rt/personnel-list/:id', element: <EmployeeRedirect /> },
    { path: 'rt/personnel-list/:id/dashboard/:tab?', element: page(() => import('../pages/employee/employee-dashboard'), 'EmployeeDashboardPage') },
    // §2.5 details/{id…}, new and history of every kind of record (pages driven by employee/record-types.tsx).
    { path: 'rt/personnel-list/:id/dashboard/:tab/details/*', element: page(() => import('../pages/employee/record-pages'), 'RecordDetailsPage') },
    // §2.5 callouts-list/new: an incident the person attended and their activity on its report.
    { path: 'rt/personnel-list/:id/dashboard/callouts-list/new', element: page(() => import('../pages/employee/callout-new'), 'NewCalloutPage') },
    { path: 'rt/personnel-list/:id/dashboard/:tab/new', element: page(() => import('../pages/employee/record-pages'), 'NewRecordPage') },
    { path: 'rt/personnel-list/:id/dashboard/:tab/history', element: page(() => import('../pages/employee/record-pages'), 'RecordHistoryPage') },
    { path: 'rt/personnel-list/:id/dashboard/user/:userId/:employeeId', element: page(() => import('../pages/employee/user-link'), 'EmployeeUserPage') },
    // The link's history (§2.5 "user/{id}/{id}, with history") is on the same page, below the link.
    { path: 'rt/personnel-list/:id/dashboard/user/:userId/:employeeId/history', element: page(() => import('../pages/employee/user-link'), 'EmployeeUserPage') },
    // §2.5 action-plan-list: new (by hand, from an incident, from a training event), a plan's dashboard, evaluation, attachments, statuses.
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/new', element: page(() => import('../pages/action-plans/plan-pages'), 'NewPlanByHandPage') },
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/new-callout', element: page(() => import('../pages/action-plans/plan-pages'), 'NewPlanFromCalloutPage') },
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/new-training-event/:eventId', element: page(() => import('../pages/action-plans/plan-pages'), 'NewPlanFromEventPage') },
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/dashboard/:planId', element: page(() => import('../pages/action-plans/plan-pages'), 'PlanDetailsPage') },
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/dashboard/:planId/evaluation', element: page(() => import('../pages/action-plans/plan-pages'), 'PlanEvaluationPage') },
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/dashboard/:planId/attachments', element: page(() => import('../pages/action-plans/plan-pages'), 'PlanAttachmentsPage') },
    { path: 'rt/personnel-list/:id/dashboard/action-plan-list/statuses', element: page(() => import('../pages/action-plans/plan-pages'), 'PlanStatusesPage') },
    { path: '*', element: <NotYet /> },
  ],
  'competency-status': [
    { path: 'location', element: page(() => import('../pages/status/area-status'), 'AreaStatusPage') },
    { path: 'personnel', element: page(() => import('../pages/status/personnel-status'), 'PersonnelStatusPage') },
    { path: '*', element: <NotYet /> },
  ],
};
