import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router';
import { api, problemMessage } from '@firecrest/portal-kit';

/** `forgotpasswordemailsend` (spec §2.2, §2.8): ask for a reset link by e-mail; the answer never says whether the address is known. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/auth/forgot-password', { email: email.trim() });
      setSent(true);
    } catch (e) {
      setError(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 420 }}>
        {sent ? (
          <Result status="success" title="Check your e-mail"
            subTitle="If an account has this e-mail address, a link to reset its password is on its way. The link works once and expires soon."
            extra={<Link to="/login"><Button>Back to sign in</Button></Link>} />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>Forgotten your password?</Typography.Title>
            <Typography.Paragraph type="secondary">Enter the e-mail address of your account and we will send you a link to choose a new password.</Typography.Paragraph>
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
            <Form layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
              <Form.Item label="E-mail address" name="email" rules={[{ required: true, message: 'Required' }, { type: 'email', message: 'Enter a valid e-mail address' }]}>
                <Input prefix={<MailOutlined />} autoComplete="email" autoFocus />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>Send reset link</Button>
            </Form>
            <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}><Link to="/login">Back to sign in</Link></Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  );
}
