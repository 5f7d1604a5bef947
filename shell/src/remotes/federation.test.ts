import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, registerRemotes: vi.fn() }));

beforeEach(() => {
  vi.resetModules();
  loadRemote.mockReset();
});

const federation = () => import('./federation');

describe("loading an area's remote", () => {
  it('asks a remote once however many ask, and keeps its routes for an immediate render', async () => {
    const routes = { admin: [{ path: 'rt/roles' }] };
    loadRemote.mockResolvedValue({ routes });
    const { loadAreaRoutes, loadedAreaRoutes } = await federation();
    expect(loadedAreaRoutes('mf_system')).toBeNull();
    const [a, b] = await Promise.all([loadAreaRoutes('mf_system'), loadAreaRoutes('mf_system')]);
    expect(a).toBe(routes);
    expect(b).toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedAreaRoutes('mf_system')).toBe(routes);
  });

  it('asks again after a failed load', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ routes: { admin: [] } });
    const { loadAreaRoutes } = await federation();
    await expect(loadAreaRoutes('mf_system')).rejects.toThrow('offline');
    await expect(loadAreaRoutes('mf_system')).resolves.toEqual({ admin: [] });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('starts loading the remote that owns the opened address, and none for a page of the shell', async () => {
    loadRemote.mockResolvedValue({ routes: {} });
    const { preloadAreaOf } = await federation();
    preloadAreaOf('/dashboard');
    expect(loadRemote).not.toHaveBeenCalled();
    preloadAreaOf('/competency-status/location');
    expect(loadRemote).toHaveBeenCalledWith('mf_personnel/routes');
    preloadAreaOf('/admin/rt/roles');
    expect(loadRemote).toHaveBeenCalledWith('mf_system/routes');
  });

  it("starts loading the opened page's own chunk with its remote", async () => {
    const { lazyPage } = await import('@firecrest/portal-kit');
    const roles = vi.fn(() => Promise.resolve({ RolesPage: () => null }));
    const users = vi.fn(() => Promise.resolve({ UsersPage: () => null }));
    loadRemote.mockResolvedValue({ routes: { admin: [{ path: 'rt/roles', element: lazyPage(roles, 'RolesPage') }, { path: 'rt/users', element: lazyPage(users, 'UsersPage') }] } });
    const { preloadAreaOf } = await federation();
    await preloadAreaOf('/admin/rt/roles');
    expect(roles).toHaveBeenCalledTimes(1);
    expect(users).not.toHaveBeenCalled();
  });

  it('a preload that fails leaves no unhandled rejection and lets the area ask again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ routes: { training: [] } });
    const { preloadAreaOf, loadAreaRoutes } = await federation();
    preloadAreaOf('/training/rt/list');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadAreaRoutes('mf_training')).resolves.toEqual({ training: [] });
  });
});
