import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Select, Skeleton, Space, Switch, Typography } from 'antd';
import {
  AUTH_TYPES,
  ENDPOINT_URL_PATTERN,
  INTEGRATION_MODULES,
  type IntegrationSettings,
  type IntegrationSettingsBody,
  type IntegrationSystem,
} from '@firecrest/contracts';
import { api, errorOf, problemMessage, read, showFieldErrors, useSave, useSession, useT, useToast } from '@firecrest/portal-kit';

type Values = { authType: number; userName?: string; password?: string; endpointUrl: string; apiKey?: string; enabled: boolean };
const EMPTY: Values = { authType: 0, userName: '', password: '', endpointUrl: '', apiKey: '', enabled: false };
const TITLES: Record<IntegrationSystem, string> = { availability: 'integration.availabilityTitle', roster: 'integration.rosterTitle' };
const AUTH_TYPE_KEYS: Record<number, string> = { 0: 'integration.authNone', 1: 'integration.authBasic', 2: 'integration.authApiKey' };

/** admin-area §2.14, §4, §5: one external system's connection; secrets are write-only here. */
export function ApiSettingsPage({ system }: { system: IntegrationSystem }) {
  const { t } = useT('system');
  // The server answers admin-area §5's key (`validations.required`); a person reads what to do.
  const ENDPOINT_URL_SENTENCE = t('integration.endpointHelp');
  const LABELS = { endpointUrl: t('integration.theEndpoint'), userName: t('integration.theUsername'), apiKey: t('integration.theApiKey'), authType: t('integration.theAuthType') };
  const toast = useToast();
  const can = useSession((s) => s.can);
  const module = INTEGRATION_MODULES[system].settings;
  const [form] = Form.useForm<Values>();
  const authType = Form.useWatch('authType', form) ?? 0;
  const url = `/api/system/integrations/${system}/settings`;
  const settings = useQuery(read<IntegrationSettings>(url));
  const saved = settings.data ?? null;
  const error = errorOf(settings);
  // The stored settings (asked again after a save or a delete) fill the form; secrets stay write-only.
  useEffect(() => {
    if (saved) form.setFieldsValue({ authType: saved.authType, userName: saved.userName ?? '', password: '', endpointUrl: saved.endpointUrl, apiKey: '', enabled: saved.enabled });
  }, [saved, form]);

  const isNew = saved?.id == null;
  const canSave = can(module, isNew ? 'create' : 'edit');
  const canDelete = !isNew && can(module, 'delete');
  // Changing the authentication type clears the credentials (§4).
  const onValuesChange = (changed: Partial<Values>) => {
    if ('authType' in changed) form.setFieldsValue({ userName: '', password: '', apiKey: '' });
  };

  const save = useSave({
    save: (body: IntegrationSettingsBody) => api.put<{ id: number }>(url, body),
    invalidates: [url],
    saved: t('webhook.savedShort'),
    onFailed: (e) => {
      if (!showFieldErrors(form, e)) toast.error(problemMessage(e, LABELS));
      return true;
    },
  });
  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    save.mutate({
      authType: v.authType as IntegrationSettingsBody['authType'],
      endpointUrl: v.endpointUrl.trim(),
      enabled: v.enabled,
      userName: v.authType === 1 ? (v.userName ?? null) : null,
      password: v.authType === 1 && v.password ? v.password : null,
      apiKey: v.authType === 2 && v.apiKey ? v.apiKey : null,
    });
  };
  const remove = useSave({ save: (id: number) => api.delete(`${url}/${id}`), invalidates: [url], saved: t('integration.deleted'), onSaved: () => form.setFieldsValue(EMPTY) });

  if (settings.isLoading) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={2}>{t(TITLES[system])}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('integration.intro')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={EMPTY} onValuesChange={onValuesChange} disabled={!canSave}>
        <Form.Item name="authType" label={t('integration.authType')} rules={[{ required: true, message: t('integration.chooseAuth') }]}>
          <Select options={AUTH_TYPES.map((a) => ({ value: a.id, label: t(AUTH_TYPE_KEYS[a.id]!) }))} />
        </Form.Item>
        {authType === 1 && (
          <>
            <Form.Item name="userName" label={t('integration.username')} rules={[{ required: true, whitespace: true, message: t('integration.enterUsername') }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('integration.password')}
              extra={saved?.hasPassword && saved.authType === 1 ? t('integration.passwordSaved') : undefined}
              rules={[{ required: !(saved?.hasPassword && saved.authType === 1), message: t('integration.enterPassword') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="endpointUrl" label={t('integration.endpoint')} rules={[{ required: true, whitespace: true, message: ENDPOINT_URL_SENTENCE }, { pattern: new RegExp(ENDPOINT_URL_PATTERN), message: ENDPOINT_URL_SENTENCE }]}>
          <Input placeholder={t('integration.urlStart')} />
        </Form.Item>
        {authType === 2 && (
          <Form.Item
            name="apiKey"
            label={t('apiKeys.key')}
            extra={saved?.apiKey && saved.authType === 2 ? t('integration.keySaved', { key: saved.apiKey }) : undefined}
            rules={[{ required: !(saved?.apiKey && saved.authType === 2), message: t('integration.enterApiKey') }]}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="enabled" label={t('integration.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <Space>
        {canSave && <Button type="primary" loading={save.isPending} onClick={() => void submit()}>{t('common:save')}</Button>}
        {canDelete && (
          <Popconfirm title={t('integration.confirmDelete')} okText={t('common:delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(saved!.id!)}>
            <Button danger>{t('common:delete')}</Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
}
