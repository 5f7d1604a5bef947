import { createRoot } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { notificationConfig, theme } from './theme';
import { useSession } from './session-store';

type Router = ReturnType<typeof createBrowserRouter>;

/** Mounts a router in the portal's theme and antd App (toasts per spec §9): the shell's root, or a remote's alone. */
export function renderPortal(router: Router) {
  createRoot(document.getElementById('root')!).render(
    <ConfigProvider theme={theme}>
      <App notification={notificationConfig}>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
}

/** Runs a remote on its own during development: its areas mounted at their prefixes, the session loaded. */
export function renderStandalone(areas: Record<string, RouteObject[]>) {
  void useSession.getState().load();
  renderPortal(createBrowserRouter(Object.entries(areas).map(([prefix, children]) => ({ path: `/${prefix}`, children }))));
}
