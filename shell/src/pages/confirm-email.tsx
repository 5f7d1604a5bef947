import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { api, problemMessage } from '@firecrest/portal-kit';

/** `confirmEmail` (spec §2.2): confirms a changed e-mail address from the link sent to it (works once). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ email?: string; error?: string } | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api
      .post<{ email: string }>('/api/auth/confirm-email', { token: params.get('token') ?? '' })
      .then(({ data }) => setOutcome({ email: data.email }))
      .catch((e: unknown) => setOutcome({ error: problemMessage(e) }));
  }, [params]);
  if (!outcome) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  return outcome.email ? (
    <Result status="success" title="E-mail address confirmed" subTitle={`Your account's e-mail address is now ${outcome.email}.`}
      extra={<Link to="/entry"><Button type="primary">Continue</Button></Link>} style={{ paddingTop: '20vh' }} />
  ) : (
    <Result status="warning" title="Unable to confirm" subTitle={outcome.error}
      extra={<Link to="/profile"><Button type="primary">My profile</Button></Link>} style={{ paddingTop: '20vh' }} />
  );
}
