// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderScreen } from '../testing';
import { useQueryParams, type QueryChanges } from '../src/query-params';

let change: (changes: QueryChanges) => void = () => {};

function Probe() {
  const [, set] = useQueryParams();
  change = set;
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search} ${location.key}`}</output>;
}

const shown = () => screen.getByLabelText('location').textContent!.split(' ');

describe('a screen keeping its state in the address (useQueryParams)', () => {
  it('changes the address in place of its entry, and not at all when nothing changes', () => {
    const { router } = renderScreen(<Probe />, { path: '/admin/rt/users?orderBy=name' });
    const [address, key] = shown();
    expect(address).toBe('/admin/rt/users?orderBy=name');
    // what the users list's search writes once after it mounts: the same empty text
    act(() => change({ q: null, page: null, orderBy: 'name' }));
    expect(shown()).toEqual([address, key]);
    act(() => change({ q: 'smith' }));
    expect(shown()[0]).toBe('/admin/rt/users?orderBy=name&q=smith');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
