import { Navigate, type RouteObject } from 'react-router';
import { AreaLanding, NotAvailableYet, useSession } from '@firecrest/portal-kit';
import { ServiceStatusCard } from '../pages/service-status';
import { ApiKeysPage } from '../pages/api-keys/api-keys-page';
import { ApiDocumentationPage } from '../pages/api-documentation/api-documentation-page';
import { adminRoutes } from '../pages/admin/admin-routes';
import { trainingAdminRoutes } from '../pages/training-admin/routes';
import { AuditLogPage } from '../pages/audit-log/audit-log-page';
import { UserLogPage } from '../pages/audit-log/user-log-page';
import { ErrorLogPage } from '../pages/error-log/error-log-page';
import { ReleaseNotesPage } from '../pages/release-notes/release-notes-page';
import { BookmarksPage } from '../pages/bookmarks/bookmarks-page';
import { BookmarkFormPage } from '../pages/bookmarks/bookmark-form-page';
import { ApiSettingsPage } from '../pages/integrations/api-settings-page';
import { EmployeeSkillsPage } from '../pages/skill-mappings/employee-skills-page';
import { DatabaseSchemaPage } from '../pages/database-schema/database-schema-page';
import { DatabaseSchemaDetailPage } from '../pages/database-schema/database-schema-detail-page';
import { ScheduledTasksPage } from '../pages/scheduled-tasks/scheduled-tasks-page';
import { WebhooksPage } from '../pages/webhooks/webhooks-page';
import { WebhookPage } from '../pages/webhooks/webhook-page';
import { WebhookRequestsPage } from '../pages/webhooks/webhook-requests-page';
import { messageRoutes } from '../pages/messages/routes';
import { skillMappingRoutes } from '../pages/skill-mappings/routes';
import { frameworkJobRoutes } from '../pages/framework-jobs/routes';

function SystemLanding() {
  const canViewSystem = useSession((s) => s.can('SYSTEM'));
  return (
    <AreaLanding
      title="System administration"
      intro="Outbound webhooks, logs, background tasks, API access and connections to other systems."
      cards={[
        { title: 'Webhooks', description: 'Subscriptions and their delivery attempts.', path: '/system/webhooks', module: 'WEBHOOKS' },
        { title: 'Audit log', description: 'Every request made to the server.', path: '/system/log/audit', module: 'AUDIT_LOG' },
        { title: 'User access log', description: 'Sign-ins, sign-outs and refused sign-ins.', path: '/system/userlog', module: 'USER_LOG_REPORT' },
        { title: 'Error log', description: 'Errors the system has recorded.', path: '/system/log/errors', module: 'SYSTEM' },
        { title: 'Scheduled tasks', description: 'Background tasks, their last and next runs.', path: '/system/scheduledtasks', module: 'SCHEDULED_TASKS' },
        { title: 'API keys', description: 'Keys for the REST API v1, with IP restrictions.', path: '/system/api/api-keys', module: 'API_KEYS' },
        { title: 'Availability integration', description: 'Connection to the availability system.', path: '/system/integrations/availability/api-settings', module: 'INTEGRATIONAVAILABILITY' },
        { title: 'Roster integration', description: 'Connection to the roster system.', path: '/system/integrations/roster/api-settings', module: 'INTEGRATIONROSTER' },
        { title: 'Database schema', description: 'Diagrams of the data model.', path: '/system/database-schema', module: 'SYSTEM' },
        { title: 'Release notes', description: 'What changed in each version.', path: '/system/release-notes', module: 'SYSTEM' },
        { title: 'Application bookmarks', description: 'Links to other applications.', path: '/system/integrations/application-bookmarks', module: 'APPLICATION_BOOKMARKS' },
      ]}
    >
      {canViewSystem && <ServiceStatusCard />}
    </AreaLanding>
  );
}

