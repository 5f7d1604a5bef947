import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { setRedirect } from '@firecrest/portal-kit';
import { ProgressBar } from './layout/progress-bar';
import { AppLayout } from './layout/app-layout';
import { SessionGate } from './auth/session-gate';
import { RemoteArea } from './remotes/remote-area';
import type { RemoteName } from './remotes/federation';
import { LoginPage } from './pages/login';
import { LogoutPage } from './pages/logout';
import { UpdatePasswordPage } from './pages/update-password';
import { DashboardPage } from './pages/dashboard';
import { PrivacyPolicyPage } from './pages/privacy-policy';
import { NotFoundPage } from './pages/status-pages';
import { AccountDisabledPage } from './pages/account-disabled';
import { Error403Page } from './pages/error403';
import { EntryPage } from './pages/entry';
import { ForgotPasswordPage } from './pages/forgot-password';
import { ResetPasswordPage } from './pages/reset-password';
import { AssociatePage } from './pages/associate';
import { AuthorizePage } from './pages/authorize';
import { GartanLoginPage } from './pages/gartan-login';
import { ConfirmEmailPage } from './pages/confirm-email';
import { ProfilePage } from './pages/profile';

/** Which remote owns which top-level path (the route map of public-api-and-application.md §2.2–2.6). */
const AREAS: { prefix: string; remote: RemoteName; title: string }[] = [
  { prefix: 'system', remote: 'mf_system', title: 'System administration' },
  { prefix: 'admin', remote: 'mf_system', title: 'Administration' },
  { prefix: 'training', remote: 'mf_training', title: 'Training' },
  { prefix: 'training-planner', remote: 'mf_training', title: 'Training planner' },
  { prefix: 'training-content', remote: 'mf_training', title: 'Training content' },
  { prefix: 'training-resources', remote: 'mf_training', title: 'Training resources' },
  { prefix: 'competency', remote: 'mf_training', title: 'Competency setup' },
  { prefix: 'callout', remote: 'mf_training', title: 'Incidents' },
  { prefix: 'reporting', remote: 'mf_training', title: 'Reports' },
  { prefix: 'personnel', remote: 'mf_personnel', title: 'Personnel' },
  { prefix: 'competency-status', remote: 'mf_personnel', title: 'Competency status' },
];

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
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'account-disabled', element: <AccountDisabledPage /> },
      { path: 'error403', element: <Error403Page /> },
      { path: 'forgotpasswordemailsend', element: <ForgotPasswordPage /> },
      { path: 'resetpassword', element: <ResetPasswordPage /> },
      { path: 'associate', element: <AssociatePage /> },
      // Its own guard: it loads the session the sign-in by redirect has just made.
      { path: 'authorize', element: <AuthorizePage /> },
      { path: 'gartan-login', element: <GartanLoginPage /> },
      { path: 'confirmEmail', element: <ConfirmEmailPage /> },
      // The root and unknown paths redirect to entry (spec §2.2), which opens the signed-in user's landing page.
      { index: true, element: <Navigate to="/entry" replace /> },
      { element: <SessionGate />, children: [{ path: 'entry', element: <EntryPage /> }] },
      { element: <SessionGate allowPendingPasswordChange />, children: [{ path: 'update-password', element: <UpdatePasswordPage /> }] },
      {
        element: <SessionGate />,
        children: [
          { path: 'system/api/documentation/*', element: <RemoteArea remote="mf_system" area="api-documentation" title="REST API documentation" /> },
        ],
      },
      {
        element: <SessionGate />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'home', element: <Navigate to="/dashboard" replace /> },
              { path: 'not-found', element: <NotFoundPage /> },
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
