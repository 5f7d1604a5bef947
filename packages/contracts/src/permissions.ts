/** Permission modules: the areas of public-api-and-application.md §3.2 and the module keys of admin-area.md §6. */
export const MODULE_KEYS = [
  'DASHBOARD',
  'USERS',
  'ROLES',
  'EMPLOYEES',
  'PERSONNEL',
  'LOCATIONS',
  'DISTRICTS',
  'WATCHES',
  'ROSTERS',
  'STAFF_GROUPS',
  'EMPLOYEE_ROLES',
  'COMPETENCIES',
  // §6 special right (the edit right grants it): move a competency's expiry date later.
  'EXTEND_COMPETENCY_EXPIRY',
  'SUBJECT_AREAS',
  'COMPETENCY_PROGRAMS',
  'ACTIVITY_GROUPS',
  'ACTIVITY_TYPES',
  'STATUSES',
  'COURSE_ADMIN',
  'COURSE_TYPES',
  'DELIVERY_METHODS',
  'COURSES',
  // §6 special right (the create right grants it): put people on an event without its prerequisite competencies.
  'OVERRIDE_PREREQUISITE_COMPETENCIES',
  'PPE',
  'INCIDENTS',
  'TRAINING_RESOURCES',
  // §6 special rights (the create right grants them): book over an inventory's limits; book an inventory for an event type it is not for.
  'BOOKING_BREACHES',
  'OVERRIDE_INVENTORY_EVENT_TYPE',
  'REPORTS',
  'SYSTEM',
  'AUDIT_LOG',
  'USER_LOG_REPORT',
  'SCHEDULED_TASKS',
  'WEBHOOKS',
  'LMS_IMPORTS',
  'BULK_ASSIGN_FRAMEWORK',
  'API_KEYS',
  'USER_API_KEYS',
  'INTEGRATIONAVAILABILITY',
  'INTEGRATIONROSTER',
  'APPLICATION_BOOKMARKS',
  'SKILLSUBJECTAREAVAVAILABILITY',
  'SKILLSUBJECTAREAROSTER',
  // §6 evaluation permissions, one per evaluation type (the approve right grants it): see training/evaluation-types.ts.
  'EVALUATE_TRAINING_EVENT',
  'EVALUATE_INCIDENT',
  'EVALUATE_LMS',
  'EVALUATE_ACTION_PLAN',
  'EVALUATE_MANUAL',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const RIGHTS = ['view', 'create', 'edit', 'delete', 'approve'] as const;
export type Right = (typeof RIGHTS)[number];

/** A role's or a session's permissions: the rights held per module. */
export type PermissionMap = Partial<Record<ModuleKey, Right[]>>;

export function can(permissions: PermissionMap | undefined, module: ModuleKey, right: Right = 'view'): boolean {
  return permissions?.[module]?.includes(right) ?? false;
}

/** Every right on every module: the built-in administrator role. */
export function allPermissions(): PermissionMap {
  return Object.fromEntries(MODULE_KEYS.map((m) => [m, [...RIGHTS]])) as PermissionMap;
}
