import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem } from '../shell/src/menu';
import { menuPages, pageCalls, uniqueUrl } from './portal-pages';

const leafPaths = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.path ? [i.path] : []), ...leafPaths(i.children ?? [])]);

describe('the portal benchmark covers every page of the side menu', () => {
  it('visits every path the menu points at, groups opened, each once', () => {
    const visited = menuPages().map((p) => p.path);
    expect(new Set(visited).size).toBe(visited.length);
    expect([...visited].sort()).toEqual([...new Set(leafPaths(MENU))].sort());
    // Pages in the menu the issue names are among them.
    expect(visited).toEqual(expect.arrayContaining(['/dashboard', '/personnel/rt/personnel-list', '/training-planner/rt/list', '/competency-status/location']));
  });

  it('a page added to the menu is visited', () => {
    const menu: MenuItem[] = [...MENU, { key: 'new', label: 'menu.new', children: [{ key: 'new-page', label: 'menu.newPage', path: '/new/page' }] }];
    expect(menuPages(menu).at(-1)).toEqual({ key: 'new-page', path: '/new/page' });
  });

  it("lists the shell's calls once and each page's own calls under it", () => {
    const recorded = new Map([
      ['/a', ['/api/auth/me', '/api/a?x=1', '/api/a?x=1']],
      ['/b', ['/api/auth/me', '/api/b']],
      ['/c', ['/api/auth/me']],
    ]);
    expect(pageCalls(recorded)).toEqual([
      { page: 'shell', url: '/api/auth/me' },
      { page: '/a', url: '/api/a?x=1' },
      { page: '/b', url: '/api/b' },
    ]);
  });

  it('makes a call unique with a parameter of its own', () => {
    expect(uniqueUrl('/api/a?x=1', 7)).toBe('/api/a?x=1&benchCall=7');
    expect(uniqueUrl('/api/a', 7)).toBe('/api/a?benchCall=7');
  });
});