function AdminLanding() {
  return (
    <AreaLanding
      title="Administration"
      intro="Users, roles and the reference lists the rest of Firecrest is built on."
      cards={[
        { title: 'Users', description: 'Accounts, roles and lockouts.', path: '/admin/rt/users', module: 'USERS' },
        { title: 'Roles', description: 'What each role may view, create, edit, delete and approve.', path: '/admin/rt/roles', module: 'ROLES' },
        { title: 'Locations', description: 'Stations and training locations.', path: '/admin/rt/location/list', module: 'LOCATIONS' },
        { title: 'Staff groups', description: 'Staff groups used in contracts.', path: '/admin/rt/staff-group/list', module: 'STAFF_GROUPS' },
        { title: 'Employee roles', description: 'Roles used in contracts.', path: '/admin/rt/employee-role/list', module: 'EMPLOYEE_ROLES' },
        { title: 'Watches', description: 'Watches of stations and contracts.', path: '/admin/rt/watch-group/list', module: 'WATCHES' },
        { title: 'Rosters', description: 'Rosters of stations and contracts.', path: '/admin/rt/roster/list', module: 'ROSTERS' },
        { title: 'Districts', description: 'Districts the locations belong to, with their history.', path: '/admin/rt/location-area/list', module: 'DISTRICTS' },
        { title: 'Bulk assign framework', description: 'Assign competencies to many employees at once, and watch the job.', path: '/admin/rt/competencies/competency-assignment-jobs', module: 'BULK_ASSIGN_FRAMEWORK' },
        { title: 'Bulk archive framework', description: 'Archive competencies, subject areas and programs at once.', path: '/admin/rt/competencies/bulk-archive-jobs', module: 'BULK_ASSIGN_FRAMEWORK' },
        { title: 'Skill and booking mapping', description: 'Which subject areas and booking types the roster and availability skills come from.', path: '/admin/rt/subject-area-roster', module: 'SKILLSUBJECTAREAROSTER' },
      ]}
    />
  );
}

/** mf-system owns /system and /admin; unbuilt screens say so plainly. */
export const routes: Record<string, RouteObject[]> = {
  system: [
    { index: true, element: <SystemLanding /> },
    { path: 'api/api-keys', element: <ApiKeysPage /> },
    { path: 'log/audit', element: <AuditLogPage /> },
    // Spec §2.2: the audit log is also reached as /system/auditlog; one address in the bar, the menu's.
    { path: 'auditlog', element: <Navigate to="/system/log/audit" replace /> },
    { path: 'userlog', element: <UserLogPage /> },
    { path: 'log/errors', element: <ErrorLogPage /> },
    { path: 'release-notes', element: <ReleaseNotesPage /> },
    { path: 'integrations/application-bookmarks', element: <BookmarksPage /> },
    { path: 'integrations/application-bookmarks/:id', element: <BookmarkFormPage /> },
    { path: 'integrations/availability/api-settings', element: <ApiSettingsPage key="availability" system="availability" /> },
    { path: 'integrations/roster/api-settings', element: <ApiSettingsPage key="roster" system="roster" /> },
    { path: 'integrations/availability/employee-skills', element: <EmployeeSkillsPage key="availability" system="availability" /> },
    { path: 'integrations/roster/employee-skills', element: <EmployeeSkillsPage key="roster" system="roster" /> },
    { path: 'database-schema', element: <DatabaseSchemaPage /> },
    { path: 'database-schema/:id', element: <DatabaseSchemaDetailPage /> },
    { path: 'scheduledtasks', element: <ScheduledTasksPage /> },
    { path: 'webhooks', element: <WebhooksPage /> },
    { path: 'webhooks/:id', element: <WebhookPage /> },
    { path: 'webhooks/:id/requests', element: <WebhookRequestsPage /> },
    { path: '*', element: <NotAvailableYet areaTitle="System administration" areaPath="/system" /> },
  ],
  // §2.6 the mailbox: every signed-in user's own messages.
  notifications: messageRoutes,
  // Mounted by the shell outside its layout (spec §2.1: guarded but outside the shell).
  'api-documentation': [{ index: true, element: <ApiDocumentationPage /> }],
  admin: [
    { index: true, element: <AdminLanding /> },
    ...adminRoutes,
    ...trainingAdminRoutes,
    ...skillMappingRoutes,
    ...frameworkJobRoutes,
    { path: '*', element: <NotAvailableYet areaTitle="Administration" areaPath="/admin" /> },
  ],
};
