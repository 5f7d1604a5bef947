import { useState } from 'react';
import { App, Alert, Button, Card, Empty, Form, Input, Select, Space, Table, Typography } from 'antd';
import { MESSAGES } from '@firecrest/contracts';
import { api, problemMessage, showFieldErrors, useFetched, useToast } from '@firecrest/portal-kit';
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
  const { modal } = App.useApp();
  const toast = useToast();
  const identities = useFetched<{ data: LinkedIdentity[] }>(`${USERS}/${userId}/identities`);
  const providers = useFetched<{ data: { id: string; name: string }[] }>('/api/auth/oidc/providers', { shared: true });
  const [form] = Form.useForm<PreLink>();
  const [linking, setLinking] = useState(false);

  const remove = (identity: LinkedIdentity) =>
    modal.confirm({
      title: 'Remove this linked sign-in?',
      content: `${identity.providerName}: ${identity.label}. The user can no longer sign in with it (they can link it again by signing in and proving their password).`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.delete(`${USERS}/${userId}/identities/${identity.id}`);
          toast.success('Linked sign-in removed');
        } catch (e) {
          toast.error(`Unable to remove the linked sign-in: ${problemMessage(e)}`);
        }
        identities.reload();
      },
    });

  async function preLink(values: PreLink) {
    setLinking(true);
    try {
      await api.post(`${USERS}/${userId}/identities`, { provider: values.provider, subject: values.subject.trim(), ...(values.label?.trim() ? { label: values.label.trim() } : {}) });
      toast.success('Sign-in linked');
      form.resetFields();
      identities.reload();
    } catch (e) {
      showFieldErrors(form, e);
      toast.error(`Unable to link the sign-in: ${problemMessage(e)}`);
    } finally {
      setLinking(false);
    }
  }

  const providerList = providers.data?.data ?? [];
  return (
    <Card title="Linked sign-ins" size="small" style={{ marginTop: 24 }}>
      {identities.error && <Alert type="error" showIcon title={identities.error} style={{ marginBottom: 12 }} />}
      <Table<LinkedIdentity>
        rowKey="id"
        size="small"
        loading={identities.loading}
        dataSource={identities.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No linked sign-ins" /> }}
        columns={[
          { title: 'Provider', dataIndex: 'providerName' },
          { title: 'Signs in as', dataIndex: 'label' },
          { title: 'Subject', dataIndex: 'subject', render: (s: string) => <Typography.Text code>{s}</Typography.Text> },
          { title: 'Linked', dataIndex: 'linkedAt', render: (d: string) => new Date(d).toLocaleString() },
          ...(canEdit
            ? [{ title: '', key: 'remove', render: (_: unknown, i: LinkedIdentity) => <Button danger size="small" aria-label={`Remove ${i.providerName} sign-in ${i.label}`} onClick={() => remove(i)}>Remove</Button> }]
            : []),
        ]}
      />
      {canEdit && providerList.length > 0 && (
        <Form form={form} layout="inline" onFinish={preLink} style={{ marginTop: 16, rowGap: 8 }} initialValues={{ provider: providerList[0]?.id }}>
          <Form.Item name="provider" label="Provider" rules={[{ required: true, message: MESSAGES.required }]}>
            <Select aria-label="Provider" style={{ minWidth: 160 }} options={providerList.map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
          <Form.Item name="subject" label="Subject" tooltip="The identity's subject (sub) at the provider" rules={[{ required: true, whitespace: true, message: MESSAGES.required }]}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="label" label="Shown as"><Input maxLength={200} placeholder="e.g. their e-mail" /></Form.Item>
          <Space><Button htmlType="submit" loading={linking}>Pre-link</Button></Space>
        </Form>
      )}
    </Card>
  );
}
