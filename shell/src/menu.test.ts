import { describe, expect, it } from 'vitest';
import { can, type PermissionMap } from '@firecrest/contracts';
import { i18n } from '@firecrest/portal-kit/i18n';
import './catalogue';
import { MENU, crumbs as crumbsIn, requiredModule, visibleMenu, type MenuItem } from './menu';

// The menu holds catalogue keys; these tests read it in English (the default) and, where said, in Welsh.
const en = (key: string) => i18n.t(key, { ns: 'shell', lng: 'en-GB' });
const label = (i: MenuItem) => en(i.label);
const crumbs = (pathname: string, names?: Record<string, string>) => crumbsIn(pathname, en, names);

describe('side menu', () => {
  it('shows only what the user may view, and hides empty groups', () => {
    const permissions: PermissionMap = { WEBHOOKS: ['view'], USERS: ['view'], REPORTS: [] };
    const menu = visibleMenu(MENU, (m) => can(permissions, m));
    expect(menu.map(label)).toEqual(['Admin', 'Webhooks']);
    expect(menu[0].children?.map(label)).toEqual(['Users']);
  });

  it('names every top-level section of the specification', () => {
    expect(MENU.map(label)).toEqual([
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

  it('names each entry for the screen it opens (issue 34: "API settings" opened Application bookmarks)', () => {
    const integrations = MENU.find((i) => i.key === 'integrations')!.children!;
    expect(en(integrations.find((i) => i.path === '/system/integrations/application-bookmarks')!.label)).toBe('Application bookmarks');
    expect(integrations.filter((i) => label(i) === 'API settings')).toEqual([]);
  });

  it("knows the right a screen needs from the menu entry it is or lies under, so a screen refused opens error403", () => {
    expect(requiredModule('/system/webhooks')).toBe('WEBHOOKS');
    expect(requiredModule('/system/webhooks/13/requests')).toBe('WEBHOOKS');
    expect(requiredModule('/system/log/errors')).toBe('SYSTEM');
    expect(requiredModule('/system/log/audit/')).toBe('AUDIT_LOG');
    expect(requiredModule('/personnel/rt/personnel-list/5/dashboard')).toBe('PERSONNEL');
    // An area's landing covers only itself; own API keys are open to every user; unnamed screens are not guarded here.
    expect(requiredModule('/system/messages')).toBeUndefined();
    expect(requiredModule('/system/api/api-keys')).toBeUndefined();
    expect(requiredModule('/profile')).toBeUndefined();
  });

  it("names a record by the name its screen gave it and a screen by its label, not by path segments (issue 34)", () => {
    const names = { '/personnel/rt/personnel-list/1502': 'Jane Smith', '/system/webhooks/13': 'Rota feed' };
    expect(crumbs('/personnel/rt/personnel-list/1502/dashboard/cpd-list', names).map((c) => c.label)).toEqual(['Personnel', 'Jane Smith', 'CPD']);
    expect(crumbs('/system/webhooks/13/requests', names).map((c) => c.label)).toEqual(['System', 'Webhooks', 'Rota feed', 'Requests']);
    expect(crumbs('/system/webhooks/0').map((c) => c.label)).toEqual(['System', 'Webhooks', 'New']);
  });

  it('reads the menu and breadcrumbs in Welsh from the same keys (issue 36)', () => {
    const cy = (key: string) => i18n.t(key, { ns: 'shell', lng: 'cy' });
    expect(MENU.slice(0, 3).map((i) => cy(i.label))).toEqual(['Dangosfwrdd', 'Digwyddiadau', 'Hyfforddiant']);
    expect(crumbsIn('/system/webhooks/0', cy).map((c) => c.label)).toEqual(['System', 'Bachau gwe', 'Newydd']);
  });
});
