import { useState } from 'react';
import { Alert, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, PlusOutlined, ReloadOutlined, SendOutlined, WarningOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { WebhookSubscription } from '@firecrest/contracts';
import { api, listLocale, problemMessage, showDateTime, useFetched, useSession, useToast } from '@firecrest/portal-kit';

export const WEBHOOKS_PATH = '/system/webhooks';
export const WEBHOOKS_API = '/api/webhooks';

/** admin-area §2.1: the subscriptions; a row opens its details, New opens id 0, Send notifications retries pending ones now. */
export function WebhooksPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const can = useSession((s) => s.can);
  const { data, loading, error, reload } = useFetched<WebhookSubscription[]>(`${WEBHOOKS_API}/subscriptions`);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      await api.post(`${WEBHOOKS_API}/subscriptions/notifications/send`);
      toast.success('webhooks sent');
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>Webhooks</Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="Refresh" onClick={reload} />
          {can('WEBHOOKS', 'edit') && (
            <Button icon={<SendOutlined />} loading={sending} onClick={() => void send()}>
              {sending ? 'Sending…' : 'Send notifications'}
            </Button>
          )}
          {can('WEBHOOKS', 'create') && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${WEBHOOKS_PATH}/0`)}>New</Button>}
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">
        Each subscription receives the chosen events as signed HTTP POSTs (Standard Webhooks). Send notifications retries every pending delivery now.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>Retry</Button>} />}
      <Table<WebhookSubscription>
        rowKey="id"
        loading={loading}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={listLocale('No webhook subscriptions yet', error)}
        onRow={(row) => ({ onClick: () => navigate(`${WEBHOOKS_PATH}/${row.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'Description', dataIndex: 'description', render: (d: string | null) => d ?? <Typography.Text type="secondary">—</Typography.Text> },
          { title: 'Event type', dataIndex: 'webhookEventTypeName' },
          { title: 'Event topic', dataIndex: 'webhookEventTopicName', render: (name: string | null) => name ?? 'Any' },
          { title: 'Target URL', dataIndex: 'targetUrl', render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
          { title: 'Created', dataIndex: 'createdDate', render: showDateTime },
          {
            title: 'Active',
            dataIndex: 'isActive',
            align: 'center',
            render: (active: boolean, row) =>
              active ? (
                <CheckOutlined aria-label="Active" style={{ color: '#389e0d' }} />
              ) : row.deactivatedReason ? (
                <Tooltip title={row.deactivatedReason}>
                  <Tag icon={<WarningOutlined />} color="warning">Deactivated</Tag>
                </Tooltip>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
