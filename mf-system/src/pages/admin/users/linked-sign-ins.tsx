import { useQuery } from '@tanstack/react-query';
import { App, Alert, Button, Card, Empty, Form, Input, Select, Space, Table, Typography } from 'antd';
import { api, errorOf, lookup, problemMessage, read, showDateTime, showFieldErrors, useSave, useT, useToast } from '@firecrest/portal-kit';
import { USERS } from './user-types';

interface LinkedIdentity {
  id: string;
  provider: string;
  providerName: string;
  subject: string;
  label: string;
  linkedAt: string;
}

interface PreLink {
  provider: string;
  subject: string;
  label?: string;
}

/**
 * A user's external sign-ins (identity providers) on the user screen: who they sign in as, removal after a
 * confirmation, and an administrator's pre-link by the provider's subject.
 */
export function LinkedSignIns({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const { t } = useT('system');
  const { modal } = App.useApp();
  const toast = useToast();
  const url = `${USERS}/${userId}/identities`;
  const identities = useQuery(read<{ data: LinkedIdentity[] }>(url));
  const error = errorOf(identities);
  const providers = useQuery(lookup<{ data: { id: string; name: string }[] }>('/api/auth/oidc/providers'));
  const [form] = Form.useForm<PreLink>();
  const unlink = useSave({
    save: (identity: LinkedIdentity) => api.delete(`${url}/${identity.id}`),
    invalidates: [url],
    saved: t('linked.removed'),
    onFailed: (e) => {
      toast.error(t('linked.removeFailed', { problem: problemMessage(e) }));
      void identities.refetch();
      return true;
    },
  });
  const link = useSave({
    save: (body: PreLink) => api.post(url, body),
    invalidates: [url],
    saved: t('linked.linked'),
    onSaved: () => form.resetFields(),
    onFailed: (e) => {
      showFieldErrors(form, e);
      toast.error(t('linked.linkFailed', { problem: problemMessage(e) }));
      return true;
    },
  });

  const remove = (identity: LinkedIdentity) =>
    modal.confirm({
      title: t('linked.removeConfirm'),
      content: t('linked.removeText', { provider: identity.providerName, label: identity.label }),
      okText: t('linked.remove'),
      okButtonProps: { danger: true },
      onOk: () => unlink.mutateAsync(identity).catch(() => undefined),
    });

  const preLink = (values: PreLink) => link.mutate({ provider: values.provider, subject: values.subject.trim(), ...(values.label?.trim() ? { label: values.label.trim() } : {}) });

  const providerList = providers.data?.data ?? [];
  return (
    <Card title={t('linked.title')} size="small" style={{ marginTop: 24 }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<LinkedIdentity>
        rowKey="id"
        size="small"
        loading={identities.isFetching}
        dataSource={identities.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('linked.empty')} /> }}
        columns={[
          { title: t('linked.provider'), dataIndex: 'providerName' },
          { title: t('linked.signsInAs'), dataIndex: 'label' },
          { title: t('linked.subject'), dataIndex: 'subject', render: (s: string) => <Typography.Text code>{s}</Typography.Text> },
          { title: t('linked.linkedAt'), dataIndex: 'linkedAt', render: (d: string) => showDateTime(d) },
          ...(canEdit
            ? [{ title: '', key: 'remove', render: (_: unknown, i: LinkedIdentity) => <Button danger size="small" aria-label={t('linked.removeLabel', { provider: i.providerName, label: i.label })} onClick={() => remove(i)}>{t('linked.remove')}</Button> }]
            : []),
        ]}
      />
      {canEdit && providerList.length > 0 && (
        <Form form={form} layout="inline" onFinish={preLink} style={{ marginTop: 16, rowGap: 8 }} initialValues={{ provider: providerList[0]?.id }}>
          <Form.Item name="provider" label={t('linked.provider')} rules={[{ required: true, message: t('common:required') }]}>
            <Select aria-label={t('linked.provider')} style={{ minWidth: 160 }} options={providerList.map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
          <Form.Item name="subject" label={t('linked.subject')} tooltip={t('linked.subjectHelp')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="label" label={t('linked.shownAs')}><Input maxLength={200} placeholder={t('linked.shownAsPlaceholder')} /></Form.Item>
          <Space><Button htmlType="submit" loading={link.isPending}>{t('linked.preLink')}</Button></Space>
        </Form>
      )}
    </Card>
  );
}
