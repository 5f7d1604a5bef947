import type { ModuleKey } from '@firecrest/contracts';

export interface MenuItem {
  key: string;
  label: string;
  path?: string;
  module?: ModuleKey;
  /** The screen also serves users without view on the module (the landing pages, their own API keys): not guarded by it. */
  openToAll?: boolean;
  children?: MenuItem[];
}

/** The side menu of public-api-and-application.md §2.7; an item shows when the user may view its module. */
export const MENU: MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', module: 'DASHBOARD', openToAll: true },
  { key: 'incidents', label: 'Incidents', path: '/callout/rt/callouts-list', module: 'INCIDENTS' },
  {
    key: 'training',
    label: 'Training',
    children: [
      { key: 'planner', label: 'Training planner', path: '/training-planner/rt/list', module: 'COURSES' },
      { key: 'training-resources', label: 'Training resources', path: '/training-resources', module: 'TRAINING_RESOURCES' },
      { key: 'templates', label: 'Templates', path: '/training-content/rt/planner/list', module: 'COURSE_ADMIN' },
      { key: 'delivery-methods', label: 'Delivery methods', path: '/admin/rt/delivery-method-list', module: 'DELIVERY_METHODS' },
      { key: 'course-types', label: 'Course types', path: '/admin/rt/course-type-list', module: 'COURSE_TYPES' },
      { key: 'calendar', label: 'Calendar', path: '/admin/rt/calendar', module: 'COURSES' },
      { key: 'requirements', label: 'Requirements', path: '/admin/rt/requirement-list', module: 'COURSE_ADMIN' },
      { key: 'facility', label: 'Facility', path: '/admin/rt/facility-list', module: 'TRAINING_RESOURCES' },
      { key: 'equipment', label: 'Equipment', path: '/admin/rt/equipment-list', module: 'TRAINING_RESOURCES' },
      { key: 'cancellation-reasons', label: 'Cancellation reasons', path: '/admin/rt/cancellation-reasons/list', module: 'COURSE_ADMIN' },
      { key: 'delegate-cancellation-reasons', label: 'Delegate cancellation reasons', path: '/admin/rt/delegate-cancellation-reasons/list', module: 'COURSE_ADMIN' },
      { key: 'reject-reasons', label: 'Reject reasons', path: '/admin/rt/request-reject/list', module: 'COURSE_ADMIN' },
      { key: 'attendance-options', label: 'Attendance options', path: '/admin/rt/attendance-options/list', module: 'COURSE_ADMIN' },
      { key: 'attendance-option-reasons', label: 'Attendance option reasons', path: '/admin/rt/attendance-option-reasons', module: 'COURSE_ADMIN' },
      { key: 'calendar-legend', label: 'Calendar legend', path: '/admin/rt/calendar-legend-list', module: 'COURSE_ADMIN' },
      { key: 'attendee-ppe', label: 'Attendee PPE', path: '/admin/rt/delivery-ppe-list', module: 'PPE' },
      { key: 'booking-types', label: 'Booking types', path: '/admin/rt/booking-types/list', module: 'COURSE_ADMIN' },
    ],
  },
  { key: 'personnel', label: 'Personnel', path: '/personnel/rt/personnel-list', module: 'PERSONNEL' },
  {
    key: 'admin',
    label: 'Admin',
    children: [
      { key: 'users', label: 'Users', path: '/admin/rt/users', module: 'USERS' },
      { key: 'roles', label: 'Roles', path: '/admin/rt/roles', module: 'ROLES' },
      { key: 'locations', label: 'Locations', path: '/admin/rt/location/list', module: 'LOCATIONS' },
      { key: 'districts', label: 'Districts', path: '/admin/rt/location-area/list', module: 'DISTRICTS' },
      { key: 'staff-groups', label: 'Staff groups', path: '/admin/rt/staff-group/list', module: 'STAFF_GROUPS' },
      { key: 'employee-roles', label: 'Employee roles', path: '/admin/rt/employee-role/list', module: 'EMPLOYEE_ROLES' },
      { key: 'watches', label: 'Watches', path: '/admin/rt/watch-group/list', module: 'WATCHES' },
      { key: 'rosters', label: 'Rosters', path: '/admin/rt/roster/list', module: 'ROSTERS' },
      { key: 'system', label: 'System', path: '/system', module: 'SYSTEM', openToAll: true },
      { key: 'scheduled-tasks', label: 'Scheduled tasks', path: '/system/scheduledtasks', module: 'SCHEDULED_TASKS' },
      { key: 'user-log', label: 'User access log', path: '/system/userlog', module: 'USER_LOG_REPORT' },
      { key: 'error-log', label: 'Error log', path: '/system/log/errors', module: 'SYSTEM' },
      { key: 'release-notes', label: 'Release notes', path: '/system/release-notes', module: 'SYSTEM' },
    ],
  },
  { key: 'competency-admin', label: 'Competency admin', path: '/competency/rt/competency/list', module: 'COMPETENCIES' },
  {
    key: 'reports',
    label: 'Reports',
    children: [
      { key: 'r-activity', label: 'Activity', path: '/reporting/rt/training/activity-report', module: 'REPORTS' },
      { key: 'r-progress', label: 'Progress', path: '/reporting/rt/progress-report', module: 'REPORTS' },
      { key: 'r-design', label: 'Training design', path: '/reporting/rt/training/course-details-report', module: 'REPORTS' },
      { key: 'r-employee-competencies', label: 'Employee competencies', path: '/reporting/rt/personnel/competencies-report', module: 'REPORTS' },
      { key: 'r-planner', label: 'Training planner', path: '/reporting/rt/training/training-planner-report-report', module: 'REPORTS' },
      { key: 'r-action-plans', label: 'Action plans', path: '/reporting/rt/personnel/action-plan-report', module: 'REPORTS' },
      { key: 'r-employee-training', label: 'Employee training', path: '/reporting/rt/personnel/training-history-report', module: 'REPORTS' },
      { key: 'r-active-employees', label: 'Active employees', path: '/reporting/rt/personnel/personnel-report', module: 'REPORTS' },
      { key: 'r-employee-activity', label: 'Employee activity', path: '/reporting/rt/personnel/personnel-activity-report', module: 'REPORTS' },
      { key: 'r-delegate-cancellations', label: 'Delegate cancellation log', path: '/reporting/rt/training/delegates-cancellations-report', module: 'REPORTS' },
      { key: 'r-attendance', label: 'Training attendance', path: '/reporting/rt/training/training-attendance-report', module: 'REPORTS' },
      { key: 'r-downloads', label: 'Report downloads', path: '/reporting/rt/downloads', module: 'REPORTS' },
    ],
  },
  {
    key: 'integrations',
    label: 'Integrations',
    children: [
      { key: 'availability-api', label: 'Availability API', path: '/system/integrations/availability/api-settings', module: 'INTEGRATIONAVAILABILITY' },
      { key: 'roster-api', label: 'Roster API', path: '/system/integrations/roster/api-settings', module: 'INTEGRATIONROSTER' },
      { key: 'availability-skills', label: 'Availability skills', path: '/system/integrations/availability/employee-skills', module: 'SKILLSUBJECTAREAVAVAILABILITY' },
      { key: 'roster-skills', label: 'Roster skills', path: '/system/integrations/roster/employee-skills', module: 'SKILLSUBJECTAREAROSTER' },
      { key: 'skill-mapping', label: 'Skill and booking mapping', path: '/admin/rt/subject-area-roster', module: 'SKILLSUBJECTAREAROSTER' },
      { key: 'api-keys', label: 'API keys', path: '/system/api/api-keys', module: 'API_KEYS', openToAll: true },
      { key: 'application-bookmarks', label: 'Application bookmarks', path: '/system/integrations/application-bookmarks', module: 'APPLICATION_BOOKMARKS' },
      { key: 'api-docs', label: 'API documentation', path: '/system/api/documentation', module: 'API_KEYS' },
      { key: 'db-schema', label: 'Database schema', path: '/system/database-schema', module: 'SYSTEM' },
    ],
  },
  { key: 'webhooks', label: 'Webhooks', path: '/system/webhooks', module: 'WEBHOOKS' },
  { key: 'lms', label: 'LMS imports', path: '/training/lms', module: 'LMS_IMPORTS' },
  { key: 'extensions', label: 'Competency extensions', path: '/competency/rt/extensions', module: 'COMPETENCIES' },
  { key: 'area-status', label: 'Area status', path: '/competency-status/location', module: 'STATUSES' },
  { key: 'personnel-status', label: 'Personnel status', path: '/competency-status/personnel', module: 'STATUSES' },
  { key: 'audit', label: 'Audit log', path: '/system/log/audit', module: 'AUDIT_LOG' },
];

