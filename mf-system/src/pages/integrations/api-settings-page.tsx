import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Select, Skeleton, Space, Switch, Typography } from 'antd';
import {
  AUTH_TYPES,
  ENDPOINT_URL_PATTERN,
  INTEGRATION_MODULES,
  type IntegrationSettings,
  type IntegrationSettingsBody,
  type IntegrationSystem,
} from '@firecrest/contracts';
import { api, problemMessage, showFieldErrors, useSession, useToast } from '@firecrest/portal-kit';

type Values = { authType: number; userName?: string; password?: string; endpointUrl: string; apiKey?: string; enabled: boolean };
const EMPTY: Values = { authType: 0, userName: '', password: '', endpointUrl: '', apiKey: '', enabled: false };
// The server answers admin-area §5's key (`validations.required`); a person reads what to do.
const ENDPOINT_URL_SENTENCE = 'Enter the endpoint URL, starting http:// or https://.';
const LABELS = { endpointUrl: 'the endpoint URL', userName: 'the username', apiKey: 'the API key', authType: 'the authentication type' };
const TITLES: Record<IntegrationSystem, string> = { availability: 'Availability API settings', roster: 'Roster API settings' };

/** admin-area §2.14, §4, §5: one external system's connection; secrets are write-only here. */
export function ApiSettingsPage({ system }: { system: IntegrationSystem }) {
  const toast = useToast();
  const can = useSession((s) => s.can);
  const module = INTEGRATION_MODULES[system].settings;
  const [form] = Form.useForm<Values>();
  const authType = Form.useWatch('authType', form) ?? 0;
  const [saved, setSaved] = useState<IntegrationSettings | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = `/api/system/integrations/${system}/settings`;

  const show = (s: IntegrationSettings) => {
    setSaved(s);
    form.setFieldsValue({ authType: s.authType, userName: s.userName ?? '', password: '', endpointUrl: s.endpointUrl, apiKey: '', enabled: s.enabled });
  };
  useEffect(() => {
    setLoading(true);
    api
      .get<IntegrationSettings>(url)
      .then(({ data }) => show(data))
      .catch((e) => setError(problemMessage(e)))
      .finally(() => setLoading(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const isNew = saved?.id == null;
  const canSave = can(module, isNew ? 'create' : 'edit');
  const canDelete = !isNew && can(module, 'delete');
  // Changing the authentication type clears the credentials (§4).
  const onValuesChange = (changed: Partial<Values>) => {
    if ('authType' in changed) form.setFieldsValue({ userName: '', password: '', apiKey: '' });
  };

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body: IntegrationSettingsBody = {
        authType: v.authType as IntegrationSettingsBody['authType'],
        endpointUrl: v.endpointUrl.trim(),
        enabled: v.enabled,
        userName: v.authType === 1 ? (v.userName ?? null) : null,
        password: v.authType === 1 && v.password ? v.password : null,
        apiKey: v.authType === 2 && v.apiKey ? v.apiKey : null,
      };
      await api.put<{ id: number }>(url, body);
      show((await api.get<IntegrationSettings>(url)).data);
      toast.success('Saved successfully');
    } catch (e) {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e, LABELS));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    try {
      await api.delete(`${url}/${saved!.id}`);
      setSaved(null);
      form.setFieldsValue(EMPTY);
      setSaved({ id: null, authType: 0, userName: null, hasPassword: false, endpointUrl: '', apiKey: null, enabled: false });
      toast.success('Settings deleted');
    } catch (e) {
      toast.error(problemMessage(e));
    }
  };

  if (loading) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={2}>{TITLES[system]}</Typography.Title>
      <Typography.Paragraph type="secondary">
        Where Firecrest sends employees' skills when they are refreshed. Passwords and API keys are stored encrypted and never shown again; leave them empty to keep the saved ones.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={EMPTY} onValuesChange={onValuesChange} disabled={!canSave}>
        <Form.Item name="authType" label="Authentication type" rules={[{ required: true, message: 'Choose how Firecrest signs in to the system.' }]}>
          <Select options={AUTH_TYPES.map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
        {authType === 1 && (
          <>
            <Form.Item name="userName" label="Username" rules={[{ required: true, whitespace: true, message: 'Enter the username.' }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              extra={saved?.hasPassword && saved.authType === 1 ? 'A password is saved; type a new one to replace it.' : undefined}
              rules={[{ required: !(saved?.hasPassword && saved.authType === 1), message: 'Enter the password.' }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="endpointUrl" label="Endpoint URL" rules={[{ required: true, whitespace: true, message: ENDPOINT_URL_SENTENCE }, { pattern: new RegExp(ENDPOINT_URL_PATTERN), message: ENDPOINT_URL_SENTENCE }]}>
          <Input placeholder="https://" />
        </Form.Item>
        {authType === 2 && (
          <Form.Item
            name="apiKey"
            label="API key"
            extra={saved?.apiKey && saved.authType === 2 ? `Saved key ${saved.apiKey}; type a new one to replace it.` : undefined}
            rules={[{ required: !(saved?.apiKey && saved.authType === 2), message: 'Enter the API key.' }]}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="enabled" label="Enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <Space>
        {canSave && <Button type="primary" loading={saving} onClick={() => void save()}>Save</Button>}
        {canDelete && (
          <Popconfirm title="Delete these settings?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
            <Button danger>Delete</Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}
