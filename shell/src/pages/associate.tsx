import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@firecrest/contracts';
import { api, problemMessage, useFetched, useSession, useT } from '@firecrest/portal-kit';
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
  const { t } = useT('shell');
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
      <Result status="warning" title={t('associate.nothing')} subTitle={waiting.error ?? t('associate.nothingDetail')}
        extra={<Link to="/login"><Button type="primary">{t('signIn.backToSignIn')}</Button></Link>} style={{ paddingTop: '20vh' }} />
    );
  }
  const who = [waiting.data.name, waiting.data.email].filter(Boolean).join(' · ');
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 440 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{t('associate.title')}</Typography.Title>
        <Typography.Paragraph>
          {who ? t('associate.introAs', { provider: waiting.data.providerName, who }) : t('associate.intro', { provider: waiting.data.providerName })}
        </Typography.Paragraph>
        <Alert type="info" showIcon style={{ marginBottom: 16 }}
          title={t('associate.noAccount')} />
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
          <Form.Item label={t('associate.username')} name="username" rules={[{ required: true, message: t('common:required') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t('signIn.password')} name="password" rules={[{ required: true, message: t('common:required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>{t('associate.link')}</Button>
            <Button onClick={() => void cancel()}>{t('common:cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
