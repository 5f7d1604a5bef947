import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';
import { api, problemMessage, useSave, useT } from '@firecrest/portal-kit';

interface Values {
  newPassword: string;
  confirm: string;
}

/** `resetpassword` (spec §2.2): set a new password with the token of the e-mailed link (it works once). */
export function ResetPasswordPage() {
  const { t } = useT('shell');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useSave({
    save: ({ newPassword }: Values) => api.post('/api/auth/reset-password', { token, newPassword }),
    onSaved: () => setDone(true),
    // Said above the form.
    onFailed: (e) => (setError(problemMessage(e)), true),
  });
  const submit = (values: Values) => {
    setError(null);
    send.mutate(values);
  };

  if (!token) {
    return (
      <Result status="warning" title={t('password.noLink')} subTitle={t('password.noLinkDetail')}
        extra={<Link to="/forgotpasswordemailsend"><Button type="primary">{t('password.askLink')}</Button></Link>} style={{ paddingTop: '20vh' }} />
    );
  }
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Card style={{ width: 420 }}>
        {done ? (
          <Result status="success" title={t('password.changed')} subTitle={t('password.signInWithNew')}
            extra={<Link to="/login"><Button type="primary">{t('signIn.title')}</Button></Link>} />
        ) : (
          <>
            <Typography.Title level={3} style={{ marginTop: 0 }}>{t('password.chooseNew')}</Typography.Title>
            {error && (
              <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert"
                action={<Link to="/forgotpasswordemailsend">{t('password.newLink')}</Link>} />
            )}
            <Form<Values> layout="vertical" onFinish={submit} disabled={send.isPending} requiredMark={false}>
              <Form.Item label={t('password.new')} name="newPassword" extra={t('password.rules', { min: PASSWORD_MIN_LENGTH })}
                rules={[
                  { required: true, message: t('common:required') },
                  { min: PASSWORD_MIN_LENGTH, message: t('password.minRule', { min: PASSWORD_MIN_LENGTH }) },
                  { pattern: /^(?=.*[A-Za-z])(?=.*[0-9])/, message: t('password.patternRule') },
                ]}>
                <Input.Password autoComplete="new-password" autoFocus />
              </Form.Item>
              <Form.Item label={t('password.confirm')} name="confirm" dependencies={['newPassword']}
                rules={[
                  { required: true, message: t('common:required') },
                  ({ getFieldValue }) => ({
                    validator: (_, value) => (!value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
                  }),
                ]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={send.isPending}>{t('password.setNew')}</Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
