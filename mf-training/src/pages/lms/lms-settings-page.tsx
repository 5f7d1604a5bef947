import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { api, problemMessage, showDateTime, useFetched, useSession, useToast } from '@firecrest/portal-kit';
import { LMS_EMAIL_SOURCE_TYPE, LMS_SOURCE_TYPES, parseResultsEmail, RESULTS_EMAIL_ERROR, type LmsImportSettings } from '@firecrest/contracts';
import { PageTitle } from '../../lib/page-title';
import { LMS_SETTINGS } from './lms-api';

type Values = Omit<LmsImportSettings, 'id' | 'lastRunDate' | 'lastRunResult'>;

/** §2.9 `/training/lms/settings`: the scheduled source; port, SSL and results e-mail for the e-mail type, domain otherwise. */
export function LmsSettingsPage() {
  const { modal } = App.useApp();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { data, loading, error, reload } = useFetched<LmsImportSettings>(`${LMS_SETTINGS}/2`);
  // §6: create or edit shows Save (the service wants create for the first save and edit afterwards).
  const canSave = useSession((s) => s.can('LMS_IMPORTS', 'create') || s.can('LMS_IMPORTS', 'edit'));
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('type', form);
  const isEmail = type === LMS_EMAIL_SOURCE_TYPE;

  useEffect(() => {
    if (data) form.setFieldsValue({ ...data, type: data.type ?? undefined } as Values);
  }, [data, form]);

  async function save() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = {
        serverName: values.serverName,
        type: values.type,
        userName: values.userName ?? '',
        password: values.password ?? '',
        fileFolder: values.fileFolder ?? '',
        importType: 2,
        ...(isEmail ? { port: values.port ?? null, useSSL: Boolean(values.useSSL), resultsEmail: values.resultsEmail ?? '' } : { domain: values.domain ?? '' }),
      };
      const { data: saved } = await api.post<LmsImportSettings>(LMS_SETTINGS, body);
      form.setFieldsValue(saved as Values);
      toast.success('Settings saved');
      reload();
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle title="LMS import settings" back={{ to: '/training/lms', label: 'LMS imports' }} extra={canSave && <Button type="primary" loading={saving} onClick={save}>Save</Button>} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      {data?.lastRunDate && <Alert type={/failed|refused|could not|cannot/.test(data.lastRunResult ?? '') ? 'warning' : 'info'} showIcon style={{ marginBottom: 16 }} title={`Last run ${showDateTime(data.lastRunDate)}: ${data.lastRunResult}`} />}
      {loading && !data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" disabled={!canSave} initialValues={{ useSSL: true, importType: 2 }}>
          <Form.Item name="type" label="Type" rules={[{ required: true, message: 'Required' }]}>
            <Select aria-label="Type" options={LMS_SOURCE_TYPES.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
          <Form.Item name="serverName" label="Server name" rules={[{ required: true, whitespace: true, message: 'Required' }]} extra={isEmail ? undefined : 'host or host:port'}>
            <Input aria-label="Server name" />
          </Form.Item>
          {isEmail && (
            <>
              <Form.Item name="port" label="Port">
                <InputNumber aria-label="Port" min={1} max={65535} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="useSSL" valuePropName="checked">
                <Checkbox>Use SSL</Checkbox>
              </Form.Item>
            </>
          )}
          {!isEmail && (
            <Form.Item name="domain" label="Domain">
              <Input aria-label="Domain" />
            </Form.Item>
          )}
          <Form.Item name="userName" label="User name">
            <Input aria-label="User name" autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label="Password" extra="Stored encrypted; leave the mask to keep the stored password.">
            <Input.Password aria-label="Password" autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="fileFolder" label={isEmail ? 'Download to folder' : 'Folder'}>
            <Input aria-label="Folder" />
          </Form.Item>
          {isEmail && (
            <Form.Item
              name="resultsEmail"
              label="Results e-mail"
              extra="Comma-separated addresses"
              rules={[
                {
                  validator: async (_, value: string) => {
                    if (parseResultsEmail(value) !== null) return;
                    modal.error({ title: 'General error', content: RESULTS_EMAIL_ERROR });
                    throw new Error(RESULTS_EMAIL_ERROR);
                  },
                  validateTrigger: 'onSubmit',
                },
              ]}
            >
              <Input aria-label="Results e-mail" />
            </Form.Item>
          )}
        </Form>
      )}
    </div>
  );
}
