import type { PseudoPage } from './pages';

/** The shell's pages and mf-system's converted pages. */
export const SHELL_AND_SYSTEM_PAGES: PseudoPage[] = [
  { path: '/dashboard' },
  { path: '/profile' },
  { path: '/system' },
  { path: '/admin' },
  { path: '/system/log/audit' },
  { path: '/system/userlog' },
  { path: '/system/log/errors' },
  { path: '/system/webhooks' },
  { path: '/system/webhooks/0' },
  { path: '/system/scheduledtasks' },
  { path: '/system/api/api-keys' },
  // A version's label, month and items are release data.
  { path: '/system/release-notes', skip: '.ant-card-head-title, .ant-card-extra, .ant-list' },
  { path: '/system/database-schema' },
  { path: '/admin/rt/callouts-incident-type-list' },
  { path: '/admin/rt/callouts-incident-type-list/history' },
  { path: '/admin/rt/calendar-legend-list' },
  { path: '/admin/rt/callouts-incident-type-import' },
  { path: '/system/integrations/roster/api-settings' },
  { path: '/system/integrations/application-bookmarks' },
  { path: '/system/integrations/application-bookmarks/0' },
  // Users and roles: a user's and a role's own screens take ids the demo data does not fix (ObjectIds); their forms are
  // the new user's and new role's.
  { path: '/admin/rt/users' },
  { path: '/admin/rt/users/new' },
  { path: '/admin/rt/roles' },
  { path: '/admin/rt/roles/role/new' },
  { path: '/admin/rt/location/list' },
  { path: '/admin/rt/location/list/new' },
  { path: '/admin/rt/staff-group/list' },
  { path: '/admin/rt/staff-group/list/new' },
  { path: '/admin/rt/location-area/list/history' },
  { path: '/admin/rt/subject-area-roster' },
  { path: '/admin/rt/booking-type-availability' },
  { path: '/system/integrations/roster/employee-skills' },
  { path: '/admin/rt/competencies/competency-assignment-jobs' },
  { path: '/admin/rt/competencies/bulk-archive-jobs' },
  // A message's subject, people and snippet are message data.
  { path: '/notifications/inbox', skip: '.ant-list-item' },
  { path: '/notifications/sent', skip: '.ant-list-item' },
  { path: '/notifications/inbox/compose' },
  // The endpoint chapters (their groups, summaries and parameters) and the constants' names come from the OpenAPI document.
  { path: '/system/api/documentation', skip: 'section[id^="group-"], [id^="constant-"] h4, .ant-menu-submenu:not(:last-child)' },
];
