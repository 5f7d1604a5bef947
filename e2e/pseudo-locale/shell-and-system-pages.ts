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
];
