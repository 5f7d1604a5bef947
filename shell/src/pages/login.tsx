import { useState } from 'react';
import { Alert, Button, Card, Divider, Form, Input, Typography } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { problemMessage, useFetched, useSession } from '@firecrest/portal-kit';

/** Sign in; afterwards the user returns to the page first asked for (spec §9). */
export function LoginPage() {
  const login = useSession((s) => s.login);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A sign-in by redirect that failed comes back here with its reason.
  const [error, setError] = useState<string | null>(params.get('ssoError'));
  const providers = useFetched<{ data: { id: string; name: string }[] }>('/api/auth/oidc/providers').data?.data ?? [];
  const [busy, setBusy] = useState(false);
  const returnUrl = params.get('returnUrl');
  const target = returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/entry';

  const submit = async ({ username, password }: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      const user = await login(username, password);
      navigate(user.mustChangePassword ? `/update-password?returnUrl=${encodeURIComponent(target)}` : target, { replace: true });
    } catch (e) {
      setError(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1f1f1f, #5c1410)' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>Firecrest</Typography.Title>
        <Typography.Paragraph type="secondary">Training and competency management</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
          <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Required' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Required' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>Sign in</Button>
        </Form>
        {providers.length > 0 && (
          <>
            <Divider plain>or</Divider>
            {providers.map((p) => (
              <Button key={p.id} block style={{ marginBottom: 8 }} disabled={busy}
                href={`/api/auth/oidc/${encodeURIComponent(p.id)}/start${returnUrl ? `?returnUrl=${encodeURIComponent(target)}` : ''}`}>
                Continue with {p.name}
              </Button>
            ))}
          </>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
          <Link to="/forgotpasswordemailsend">Forgotten your password?</Link> Locked out? Contact your administrator. <Link to="/privacy-policy">Privacy policy</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
