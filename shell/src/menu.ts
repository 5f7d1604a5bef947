import type { ModuleKey } from '@firecrest/contracts';

export interface MenuItem {
  key: string;
  /** The label's key in the shell's catalogue. */
  label: string;
  path?: string;
  module?: ModuleKey;
  /** The screen also serves users without view on the module (the landing pages, their own API keys): not guarded by it. */
  openToAll?: boolean;
  children?: MenuItem[];
}

/** The side menu of public-api-and-application.md §2.7; an item shows when the user may view its module. */
export const MENU: MenuItem[] = [
  { key: 'dashboard', label: 'menu.dashboard', path: '/dashboard', module: 'DASHBOARD', openToAll: true },
  { key: 'incidents', label: 'menu.incidents', path: '/callout/rt/callouts-list', module: 'INCIDENTS' },
  {
    key: 'training',
    label: 'menu.training',
    children: [
      { key: 'planner', label: 'menu.planner', path: '/training-planner/rt/list', module: 'COURSES' },
      { key: 'training-resources', label: 'menu.trainingResources', path: '/training-resources', module: 'TRAINING_RESOURCES' },
      { key: 'templates', label: 'menu.templates', path: '/training-content/rt/planner/list', module: 'COURSE_ADMIN' },
      { key: 'delivery-methods', label: 'menu.deliveryMethods', path: '/admin/rt/delivery-method-list', module: 'DELIVERY_METHODS' },
      { key: 'course-types', label: 'menu.courseTypes', path: '/admin/rt/course-type-list', module: 'COURSE_TYPES' },
      { key: 'calendar', label: 'menu.calendar', path: '/admin/rt/calendar', module: 'COURSES' },
      { key: 'requirements', label: 'menu.requirements', path: '/admin/rt/requirement-list', module: 'COURSE_ADMIN' },
      { key: 'facility', label: 'menu.facility', path: '/admin/rt/facility-list', module: 'TRAINING_RESOURCES' },
      { key: 'equipment', label: 'menu.equipment', path: '/admin/rt/equipment-list', module: 'TRAINING_RESOURCES' },
      { key: 'cancellation-reasons', label: 'menu.cancellationReasons', path: '/admin/rt/cancellation-reasons/list', module: 'COURSE_ADMIN' },
      { key: 'delegate-cancellation-reasons', label: 'menu.delegateCancellationReasons', path: '/admin/rt/delegate-cancellation-reasons/list', module: 'COURSE_ADMIN' },
      { key: 'reject-reasons', label: 'menu.rejectReasons', path: '/admin/rt/request-reject/list', module: 'COURSE_ADMIN' },
      { key: 'attendance-options', label: 'menu.attendanceOptions', path: '/admin/rt/attendance-options/list', module: 'COURSE_ADMIN' },
      { key: 'attendance-option-reasons', label: 'menu.attendanceOptionReasons', path: '/admin/rt/attendance-option-reasons', module: 'COURSE_ADMIN' },
      { key: 'calendar-legend', label: 'menu.calendarLegend', path: '/admin/rt/calendar-legend-list', module: 'COURSE_ADMIN' },
      { key: 'attendee-ppe', label: 'menu.attendeePpe', path: '/admin/rt/delivery-ppe-list', module: 'PPE' },
      { key: 'booking-types', label: 'menu.bookingTypes', path: '/admin/rt/booking-types/list', module: 'COURSE_ADMIN' },
    ],
  },
  { key: 'personnel', label: 'menu.personnel', path: '/personnel/rt/personnel-list', module: 'PERSONNEL' },
  {
    key: 'admin',
    label: 'menu.admin',
    children: [
      { key: 'users', label: 'menu.users', path: '/admin/rt/users', module: 'USERS' },
      { key: 'roles', label: 'menu.roles', path: '/admin/rt/roles', module: 'ROLES' },
      { key: 'locations', label: 'menu.locations', path: '/admin/rt/location/list', module: 'LOCATIONS' },
      { key: 'districts', label: 'menu.districts', path: '/admin/rt/location-area/list', module: 'DISTRICTS' },
      { key: 'staff-groups', label: 'menu.staffGroups', path: '/admin/rt/staff-group/list', module: 'STAFF_GROUPS' },
      { key: 'employee-roles', label: 'menu.employeeRoles', path: '/admin/rt/employee-role/list', module: 'EMPLOYEE_ROLES' },
      { key: 'watches', label: 'menu.watches', path: '/admin/rt/watch-group/list', module: 'WATCHES' },
      { key: 'rosters', label: 'menu.rosters', path: '/admin/rt/roster/list', module: 'ROSTERS' },
      { key: 'system', label: 'menu.system', path: '/system', module: 'SYSTEM', openToAll: true },
      { key: 'scheduled-tasks', label: 'menu.scheduledTasks', path: '/system/scheduledtasks', module: 'SCHEDULED_TASKS' },
      { key: 'user-log', label: 'menu.userLog', path: '/system/userlog', module: 'USER_LOG_REPORT' },
      { key: 'error-log', label: 'menu.errorLog', path: '/system/log/errors', module: 'SYSTEM' },
      { key: 'release-notes', label: 'menu.releaseNotes', path: '/system/release-notes', module: 'SYSTEM' },
    ],
  },
  { key: 'competency-admin', label: 'menu.competencyAdmin', path: '/competency/rt/competency/list', module: 'COMPETENCIES' },
  {
    key: 'reports',
    label: 'menu.reports',
    children: [
      { key: 'r-activity', label: 'menu.reportActivity', path: '/reporting/rt/training/activity-report', module: 'REPORTS' },
      { key: 'r-progress', label: 'menu.reportProgress', path: '/reporting/rt/progress-report', module: 'REPORTS' },
      { key: 'r-design', label: 'menu.reportDesign', path: '/reporting/rt/training/course-details-report', module: 'REPORTS' },
      { key: 'r-employee-competencies', label: 'menu.reportEmployeeCompetencies', path: '/reporting/rt/personnel/competencies-report', module: 'REPORTS' },
      { key: 'r-planner', label: 'menu.reportPlanner', path: '/reporting/rt/training/training-planner-report-report', module: 'REPORTS' },
      { key: 'r-action-plans', label: 'menu.reportActionPlans', path: '/reporting/rt/personnel/action-plan-report', module: 'REPORTS' },
      { key: 'r-employee-training', label: 'menu.reportEmployeeTraining', path: '/reporting/rt/personnel/training-history-report', module: 'REPORTS' },
      { key: 'r-active-employees', label: 'menu.reportActiveEmployees', path: '/reporting/rt/personnel/personnel-report', module: 'REPORTS' },
      { key: 'r-employee-activity', label: 'menu.reportEmployeeActivity', path: '/reporting/rt/personnel/personnel-activity-report', module: 'REPORTS' },
      { key: 'r-delegate-cancellations', label: 'menu.reportDelegateCancellations', path: '/reporting/rt/training/delegates-cancellations-report', module: 'REPORTS' },
      { key: 'r-attendance', label: 'menu.reportAttendance', path: '/reporting/rt/training/training-attendance-report', module: 'REPORTS' },
      { key: 'r-downloads', label: 'menu.reportDownloads', path: '/reporting/rt/downloads', module: 'REPORTS' },
    ],
  },
  {
    key: 'integrations',
    label: 'menu.integrations',
    children: [
      { key: 'availability-api', label: 'menu.availabilityApi', path: '/system/integrations/availability/api-settings', module: 'INTEGRATIONAVAILABILITY' },
      { key: 'roster-api', label: 'menu.rosterApi', path: '/system/integrations/roster/api-settings', module: 'INTEGRATIONROSTER' },
      { key: 'availability-skills', label: 'menu.availabilitySkills', path: '/system/integrations/availability/employee-skills', module: 'SKILLSUBJECTAREAVAVAILABILITY' },
      { key: 'roster-skills', label: 'menu.rosterSkills', path: '/system/integrations/roster/employee-skills', module: 'SKILLSUBJECTAREAROSTER' },
      { key: 'skill-mapping', label: 'menu.skillMapping', path: '/admin/rt/subject-area-roster', module: 'SKILLSUBJECTAREAROSTER' },
      { key: 'api-keys', label: 'menu.apiKeys', path: '/system/api/api-keys', module: 'API_KEYS', openToAll: true },
      { key: 'application-bookmarks', label: 'menu.applicationBookmarks', path: '/system/integrations/application-bookmarks', module: 'APPLICATION_BOOKMARKS' },
      { key: 'api-docs', label: 'menu.apiDocs', path: '/system/api/documentation', module: 'API_KEYS' },
      { key: 'db-schema', label: 'menu.dbSchema', path: '/system/database-schema', module: 'SYSTEM' },
    ],
  },
  { key: 'webhooks', label: 'menu.webhooks', path: '/system/webhooks', module: 'WEBHOOKS' },
  { key: 'lms', label: 'menu.lms', path: '/training/lms', module: 'LMS_IMPORTS' },
  { key: 'extensions', label: 'menu.extensions', path: '/competency/rt/extensions', module: 'COMPETENCIES' },
  { key: 'area-status', label: 'menu.areaStatus', path: '/competency-status/location', module: 'STATUSES' },
  { key: 'personnel-status', label: 'menu.personnelStatus', path: '/competency-status/personnel', module: 'STATUSES' },
  { key: 'audit', label: 'menu.audit', path: '/system/log/audit', module: 'AUDIT_LOG' },
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

/** Translates a catalogue key of the shell (`menu.…`, `crumb.…`). */
export type Translate = (key: string) => string;

const labelByPath = new Map(MENU.flatMap((i) => [i, ...(i.children ?? [])]).filter((i) => i.path).map((i) => [i.path!, i.label]));
const SEGMENT_LABELS: Record<string, string> = {
  api: 'crumb.api',
  lms: 'crumb.lms',
  fdo: 'crumb.fdo',
  log: 'crumb.log',
  history: 'crumb.history',
  'callouts-incident-type-list': 'crumb.incidentTypes',
  'callouts-incident-type-import': 'crumb.incidentTypeImport',
  roster: 'crumb.roster',
  availability: 'crumb.availability',
  integrations: 'menu.integrations',
  // §2.6 paths spelt as one word
  joininginstruction: 'crumb.joiningInstructions',
  notificationslogs: 'crumb.notificationsLog',
  bookingsettings: 'crumb.bookingSettings',
  // An employee's tabs, named as the tabs are.
  employee: 'crumb.details',
  'contract-list': 'crumb.contracts',
  'competency-list': 'crumb.competencies',
  'subject-area-list': 'crumb.subjectAreas',
  'note-list': 'crumb.notes',
  'cpd-list': 'crumb.cpd',
  'attachment-list': 'crumb.attachments',
  'action-plan-list': 'crumb.actionPlans',
  // §2.6 an incident's activity report ("car": callout activity report).
  'car-list': 'crumb.activityReport',
  '0': 'crumb.new',
  new: 'crumb.new',
  details: 'crumb.details',
  // The admin area's lists and records (their list screens are menu entries).
  'staff-group': 'menu.staffGroups',
  'employee-role': 'menu.employeeRoles',
  'watch-group': 'menu.watches',
  location: 'menu.locations',
  'location-area': 'menu.districts',
  'cancellation-reasons': 'menu.cancellationReasons',
  'delegate-cancellation-reasons': 'menu.delegateCancellationReasons',
  'request-reject': 'menu.rejectReasons',
  'attendance-options': 'menu.attendanceOptions',
  'booking-types': 'menu.bookingTypes',
  user: 'crumb.user',
  role: 'crumb.role',
  competencies: 'crumb.competencies',
  'competency-assignment-jobs': 'crumb.bulkAssign',
  'bulk-archive-jobs': 'crumb.bulkArchive',
  'subject-area-availability': 'menu.skillMapping',
  'booking-type-roster': 'menu.skillMapping',
  'booking-type-availability': 'menu.skillMapping',
  // The mailbox's folders and its compose form.
  inbox: 'crumb.inbox',
  sent: 'crumb.sent',
  scheduled: 'crumb.scheduled',
  trash: 'crumb.bin',
  compose: 'crumb.compose',
  // The areas' first segments.
  admin: 'menu.admin',
  training: 'menu.training',
  personnel: 'menu.personnel',
  reporting: 'menu.reports',
  callout: 'menu.incidents',
  competency: 'area.competency',
  'competency-status': 'area.competencyStatus',
  'training-planner': 'menu.planner',
  'training-content': 'area.trainingContent',
  notifications: 'area.notifications',
  profile: 'crumb.profile',
  'not-found': 'crumb.notFound',
};
/** Segments that only group the screens under them (`rt`, an employee's `dashboard`), shown as nothing. */
const SILENT_SEGMENTS = new Set(['rt', 'dashboard']);

/**
 * Breadcrumbs: the menu's labels, the names screens gave their records (`names`, by path), else the path segment made
 * readable; an id no screen has named yet shows as the number. Labels are translated with `t`; a segment the shell
 * does not know stays as written until its area names it (useCrumbName).
 */
export function crumbs(pathname: string, t: Translate, names: Record<string, string> = {}): { path: string; label: string }[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts
    .map((part, i) => {
      const path = `/${parts.slice(0, i + 1).join('/')}`;
      const known = labelByPath.get(path) ?? SEGMENT_LABELS[part];
      const readable = known ? t(known) : part.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
      return { path, label: names[path] ?? readable, silent: i > 0 && SILENT_SEGMENTS.has(part) && !labelByPath.has(path) };
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
