import { useEffect } from 'react';
import { Spin } from 'antd';
import { Navigate, useSearchParams } from 'react-router';
import { useSession, useT } from '@firecrest/portal-kit';
import { landingPathOf } from './entry';
import { localReturnUrl } from '../auth/return-url';

/**
 * `authorize` (spec §2.2, its own guard): the gateway sends the browser here once a sign-in by redirect has made a
 * session; the page loads it and goes on to the page first asked for, or the user's landing page.
 */
export function AuthorizePage() {
  const { t } = useT('shell');
  const { status, user, load } = useSession();
  const [params] = useSearchParams();
  useEffect(() => {
    // Whatever the store knew before the redirect is stale: the session cookie is new.
    void load();
  }, [load]);
  if (status !== 'signedIn' && status !== 'signedOut' && status !== 'serverDown') return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  if (!user) return <Navigate to={`/login?ssoError=${encodeURIComponent(t('signIn.incomplete'))}`} replace />;
  const returnUrl = params.get('returnUrl');
  const target = localReturnUrl(returnUrl, landingPathOf(user));
  return <Navigate to={user.mustChangePassword ? `/update-password?returnUrl=${encodeURIComponent(target)}` : target} replace />;
}
