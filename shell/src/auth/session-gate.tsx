import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession, useT } from '@firecrest/portal-kit';
import { ServerDownPage } from '../pages/status-pages';

/** Guards every signed-in route: waits for the session, and sends the user where they must go first. */
export function SessionGate({ allowPendingPasswordChange = false }: { allowPendingPasswordChange?: boolean }) {
  // The bootstrap asked who is signed in before the first render (shell/src/bootstrap.tsx).
  const { status, user, load } = useSession();
  const { t } = useT('shell');
  const location = useLocation();

  if (status === 'unknown' || status === 'loading') return <Spin size="large" aria-label={t('common:loading')} style={{ display: 'block', margin: '30vh auto' }} />;
  if (status === 'serverDown') return <ServerDownPage onRetry={() => void load()} />;
  const here = `${location.pathname}${location.search}`;
  if (!user) return <Navigate to={`/login?returnUrl=${encodeURIComponent(here)}`} replace />;
  if (user.mustChangePassword && !allowPendingPasswordChange) {
    return <Navigate to={`/update-password?returnUrl=${encodeURIComponent(here)}`} replace />;
  }
  return <Outlet />;
}
