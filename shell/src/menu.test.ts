import { describe, expect, it } from 'vitest';
import { can, type PermissionMap } from '@firecrest/contracts';
import { MENU, crumbs, visibleMenu } from './menu';

describe('side menu', () => {
  it('shows only what the user may view, and hides empty groups', () => {
    const permissions: PermissionMap = { WEBHOOKS: ['view'], USERS: ['view'], REPORTS: [] };
    const menu = visibleMenu(MENU, (m) => can(permissions, m));
    expect(menu.map((i) => i.label)).toEqual(['Admin', 'Webhooks']);
    expect(menu[0].children?.map((i) => i.label)).toEqual(['Users']);
  });

  it('names every top-level section of the specification', () => {
    expect(MENU.map((i) => i.label)).toEqual([
      'Dashboard', 'Incidents', 'Training', 'Personnel', 'Admin', 'Competency admin', 'Reports', 'Integrations',
      'Webhooks', 'LMS imports', 'Competency extensions', 'Area status', 'Personnel status', 'Audit log',
    ]);
  });

  it('builds breadcrumbs from menu labels and readable segments', () => {
    expect(crumbs('/system/webhooks')).toEqual([
      { path: '/system', label: 'System' },
      { path: '/system/webhooks', label: 'Webhooks' },
    ]);
    expect(crumbs('/personnel/rt/personnel-list').map((c) => c.label)).toEqual(['Personnel']);
    expect(crumbs('/system/api/api-keys').map((c) => c.label)).toEqual(['System', 'API', 'API keys']);
    expect(crumbs('/training-planner/rt/details/7/joininginstruction/3').map((c) => c.label)).toEqual(['Training planner', 'Details', '7', 'Joining instructions', '3']);
    expect(crumbs('/training-planner/rt/details/7/confirmation/fdo/3').map((c) => c.label).slice(3)).toEqual(['Confirmation', 'FDO', '3']);
  });
});
