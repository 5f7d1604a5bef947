import { createRoot } from 'react-dom/client';
import { App, ConfigProvider } from 'antd';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { motionlessTheme, notificationConfig, theme } from './theme';
import { usePrefersReducedMotion } from './reduced-motion';
import { useSession } from './session-store';
import { ANTD_LOCALES } from './i18n/antd-locale';
import { useLanguage } from './i18n/language-store';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The portal's frame: its query client (one cache for the shell and the remotes: TanStack Query is a shared
 * singleton), the theme, antd texts in the language in force (re-rendered when it changes) and antd App (toasts per
 * spec §9), without antd's animations for a person whose system asks for reduced motion. Component tests render
 * their screen in the same frame (portal-kit/testing).
 */
export function PortalFrame({ children }: { children: React.ReactNode }) {
  const language = useLanguage((s) => s.language);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={reducedMotion ? motionlessTheme : theme} locale={ANTD_LOCALES[language]}>
        <App notification={notificationConfig}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

function Portal({ router }: { router: Router }) {
  return (
    <PortalFrame>
      <RouterProvider router={router} />
    </PortalFrame>
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
