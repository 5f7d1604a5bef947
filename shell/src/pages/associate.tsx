import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@firecrest/contracts';
import { api, problemMessage, useFetched, useSession } from '@firecrest/portal-kit';
import { landingPathOf } from './entry';

interface Waiting {
  provider: string;
  providerName: string;
  name: string;
  email: string;
}

/**
 * `associate` (spec §2.2, §2.8): the first sign-in of an identity no user is linked to. The user links it to their
 * local account by proving its password, or is told to ask an administrator to link it.
 */
export function AssociatePage() {
  const navigate = useNavigate();
  const waiting = useFetched<Waiting>('/api/auth/oidc/association');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<{ user: SessionUser; returnUrl?: string }>('/api/auth/oidc/association', values);
      useSession.setState({ user: data.user, status: 'signedIn' });
      const target = data.returnUrl || landingPathOf(data.user);
      navigate(data.user.mustChangePassword ? `/update-password?returnUrl=${encodeURIComponent(target)}` : target, { replace: true });
    } catch (e) {
      setError(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    await api.delete('/api/auth/oidc/association').catch(() => undefined);
    navigate('/login', { replace: true });
  };

  if (waiting.loading) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  if (!waiting.data) {
    return (
      <Result status="warning" title="Nothing to link" subTitle={waiting.error ?? 'No sign-in is waiting to be linked, or it has expired. Sign in again.'}
        extra={<Link to="/login"><Button type="primary">Back to sign in</Button></Link>} style={{ paddingTop: '20vh' }} />
    );
  }
  const who = [waiting.data.name, waiting.data.email].filter(Boolean).join(' · ');
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 440 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>Link your account</Typography.Title>
        <Typography.Paragraph>
          You signed in with {waiting.data.providerName}{who ? ` as ${who}` : ''}, but no Firecrest account is linked to it yet.
          If you have a Firecrest username and password, enter them once to link this sign-in to your account.
        </Typography.Paragraph>
        <Alert type="info" showIcon style={{ marginBottom: 16 }}
          title="No Firecrest account? This sign-in cannot be used until an administrator links it to your user. Contact your administrator." />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
          <Form.Item label="Firecrest username" name="username" rules={[{ required: true, message: 'Required' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Required' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>Link and sign in</Button>
            <Button onClick={() => void cancel()}>Cancel</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
