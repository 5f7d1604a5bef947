// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { lazyPage, lazyScreen, preloadRouteScreens } from '../src/lazy-page';

afterEach(cleanup);

const pageModule = (text: string) => ({ Page: ({ label = '' }: { label?: string }) => <p>{`${text}${label}`}</p> });

describe('a lazy screen', () => {
  it('shows a skeleton, then the screen, when it is rendered before its chunk is loaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve(pageModule('Roles')), 'Page');
    const { container } = render(<Screen label=" list" />);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('Roles list')).toBeTruthy();
  });

  it('renders at once, without the skeleton, once preloaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve(pageModule('Users')), 'Page') as ReturnType<typeof lazyScreen> & { preload(): Promise<unknown> };
    await Screen.preload();
    const { container } = render(<Screen />);
    expect(screen.getByText('Users')).toBeTruthy();
    expect(container.querySelector('.ant-skeleton')).toBeNull();
  });
});

describe('preloading the screens of an address', () => {
  it("loads the chunks of the screens the address shows, and no other route's", async () => {
    const roles = vi.fn(() => Promise.resolve(pageModule('Roles')));
    const users = vi.fn(() => Promise.resolve(pageModule('Users')));
    const routes: RouteObject[] = [
      { path: 'rt/roles', element: lazyPage(roles, 'Page') },
      { path: 'rt/users/user/:id', element: lazyPage(users, 'Page') },
      { path: 'rt/plain', element: <p>plain</p> },
    ];
    await preloadRouteScreens(routes, '/rt/users/user/7');
    expect(users).toHaveBeenCalledTimes(1);
    expect(roles).not.toHaveBeenCalled();
    await expect(preloadRouteScreens(routes, '/rt/plain')).resolves.toBeDefined();
    await expect(preloadRouteScreens(routes, '/rt/unknown')).resolves.toEqual([]);
    expect(roles).not.toHaveBeenCalled();
  });
});
