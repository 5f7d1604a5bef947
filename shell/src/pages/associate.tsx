import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Space, Spin, Typography } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@firecrest/contracts';
import { api, errorOf, problemMessage, read, useSave, useSession, useT } from '@firecrest/portal-kit';
import { landingPathOf } from './entry';

const ASSOCIATION = '/api/auth/oidc/association';

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
  const waiting = useQuery(read<Waiting>(ASSOCIATION));
  const waitingError = errorOf(waiting);
  const [error, setError] = useState<string | null>(null);
  const link = useSave({
    save: (values: { username: string; password: string }) => api.post<{ user: SessionUser; returnUrl?: string }>(ASSOCIATION, values),
    onSaved: ({ data }) => {
      useSession.setState({ user: data.user, status: 'signedIn' });
      const target = data.returnUrl || landingPathOf(data.user);
      navigate(data.user.mustChangePassword ? `/update-password?returnUrl=${encodeURIComponent(target)}` : target, { replace: true });
    },
    // A refusal (a wrong password) is said above the form.
    onFailed: (e) => (setError(problemMessage(e)), true),
  });
  // Whatever the answer, the identity waits no longer here.
  const cancel = useSave({ save: () => api.delete(ASSOCIATION).catch(() => undefined), onSaved: () => navigate('/login', { replace: true }) });
  const submit = (values: { username: string; password: string }) => {
    setError(null);
    link.mutate(values);
  };

  if (waiting.isFetching) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  if (!waiting.data) {
    return (
      <Result status="warning" title={t('associate.nothing')} subTitle={waitingError ?? t('associate.nothingDetail')}
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
        <Form layout="vertical" onFinish={submit} disabled={link.isPending} requiredMark={false}>
          <Form.Item label={t('associate.username')} name="username" rules={[{ required: true, message: t('common:required') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t('signIn.password')} name="password" rules={[{ required: true, message: t('common:required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={link.isPending}>{t('associate.link')}</Button>
            <Button onClick={() => cancel.mutate()}>{t('common:cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