/** The menu a user sees: items they may view; a group shows only when something in it does. */
export function visibleMenu(items: MenuItem[], canView: (module: ModuleKey) => boolean): MenuItem[] {
  return items.flatMap((item) => {
    if (item.children) {
      const children = visibleMenu(item.children, canView);
      return children.length ? [{ ...item, children }] : [];
    }
    return !item.module || canView(item.module) ? [item] : [];
  });
}

const labelByPath = new Map(MENU.flatMap((i) => [i, ...(i.children ?? [])]).filter((i) => i.path).map((i) => [i.path!, i.label]));
const SEGMENT_LABELS: Record<string, string> = {
  api: 'API',
  lms: 'LMS',
  fdo: 'FDO',
  // §2.6 paths spelt as one word
  joininginstruction: 'Joining instructions',
  notificationslogs: 'Notifications log',
  bookingsettings: 'Booking settings',
  // An employee's tabs, named as the tabs are.
  employee: 'Details',
  'contract-list': 'Contracts',
  'competency-list': 'Competencies',
  'subject-area-list': 'Subject areas',
  'note-list': 'Notes',
  'cpd-list': 'CPD',
  'attachment-list': 'Attachments',
  '0': 'New',
};
/** Segments that only group the screens under them (`rt`, an employee's `dashboard`), shown as nothing. */
const SILENT_SEGMENTS = new Set(['rt', 'dashboard']);

