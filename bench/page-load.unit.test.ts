import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem } from '../shell/src/menu';
import { median, misses, pageLoadTable, pagesToLoad, type PageLoad } from './page-load-report';

const leafPaths = (items: MenuItem[]): string[] => items.flatMap((i) => [...(i.path ? [i.path] : []), ...leafPaths(i.children ?? [])]);
const load = (path: string, coldMs: number, warmMs: number, kB: number): PageLoad => ({ path, coldMs, warmMs, jsBytes: kB * 1024, jsFiles: 9 });

describe('the page-load benchmark', () => {
  it('times every page the side menu points at, each once', () => {
    const timed = pagesToLoad().map((p) => p.path);
    expect(new Set(timed).size).toBe(timed.length);
    expect([...timed].sort()).toEqual([...new Set(leafPaths(MENU))].sort());
    expect(timed).toEqual(expect.arrayContaining(['/dashboard', '/personnel/rt/personnel-list', '/training-planner/rt/list', '/competency-status/location']));
  });

  it('flags each target a page misses, and only those', () => {
    expect(misses(load('/a', 1499, 999, 349))).toEqual([]);
    expect(misses(load('/a', 1500, 1000, 350))).toEqual(['cold over 1500 ms', 'warm over 1000 ms', 'JS over 350 kB']);
    expect(misses({ ...load('/a', 0, 0, 0), error: 'Timeout' })).toEqual(['content not seen: Timeout']);
  });

  it('prints a line per page and says whether every target was met', () => {
    const table = pageLoadTable([load('/fast', 800, 300, 200), load('/slow', 2100, 400, 500)]);
    expect(table.split('\n').find((l) => l.startsWith('/fast'))).not.toContain('MISS');
    expect(table.split('\n').find((l) => l.startsWith('/slow'))).toContain('MISS: cold over 1500 ms, JS over 350 kB');
    expect(table).toContain('1 of 2 pages miss a target');
    expect(pageLoadTable([load('/fast', 800, 300, 200)])).toContain('every target met on all 1 pages');
  });

  it('takes the middle figure of the runs', () => {
    expect(median([900, 300, 500])).toBe(500);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
