import { createRoot } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { notificationConfig, theme } from './theme';
import { useSession } from './session-store';
import { ANTD_LOCALES } from './i18n/antd-locale';
import { useLanguage } from './i18n/language-store';

type Router = ReturnType<typeof createBrowserRouter>;

/** The portal's theme, antd texts in the language in force (re-rendered when it changes) and antd App (toasts per spec §9). */
function Portal({ router }: { router: Router }) {
  const language = useLanguage((s) => s.language);
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      <App notification={notificationConfig}>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  );
}

/** Mounts a router in the portal's frame: the shell's root, or a remote's alone. */
export function renderPortal(router: Router) {
  createRoot(document.getElementById('root')!).render(<Portal router={router} />);
}

/** Runs a remote on its own during development: its areas mounted at their prefixes, the session loaded. */
export function renderStandalone(areas: Record<string, RouteObject[]>) {
  void useSession.getState().load();
  renderPortal(createBrowserRouter(Object.entries(areas).map(([prefix, children]) => ({ path: `/${prefix}`, children }))));
}
