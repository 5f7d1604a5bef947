import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';
import { api, problemMessage } from '@firecrest/portal-kit';

interface Values {
  newPassword: string;
  confirm: string;
}

/** `resetpassword` (spec §2.2): set a new password with the token of the e-mailed link (it works once). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ newPassword }: Values) => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/auth/reset-password', { token, newPassword });
      setDone(true);
    } catch (e) {
      setError(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <Result status="warning" title="No reset link" subTitle="Open the link from your password reset e-mail, or ask for a new one."
        extra={<Link to="/forgotpasswordemailsend"><Button type="primary">Ask for a reset link</Button></Link>} style={{ paddingTop: '20vh' }} />
    );
  }
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 420 }}>
        {done ? (
          <Result status="success" title="Password changed" subTitle="Sign in with your new password."
            extra={<Link to="/login"><Button type="primary">Sign in</Button></Link>} />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>Choose a new password</Typography.Title>
            {error && (
              <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert"
                action={<Link to="/forgotpasswordemailsend">New link</Link>} />
            )}
            <Form<Values> layout="vertical" onFinish={submit} disabled={busy} requiredMark={false}>
              <Form.Item label="New password" name="newPassword" extra={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`}
                rules={[
                  { required: true, message: 'Required' },
                  { min: PASSWORD_MIN_LENGTH, message: `At least ${PASSWORD_MIN_LENGTH} characters` },
                  { pattern: /^(?=.*[A-Za-z])(?=.*[0-9])/, message: 'Use at least one letter and one digit' },
                ]}>
                <Input.Password autoComplete="new-password" autoFocus />
              </Form.Item>
              <Form.Item label="Confirm new password" name="confirm" dependencies={['newPassword']}
                rules={[
                  { required: true, message: 'Required' },
                  ({ getFieldValue }) => ({
                    validator: (_, value) => (!value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error("Passwords don't match"))),
                  }),
                ]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>Set new password</Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
