import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@firecrest/contracts';
import { api, i18n, problemCode, problemMessage, useSession, useT } from '@firecrest/portal-kit';
import { landingPathOf } from './entry';
import { localReturnUrl } from '../auth/return-url';

/** `gartan-login` (spec §2.2; docs/sign-in.md): the roster system hands a signed, single-use token over in the link. */
export function GartanLoginPage() {
  const { t } = useT('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once only (the token works once, and development mode runs effects twice).
    if (sent.current) return;
    sent.current = true;
    const token = params.get('token') ?? '';
    const returnUrl = params.get('returnUrl');
    api
      .post<{ user: SessionUser }>('/api/auth/gartan-login', { token })
      .then(({ data }) => {
        useSession.setState({ user: data.user, status: 'signedIn' });
        const target = localReturnUrl(returnUrl, landingPathOf(data.user));
        navigate(data.user.mustChangePassword ? `/update-password?returnUrl=${encodeURIComponent(target)}` : target, { replace: true });
      })
      .catch((e: unknown) => {
        const code = problemCode(e);
        if (code === 'accountDisabled') navigate('/account-disabled', { replace: true });
        else if (code === 'accountLocked') navigate('/account-disabled?reason=locked', { replace: true });
        // A link cut short or altered on its way (the server refuses its token's form); said without the token's rules.
        else setError(problemCode(e) === 'validation' ? i18n.t('shell:gartan.incomplete') : problemMessage(e));
      });
  }, [params, navigate]);

  if (!error) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  return (
    <Result status="error" title={t('gartan.failed')} subTitle={error}
      extra={<Link to="/login"><Button type="primary">{t('gartan.otherWay')}</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}
