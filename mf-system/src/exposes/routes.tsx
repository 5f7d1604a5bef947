import { Navigate, type RouteObject } from 'react-router';
import { AreaLanding, lazyScreen, NotAvailableYet, useSession, useT } from '@firecrest/portal-kit';
import '../catalogue';
import { ServiceStatusCard } from '../pages/service-status';
import { adminRoutes } from '../pages/admin/admin-routes';
import { trainingAdminRoutes } from '../pages/training-admin/routes';
import { messageRoutes } from '../pages/messages/routes';
import { skillMappingRoutes } from '../pages/skill-mappings/routes';
import { frameworkJobRoutes } from '../pages/framework-jobs/routes';

// Each page in its own chunk, loaded when opened.
const ApiKeysPage = lazyScreen(() => import('../pages/api-keys/api-keys-page'), 'ApiKeysPage');
const ApiDocumentationPage = lazyScreen(() => import('../pages/api-documentation/api-documentation-page'), 'ApiDocumentationPage');
const AuditLogPage = lazyScreen(() => import('../pages/audit-log/audit-log-page'), 'AuditLogPage');
const UserLogPage = lazyScreen(() => import('../pages/audit-log/user-log-page'), 'UserLogPage');
const ErrorLogPage = lazyScreen(() => import('../pages/error-log/error-log-page'), 'ErrorLogPage');
const ReleaseNotesPage = lazyScreen(() => import('../pages/release-notes/release-notes-page'), 'ReleaseNotesPage');
const BookmarksPage = lazyScreen(() => import('../pages/bookmarks/bookmarks-page'), 'BookmarksPage');
const BookmarkFormPage = lazyScreen(() => import('../pages/bookmarks/bookmark-form-page'), 'BookmarkFormPage');
const ApiSettingsPage = lazyScreen(() => import('../pages/integrations/api-settings-page'), 'ApiSettingsPage');
const EmployeeSkillsPage = lazyScreen(() => import('../pages/skill-mappings/employee-skills-page'), 'EmployeeSkillsPage');
const DatabaseSchemaPage = lazyScreen(() => import('../pages/database-schema/database-schema-page'), 'DatabaseSchemaPage');
const DatabaseSchemaDetailPage = lazyScreen(() => import('../pages/database-schema/database-schema-detail-page'), 'DatabaseSchemaDetailPage');
const ScheduledTasksPage = lazyScreen(() => import('../pages/scheduled-tasks/scheduled-tasks-page'), 'ScheduledTasksPage');
const WebhooksPage = lazyScreen(() => import('../pages/webhooks/webhooks-page'), 'WebhooksPage');
const WebhookPage = lazyScreen(() => import('../pages/webhooks/webhook-page'), 'WebhookPage');
const WebhookRequestsPage = lazyScreen(() => import('../pages/webhooks/webhook-requests-page'), 'WebhookRequestsPage');

function SystemLanding() {
  const { t } = useT('system');
  const canViewSystem = useSession((s) => s.can('SYSTEM'));
  return (
    <AreaLanding
      title={t('landing.system.title')}
      intro={t('landing.system.intro')}
      cards={[
        { title: t('landing.system.webhooks.title'), description: t('landing.system.webhooks.text'), path: '/system/webhooks', module: 'WEBHOOKS' },
        { title: t('landing.system.audit.title'), description: t('landing.system.audit.text'), path: '/system/log/audit', module: 'AUDIT_LOG' },
        { title: t('landing.system.userLog.title'), description: t('landing.system.userLog.text'), path: '/system/userlog', module: 'USER_LOG_REPORT' },
        { title: t('landing.system.errorLog.title'), description: t('landing.system.errorLog.text'), path: '/system/log/errors', module: 'SYSTEM' },
        { title: t('landing.system.scheduledTasks.title'), description: t('landing.system.scheduledTasks.text'), path: '/system/scheduledtasks', module: 'SCHEDULED_TASKS' },
        { title: t('landing.system.apiKeys.title'), description: t('landing.system.apiKeys.text'), path: '/system/api/api-keys', module: 'API_KEYS' },
        { title: t('landing.system.availability.title'), description: t('landing.system.availability.text'), path: '/system/integrations/availability/api-settings', module: 'INTEGRATIONAVAILABILITY' },
        { title: t('landing.system.roster.title'), description: t('landing.system.roster.text'), path: '/system/integrations/roster/api-settings', module: 'INTEGRATIONROSTER' },
        { title: t('landing.system.dbSchema.title'), description: t('landing.system.dbSchema.text'), path: '/system/database-schema', module: 'SYSTEM' },
        { title: t('landing.system.releaseNotes.title'), description: t('landing.system.releaseNotes.text'), path: '/system/release-notes', module: 'SYSTEM' },
        { title: t('landing.system.bookmarks.title'), description: t('landing.system.bookmarks.text'), path: '/system/integrations/application-bookmarks', module: 'APPLICATION_BOOKMARKS' },
      ]}
    >
      {canViewSystem && <ServiceStatusCard />}
    </AreaLanding>
  );
}

function AdminLanding() {
  const { t } = useT('system');
  return (
    <AreaLanding
      title={t('landing.admin.title')}
      intro={t('landing.admin.intro')}
      cards={[
        { title: t('landing.admin.users.title'), description: t('landing.admin.users.text'), path: '/admin/rt/users', module: 'USERS' },
        { title: t('landing.admin.roles.title'), description: t('landing.admin.roles.text'), path: '/admin/rt/roles', module: 'ROLES' },
        { title: t('landing.admin.locations.title'), description: t('landing.admin.locations.text'), path: '/admin/rt/location/list', module: 'LOCATIONS' },
        { title: t('landing.admin.staffGroups.title'), description: t('landing.admin.staffGroups.text'), path: '/admin/rt/staff-group/list', module: 'STAFF_GROUPS' },
        { title: t('landing.admin.employeeRoles.title'), description: t('landing.admin.employeeRoles.text'), path: '/admin/rt/employee-role/list', module: 'EMPLOYEE_ROLES' },
        { title: t('landing.admin.watches.title'), description: t('landing.admin.watches.text'), path: '/admin/rt/watch-group/list', module: 'WATCHES' },
        { title: t('landing.admin.rosters.title'), description: t('landing.admin.rosters.text'), path: '/admin/rt/roster/list', module: 'ROSTERS' },
        { title: t('landing.admin.districts.title'), description: t('landing.admin.districts.text'), path: '/admin/rt/location-area/list', module: 'DISTRICTS' },
        { title: t('landing.admin.bulkAssign.title'), description: t('landing.admin.bulkAssign.text'), path: '/admin/rt/competencies/competency-assignment-jobs', module: 'BULK_ASSIGN_FRAMEWORK' },
        { title: t('landing.admin.bulkArchive.title'), description: t('landing.admin.bulkArchive.text'), path: '/admin/rt/competencies/bulk-archive-jobs', module: 'BULK_ASSIGN_FRAMEWORK' },
        { title: t('landing.admin.skillMapping.title'), description: t('landing.admin.skillMapping.text'), path: '/admin/rt/subject-area-roster', module: 'SKILLSUBJECTAREAROSTER' },
      ]}
    />
  );
}

/** An unbuilt screen of the area, named in the user's language. */
function NotAvailable({ area }: { area: 'system' | 'admin' }) {
  const { t } = useT('system');
  return <NotAvailableYet areaTitle={t(area === 'system' ? 'landing.system.title' : 'landing.admin.title')} areaPath={`/${area}`} />;
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
    { path: '*', element: <NotAvailable area="system" /> },
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
    { path: '*', element: <NotAvailable area="admin" /> },
  ],
};
