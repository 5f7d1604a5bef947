import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { api, errorOf, read, showDateTime, useCrumbName, useSave, useSession, useT } from '@firecrest/portal-kit';
import { LMS_EMAIL_SOURCE_TYPE, LMS_SOURCE_TYPES, parseResultsEmail, type LmsImportSettings } from '@firecrest/contracts';
import { PageTitle } from '../../lib/page-title';
import { LMS_SETTINGS } from './lms-api';

type Values = Omit<LmsImportSettings, 'id' | 'lastRunDate' | 'lastRunResult'>;

/** The catalogue's name of each source type (by the contracts' id). */
const SOURCE_TYPE_KEYS: Record<number, string> = { 1: 'settings.typeSftp', 3: 'settings.typeEmail' };

/** §2.9 `/training/lms/settings`: the scheduled source; port, SSL and results e-mail for the e-mail type, domain otherwise. */
export function LmsSettingsPage() {
  const { t } = useT('lms');
  useCrumbName('/training/lms/settings', t('list.settings'));
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useQuery(read<LmsImportSettings>(`${LMS_SETTINGS}/2`));
  const { data } = settings;
  const error = errorOf(settings);
  // §6: create or edit shows Save (the service wants create for the first save and edit afterwards).
  const canSave = useSession((s) => s.can('LMS_IMPORTS', 'create') || s.can('LMS_IMPORTS', 'edit'));
  const type = Form.useWatch('type', form);
  const isEmail = type === LMS_EMAIL_SOURCE_TYPE;

  useEffect(() => {
    if (data) form.setFieldsValue({ ...data, type: data.type ?? undefined } as Values);
  }, [data, form]);

  const save = useSave({
    save: (body: Record<string, unknown>) => api.post<LmsImportSettings>(LMS_SETTINGS, body).then((r) => r.data),
    invalidates: [LMS_SETTINGS],
    saved: t('settings.saved'),
    onSaved: (saved) => form.setFieldsValue(saved as Values),
  });

  function submit(values: Values) {
    save.mutate({
        serverName: values.serverName,
        type: values.type,
        userName: values.userName ?? '',
        password: values.password ?? '',
        fileFolder: values.fileFolder ?? '',
        importType: 2,
        ...(isEmail ? { port: values.port ?? null, useSSL: Boolean(values.useSSL), resultsEmail: values.resultsEmail ?? '' } : { domain: values.domain ?? '' }),
    });
  }

  return (
    <div style={{ maxWidth: 640 }}>
      <PageTitle title={t('settings.title')} back={{ to: '/training/lms', label: t('list.title') }} extra={canSave && <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>{t('common:save')}</Button>} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={() => settings.refetch()}>{t('common:retry')}</Button>} />}
      {data?.lastRunDate && <Alert type={/failed|refused|could not|cannot/.test(data.lastRunResult ?? '') ? 'warning' : 'info'} showIcon style={{ marginBottom: 16 }} title={t('settings.lastRun', { date: showDateTime(data.lastRunDate), result: data.lastRunResult })} />}
      {settings.isFetching && !data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" disabled={!canSave} onFinish={submit} initialValues={{ useSSL: true, importType: 2 }}>
          <Form.Item name="type" label={t('settings.type')} rules={[{ required: true, message: t('common:required') }]}>
            <Select aria-label={t('settings.type')} options={LMS_SOURCE_TYPES.map((s) => ({ value: s.id, label: SOURCE_TYPE_KEYS[s.id] ? t(SOURCE_TYPE_KEYS[s.id]!) : s.name }))} />
          </Form.Item>
          <Form.Item name="serverName" label={t('settings.serverName')} rules={[{ required: true, whitespace: true, message: t('common:required') }]} extra={isEmail ? undefined : t('settings.serverHint')}>
            <Input aria-label={t('settings.serverName')} />
          </Form.Item>
          {isEmail && (
            <>
              <Form.Item name="port" label={t('settings.port')}>
                <InputNumber aria-label={t('settings.port')} min={1} max={65535} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="useSSL" valuePropName="checked">
                <Checkbox>{t('settings.useSsl')}</Checkbox>
              </Form.Item>
            </>
          )}
          {!isEmail && (
            <Form.Item name="domain" label={t('settings.domain')}>
              <Input aria-label={t('settings.domain')} />
            </Form.Item>
          )}
          <Form.Item name="userName" label={t('settings.userName')}>
            <Input aria-label={t('settings.userName')} autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label={t('settings.password')} extra={t('settings.passwordHint')}>
            <Input.Password aria-label={t('settings.password')} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="fileFolder" label={isEmail ? t('settings.downloadFolder') : t('settings.folder')}>
            <Input aria-label={t('settings.folder')} />
          </Form.Item>
          {isEmail && (
            <Form.Item
              name="resultsEmail"
              label={t('settings.resultsEmail')}
              extra={t('settings.resultsEmailHint')}
              rules={[
                {
                  validator: async (_, value: string) => {
                    if (parseResultsEmail(value) !== null) return;
                    modal.error({ title: t('settings.generalError'), content: t('settings.resultsEmailError') });
                    throw new Error(t('settings.resultsEmailError'));
                  },
                  validateTrigger: 'onSubmit',
                },
              ]}
            >
              <Input aria-label={t('settings.resultsEmail')} />
            </Form.Item>
          )}
        </Form>
      )}
    </div>
  );
}
