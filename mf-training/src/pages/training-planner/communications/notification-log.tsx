import { Button, Empty, Result, Space, Table, Tag, Tooltip, Typography } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useQuery } from '@tanstack/react-query';
import type { CommunicationLogEntry } from '@firecrest/contracts';
import { errorOf, read, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { DELIVERY_STATUS, eventApi } from './communication-types';
import { CHANNEL_KEYS } from '../planner-labels';

/** Every message of the event (or of one notification): to whom, when, through which channel, and its delivery. */
export function NotificationLogTable({ eventId, query = '' }: { eventId: number; query?: string }) {
  const { t } = useT('planner');
  const log = useQuery(read<{ data: CommunicationLogEntry[] }>(`${eventApi(eventId)}/notification-logs${query}`));
  const error = errorOf(log);
  if (error) return <Result status="warning" title={error} />;
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} onClick={() => void log.refetch()} loading={log.isFetching}>{t('log.refresh')}</Button>
        <Typography.Text type="secondary">{t('log.intro')}</Typography.Text>
      </Space>
      <Table<CommunicationLogEntry>
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('log.empty')} /> }}
        columns={[
          { title: t('delivery.queued'), key: 'queued', render: (_, r) => showDateTime(r.queuedDate) },
          { title: t('log.recipient'), dataIndex: 'recipientName' },
          { title: t('log.channel'), key: 'channel', render: (_, r) => t(CHANNEL_KEYS[r.channel]!) },
          { title: t('log.to'), key: 'to', render: (_, r) => (r.channel === 'gartan' ? t('log.inbox') : r.to || '—') },
          { title: t('log.what'), key: 'what', render: (_, r) => (r.source === 'joiningInstruction' ? t('tabs.joiningInstructions') : t('log.notification')) },
          { title: t('log.subject'), dataIndex: 'subject', ellipsis: true },
          {
            title: t('list.status'),
            key: 'status',
            render: (_, r) => {
              const tag = <Tag color={DELIVERY_STATUS[r.status].color}>{r.attempts > 1 ? t('log.attempts', { status: t(DELIVERY_STATUS[r.status].label), count: r.attempts }) : t(DELIVERY_STATUS[r.status].label)}</Tag>;
              return r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
            },
          },
          { title: t('delivery.sent'), key: 'sent', render: (_, r) => showDateTime(r.sentDate) },
          { title: t('log.by'), dataIndex: 'sentBy' },
        ]}
      />
    </div>
  );
}
