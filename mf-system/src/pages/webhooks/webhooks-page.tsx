import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, PlusOutlined, ReloadOutlined, SendOutlined, WarningOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { WebhookSubscription } from '@firecrest/contracts';
import { api, errorOf, listLocale, read, showDateTime, useSave, useSession, useT } from '@firecrest/portal-kit';

export const WEBHOOKS_PATH = '/system/webhooks';
export const WEBHOOKS_API = '/api/webhooks';

/** admin-area §2.1: the subscriptions; a row opens its details, New opens id 0, Send notifications retries pending ones now. */
export function WebhooksPage() {
  const { t } = useT('system');
  const navigate = useNavigate();
  const can = useSession((s) => s.can);
  const list = useQuery(read<WebhookSubscription[]>(`${WEBHOOKS_API}/subscriptions`));
  const { data } = list;
  const error = errorOf(list);
  const reload = () => void list.refetch();
  // Sending updates the subscriptions' last success and may deactivate one: the list is asked again.
  const send = useSave({ save: () => api.post(`${WEBHOOKS_API}/subscriptions/notifications/send`), invalidates: [`${WEBHOOKS_API}/subscriptions`], saved: t('webhooks.sent') });
  const sending = send.isPending;

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>{t('webhooks.title')}</Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={reload} />
          {can('WEBHOOKS', 'edit') && (
            <Button icon={<SendOutlined />} loading={sending} onClick={() => send.mutate()}>
              {sending ? t('webhooks.sending') : t('webhooks.send')}
            </Button>
          )}
          {can('WEBHOOKS', 'create') && <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${WEBHOOKS_PATH}/0`)}>{t('new')}</Button>}
        </Space>
      </Space>
      <Typography.Paragraph type="secondary">
        {t('webhooks.intro')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} action={<Button onClick={reload}>{t('common:retry')}</Button>} />}
      <Table<WebhookSubscription>
        rowKey="id"
        loading={list.isFetching}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={listLocale(t('webhooks.empty'), error)}
        onRow={(row) => ({ onClick: () => navigate(`${WEBHOOKS_PATH}/${row.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('webhooks.description'), dataIndex: 'description', render: (d: string | null) => d ?? <Typography.Text type="secondary">—</Typography.Text> },
          { title: t('webhooks.eventType'), dataIndex: 'webhookEventTypeName' },
          { title: t('webhooks.eventTopic'), dataIndex: 'webhookEventTopicName', render: (name: string | null) => name ?? t('webhooks.anyTopic') },
          { title: t('webhooks.targetUrl'), dataIndex: 'targetUrl', render: (url: string) => <Typography.Text code>{url}</Typography.Text> },
          { title: t('webhooks.created'), dataIndex: 'createdDate', render: showDateTime },
          {
            title: t('webhooks.active'),
            dataIndex: 'isActive',
            align: 'center',
            render: (active: boolean, row) =>
              active ? (
                <CheckOutlined aria-label={t('webhooks.active')} style={{ color: '#389e0d' }} />
              ) : row.deactivatedReason ? (
                <Tooltip title={row.deactivatedReason}>
                  <Tag icon={<WarningOutlined />} color="warning">{t('webhooks.deactivated')}</Tag>
                </Tooltip>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
