import { describe, expect, it } from 'vitest';
import { withQueryChanges } from '../src/query-params';

describe('withQueryChanges', () => {
  it('sets, repeats and removes parameters and keeps the others', () => {
    const base = new URLSearchParams('q=smith&page=3&locationIds=1&locationIds=2');
    const next = withQueryChanges(base, { page: null, toDate: '2026-05-01', locationIds: ['7'], q: '' });
    expect(next.toString()).toBe('toDate=2026-05-01&locationIds=7');
    expect(base.toString()).toBe('q=smith&page=3&locationIds=1&locationIds=2');
  });

  it('builds two changes made one after the other on each other (two date fields filled at once)', () => {
    const first = withQueryChanges(new URLSearchParams(), { fromDate: '2026-05-02', page: null });
    const second = withQueryChanges(first, { toDate: '2026-05-01', page: null });
    expect(Object.fromEntries(second)).toEqual({ fromDate: '2026-05-02', toDate: '2026-05-01' });
  });
});
