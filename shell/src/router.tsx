import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { setRedirect, useT } from '@firecrest/portal-kit';
import { ProgressBar } from './layout/progress-bar';
import { SessionGate } from './auth/session-gate';
import { RemoteArea } from './remotes/remote-area';
import { AREAS } from './remotes/federation';
import { SignInPage } from './sign-in/sign-in-page';
import { DEMO_ROUTES } from './pages/demos/routes';

/**
 * A route whose component is loaded when the route is first opened (a chunk of its own): the portal's first load
 * carries only the page it opens.
 */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/** Shown while the first page's lazy route loads, named in the language in force when it shows. */
function HydrateFallback() {
  const { t } = useT('shell');
  return <div role="progressbar" aria-label={t('common:loading')} />;
}

function Root() {
  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    // Shown while the first page's lazy route loads; without one React Router warns on every full page load.
    hydrateFallbackElement: <HydrateFallback />,
    children: [
      { path: 'login', element: <SignInPage /> },
      { path: 'logout', lazy: page(() => import('./pages/logout'), 'LogoutPage') },
      { path: 'privacy-policy', lazy: page(() => import('./pages/privacy-policy'), 'PrivacyPolicyPage') },
      { path: 'account-disabled', lazy: page(() => import('./pages/account-disabled'), 'AccountDisabledPage') },
      { path: 'error403', lazy: page(() => import('./pages/error403'), 'Error403Page') },
      { path: 'forgotpasswordemailsend', lazy: page(() => import('./pages/forgot-password'), 'ForgotPasswordPage') },
      { path: 'resetpassword', lazy: page(() => import('./pages/reset-password'), 'ResetPasswordPage') },
      { path: 'associate', lazy: page(() => import('./pages/associate'), 'AssociatePage') },
      // Its own guard: it loads the session the sign-in by redirect has just made.
      { path: 'authorize', lazy: page(() => import('./pages/authorize'), 'AuthorizePage') },
      { path: 'gartan-login', lazy: page(() => import('./pages/gartan-login'), 'GartanLoginPage') },
      { path: 'confirmEmail', lazy: page(() => import('./pages/confirm-email'), 'ConfirmEmailPage') },
      // The root and unknown paths redirect to entry (spec §2.2), which opens the signed-in user's landing page.
      { index: true, element: <Navigate to="/entry" replace /> },
      { element: <SessionGate />, children: [{ path: 'entry', lazy: page(() => import('./pages/entry'), 'EntryPage') }] },
      { element: <SessionGate allowPendingPasswordChange />, children: [{ path: 'update-password', lazy: page(() => import('./pages/update-password'), 'UpdatePasswordPage') }] },
      {
        element: <SessionGate />,
        children: [
          { path: 'system/api/documentation/*', element: <RemoteArea remote="mf_system" area="api-documentation" title="area.apiDocumentation" /> },
        ],
      },
      {
        element: <SessionGate />,
        children: [
          {
            lazy: page(() => import('./layout/app-layout'), 'AppLayout'),
            children: [
              { path: 'dashboard', lazy: page(() => import('./pages/dashboard'), 'DashboardPage') },
              { path: 'profile', lazy: page(() => import('./pages/profile'), 'ProfilePage') },
              { path: 'home', element: <Navigate to="/dashboard" replace /> },
              { path: 'not-found', lazy: page(() => import('./pages/status-pages'), 'NotFoundPage') },
              ...DEMO_ROUTES,
              ...AREAS.map((a) => ({ path: `${a.prefix}/*`, element: <RemoteArea key={a.prefix} remote={a.remote} area={a.prefix} title={a.title} /> })),
              // Unknown paths go to the entry page (spec §2.2).
              { path: '*', element: <Navigate to="/entry" replace /> },
            ],
          },
        ],
      },
    ],
  },
]);

setRedirect((path) => void router.navigate(path));