/**
 * Breadcrumbs: the menu's labels, the names screens gave their records (`names`, by path), else the path segment made
 * readable; an id no screen has named yet shows as the number.
 */
export function crumbs(pathname: string, names: Record<string, string> = {}): { path: string; label: string }[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts
    .map((part, i) => {
      const path = `/${parts.slice(0, i + 1).join('/')}`;
      const readable = SEGMENT_LABELS[part] ?? part.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
      return { path, label: names[path] ?? labelByPath.get(path) ?? readable, silent: i > 0 && SILENT_SEGMENTS.has(part) && !labelByPath.has(path) };
    })
    .filter((c) => !c.silent)
    .map(({ path, label }) => ({ path, label }))
    // "/personnel" then "/personnel/rt/personnel-list" would read "Personnel / Personnel"
    .filter((c, i, all) => all[i + 1]?.label !== c.label);
}

const leaves = MENU.flatMap((i) => [i, ...(i.children ?? [])]).filter((i) => i.path && i.module && !i.openToAll);

/**
 * The module whose view right a screen needs: that of the menu entry it is, or lies under (an entry of one segment,
 * an area's landing, covers only itself); undefined for screens the menu does not name.
 */
export function requiredModule(pathname: string): ModuleKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return leaves
    .filter((i) => path === i.path || (i.path!.split('/').length > 2 && path.startsWith(`${i.path}/`)))
    .sort((a, b) => b.path!.length - a.path!.length)[0]?.module;
}
