import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { api, problemCode, problemMessage } from '@firecrest/portal-kit';

/** A link cut short or altered on its way (the server refuses its token's form); said without the token's rules. */
const INCOMPLETE_LINK = 'This confirmation link is incomplete. Open the link in the e-mail again, or change the address on your profile to get a new one.';

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
      .catch((e: unknown) => setOutcome({ error: problemCode(e) === 'validation' ? INCOMPLETE_LINK : problemMessage(e) }));
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
