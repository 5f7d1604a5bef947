import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';
import { problemMessage, useSave, useSession, useT } from '@firecrest/portal-kit';
import { localReturnUrl } from '../auth/return-url';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Change password: required at first sign-in and when it has expired; available any time from the user menu. */
export function UpdatePasswordPage() {
  const { t } = useT('shell');
  const { user, changePassword } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const change = useSave({
    save: ({ currentPassword, newPassword }: Values) => changePassword(currentPassword, newPassword),
    saved: t('password.changed'),
    onSaved: () => navigate(localReturnUrl(params.get('returnUrl'), '/dashboard'), { replace: true }),
    // Said above the form.
    onFailed: (e) => (setError(problemMessage(e)), true),
  });
  if (!user) return <Navigate to="/login" replace />;

  const submit = (values: Values) => {
    setError(null);
    change.mutate(values);
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 420 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>{t('password.changeTitle')}</Typography.Title>
        {user.mustChangePassword && (
          <Alert type="warning" showIcon title={t('password.expired')} style={{ marginBottom: 16 }} />
        )}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form<Values> layout="vertical" onFinish={submit} disabled={change.isPending} requiredMark={false}>
          <Form.Item label={t('password.current')} name="currentPassword" rules={[{ required: true, message: t('common:required') }]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item
            label={t('password.new')}
            name="newPassword"
            extra={t('password.rules', { min: PASSWORD_MIN_LENGTH })}
            rules={[
              { required: true, message: t('common:required') },
              { min: PASSWORD_MIN_LENGTH, message: t('password.minRule', { min: PASSWORD_MIN_LENGTH }) },
              { pattern: /^(?=.*[A-Za-z])(?=.*[0-9])/, message: t('password.patternRule') },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('password.confirm')}
            name="confirm"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('common:required') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={change.isPending}>{t('password.change')}</Button>
        </Form>
      </Card>
    </div>
  );
}
