import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { api, i18n, problemCode, problemMessage, useSave, useT } from '@firecrest/portal-kit';

/** `confirmEmail` (spec §2.2): confirms a changed e-mail address from the link sent to it (works once). */
export function ConfirmEmailPage() {
  const { t } = useT('shell');
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ email?: string; error?: string } | null>(null);
  const confirm = useSave({
    save: (token: string) => api.post<{ email: string }>('/api/auth/confirm-email', { token }),
    invalidates: ['/api/auth/profile'],
    onSaved: ({ data }) => setOutcome({ email: data.email }),
    onFailed: (e) => {
      // A link cut short or altered on its way (the server refuses its token's form); said without the token's rules.
      setOutcome({ error: problemCode(e) === 'validation' ? i18n.t('shell:confirmEmail.incomplete') : problemMessage(e) });
      return true;
    },
  });
  // Sent once, on arrival (the link works once).
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(params.get('token') ?? '');
  }, [params, confirm]);
  if (!outcome) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  return outcome.email ? (
    <Result status="success" title={t('confirmEmail.confirmed')} subTitle={t('confirmEmail.confirmedDetail', { email: outcome.email })}
      extra={<Link to="/entry"><Button type="primary">{t('common:continue')}</Button></Link>} style={{ paddingTop: '20vh' }} />
  ) : (
    <Result status="warning" title={t('confirmEmail.failed')} subTitle={outcome.error}
      extra={<Link to="/profile"><Button type="primary">{t('profile.title')}</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}
