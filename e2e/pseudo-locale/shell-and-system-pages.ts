import type { Page } from 'playwright-core';
import { env } from '../browser';
import type { PseudoPage } from './pages';

/** What the portal's API answers to a GET, or the failure with its body. */
async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${env('E2E_PORTAL_URL')}${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The n-th breadcrumb (separators are items of the list too): where a record's name names its crumb. */
const crumb = (n: number) => `.ant-breadcrumb li:nth-child(${2 * n - 1})`;

/**
 * A user's and a role's own screens, of the signed-in administrator and the first role (ObjectIds: read, not fixed).
 * Their headings and crumbs are the record's name (data): ready once their catalogue parts are there.
 */
async function recordPages(page: Page): Promise<PseudoPage[]> {
  const { user } = await read<{ user: { id: string } }>(page, '/api/auth/me');
  const roles = await read<{ data: { id: string }[] }>(page, '/api/admin/roles');
  const userPath = `/admin/rt/users/user/${user.id}`;
  return [
    { path: userPath, ready: '.ant-card-head-title', skip: `h2, ${crumb(5)}` },
    { path: `${userPath}/history`, skip: crumb(5) },
    { path: `/admin/rt/roles/role/${roles.data[0]!.id}`, ready: 'h4', skip: `h2, ${crumb(5)}` },
  ];
}

const PAGES: PseudoPage[] = [
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
  // Users and roles (a user's and a role's own screens: recordPages).
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
  // The rest of the menu's admin lists: the same list screen as above, each with its own titles and nouns.
  ...[
    'attendance-option-reasons', 'attendance-options/list', 'booking-types/list', 'cancellation-reasons/list', 'course-type-list',
    'delegate-cancellation-reasons/list', 'delivery-method-list', 'delivery-ppe-list', 'employee-role/list',
    'location-area/list', 'request-reject/list', 'requirement-list', 'roster/list', 'watch-group/list',
  ].map((list) => ({ path: `/admin/rt/${list}` })),
  // The menu's facilities and equipment: aliases of the training resources of that type.
  { path: '/admin/rt/equipment-list', lands: '/training-resources?type=Equipment' },
  { path: '/admin/rt/facility-list', lands: '/training-resources?type=Facility' },
  { path: '/system/integrations/availability/api-settings' },
  { path: '/system/integrations/availability/employee-skills' },
  // A message's subject, people and snippet are message data.
  { path: '/notifications/inbox', skip: '.ant-list-item' },
  { path: '/notifications/sent', skip: '.ant-list-item' },
  { path: '/notifications/inbox/compose' },
  // The endpoint chapters (their groups, summaries and parameters) and the constants' names come from the OpenAPI document.
  { path: '/system/api/documentation', skip: 'section[id^="group-"], [id^="constant-"] h4, .ant-menu-submenu:not(:last-child)' },
];

/** The shell's pages and mf-system's converted pages. */
export async function SHELL_AND_SYSTEM_PAGES(page: Page): Promise<PseudoPage[]> {
  return [...PAGES, ...(await recordPages(page))];
}
