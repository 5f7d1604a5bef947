import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router';
import { api, problemMessage, useSave, useT } from '@firecrest/portal-kit';

/** `forgotpasswordemailsend` (spec §2.2, §2.8): ask for a reset link by e-mail; the answer never says whether the address is known. */
export function ForgotPasswordPage() {
  const { t } = useT('shell');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useSave({
    save: ({ email }: { email: string }) => api.post('/api/auth/forgot-password', { email: email.trim() }),
    onSaved: () => setSent(true),
    // Said above the form.
    onFailed: (e) => (setError(problemMessage(e)), true),
  });
  const submit = (values: { email: string }) => {
    setError(null);
    send.mutate(values);
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 420 }}>
        {sent ? (
          <Result status="success" title={t('password.checkEmail')}
            subTitle={t('password.checkEmailDetail')}
            extra={<Link to="/login"><Button>{t('signIn.backToSignIn')}</Button></Link>} />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>{t('password.forgottenTitle')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('password.forgottenIntro')}</Typography.Paragraph>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
            <Form layout="vertical" onFinish={submit} disabled={send.isPending} requiredMark={false}>
              <Form.Item label={t('password.email')} name="email" rules={[{ required: true, message: t('common:required') }, { type: 'email', message: t('password.emailRule') }]}>
                <Input prefix={<MailOutlined />} autoComplete="email" autoFocus />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={send.isPending}>{t('password.sendLink')}</Button>
            </Form>
            <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}><Link to="/login">{t('signIn.backToSignIn')}</Link></Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  );
}
