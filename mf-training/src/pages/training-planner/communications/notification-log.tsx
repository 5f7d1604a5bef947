import { Button, Empty, Result, Space, Table, Tag, Tooltip, Typography } from 'antd';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { NOTIFICATION_TYPES, type CommunicationLogEntry } from '@firecrest/contracts';
import { useFetched } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { DELIVERY_STATUS, eventApi } from './communication-types';

/** Every message of the event (or of one notification): to whom, when, through which channel, and its delivery. */
export function NotificationLogTable({ eventId, query = '' }: { eventId: number; query?: string }) {
  const log = useFetched<{ data: CommunicationLogEntry[] }>(`${eventApi(eventId)}/notification-logs${query}`);
  if (log.error) return <Result status="warning" title={log.error} />;
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} onClick={log.reload} loading={log.loading}>Refresh</Button>
        <Typography.Text type="secondary">E-mail and SMS are sent by the scheduled tasks within a minute or two; refresh to see their delivery.</Typography.Text>
      </Space>
      <Table<CommunicationLogEntry>
        rowKey="id"
        size="small"
        loading={log.loading}
        dataSource={log.data?.data ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="Nothing has been sent for this event yet" /> }}
        columns={[
          { title: 'Queued', key: 'queued', render: (_, r) => showDateTime(r.queuedDate) },
          { title: 'Recipient', dataIndex: 'recipientName' },
          { title: 'Channel', key: 'channel', render: (_, r) => NOTIFICATION_TYPES[r.channel] },
          { title: 'To', key: 'to', render: (_, r) => (r.channel === 'gartan' ? 'Inbox' : r.to || '—') },
          { title: 'What', key: 'what', render: (_, r) => (r.source === 'joiningInstruction' ? 'Joining instructions' : 'Notification') },
          { title: 'Subject', dataIndex: 'subject', ellipsis: true },
          {
            title: 'Status',
            key: 'status',
            render: (_, r) => {
              const tag = <Tag color={DELIVERY_STATUS[r.status].color}>{DELIVERY_STATUS[r.status].label}{r.attempts > 1 ? ` (${r.attempts} attempts)` : ''}</Tag>;
              return r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
            },
          },
          { title: 'Sent', key: 'sent', render: (_, r) => showDateTime(r.sentDate) },
          { title: 'By', dataIndex: 'sentBy' },
        ]}
      />
    </div>
  );
}
