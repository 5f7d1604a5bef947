import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { MESSAGE_TEXT, MESSAGE_TYPE_LABELS, NOTIFICATION_TYPES, type MailboxMessage, type MessageDelivery } from '@firecrest/contracts';
import { api, mailboxChanged, problemMessage, useFetched, useToast } from '@firecrest/portal-kit';
import { MAILBOX_PATH, MESSAGES_API } from './messages-api';

const STATUS_COLOURS: Record<MessageDelivery['status'], string> = { delivered: 'green', sent: 'green', queued: 'blue', failed: 'red', unreachable: 'orange' };
const STATUS_LABELS: Record<MessageDelivery['status'], string> = { delivered: 'In the inbox', sent: 'Sent', queued: 'Waiting to be sent', failed: 'Failed', unreachable: 'Not reachable' };

/** /notifications/{folder}/{id}: one message, opened (so read), with what can be done with it. */
export function MessagePage() {
  const { folder, id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { modal } = App.useApp();
  const message = useFetched<MailboxMessage>(id && /^\d+$/.test(id) ? `${MESSAGES_API}/${id}` : null);
  const [busy, setBusy] = useState(false);
  // Opening marked it read: the badge and the folder counts follow.
  useEffect(() => {
    if (message.data && !message.loading) mailboxChanged();
  }, [message.data, message.loading]);

  if (!id || !/^\d+$/.test(id)) return <Result status="404" title="There is no such message" />;
  if (message.error) return <Alert type="error" showIcon title={message.error} action={<Button onClick={message.reload}>Try again</Button>} />;
  if (!message.data) return <Skeleton active />;
  const m = message.data;
  const back = `${MAILBOX_PATH}/${folder ?? m.folder}`;

  const act = async (call: () => Promise<unknown>, done: string, to: string) => {
    setBusy(true);
    try {
      await call();
      toast.success(done);
      mailboxChanged();
      navigate(to);
    } catch (e) {
      toast.error(problemMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const toBin = () =>
    modal.confirm({
      title: m.folder === 'scheduled' ? 'Cancel this scheduled message?' : 'Move this message to the bin?',
      content: m.folder === 'scheduled' ? 'It will not be sent. You can restore it from the bin while its time is still to come.' : 'You can restore it from the bin later.',
      okText: m.folder === 'scheduled' ? 'Cancel the message' : 'Move to bin',
      cancelText: 'Keep it',
      onOk: () => act(() => api.post(`${MESSAGES_API}/${m.id}/trash`), m.folder === 'scheduled' ? MESSAGE_TEXT.cancelled : MESSAGE_TEXT.movedToTrash, back),
    });
  const deleteForGood = () =>
    modal.confirm({
      title: 'Delete this message for good?',
      content: 'It cannot be brought back. Other people keep their own copies.',
      okText: 'Delete for good',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () => act(() => api.delete(`${MESSAGES_API}/${m.id}`), MESSAGE_TEXT.deleted, back),
    });
  const compose = (mode: string) => navigate(`${MAILBOX_PATH}/${folder ?? m.folder}/compose?${new URLSearchParams({ from: String(m.id), mode })}`);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Link to={back}>Back to the folder</Link>
        <Space wrap>
          {m.folder === 'scheduled' && <Button onClick={() => compose('edit')}>Change</Button>}
          {!m.system && m.folder !== 'scheduled' && <Button type="primary" onClick={() => compose('reply')}>Reply</Button>}
          {!m.system && m.folder !== 'scheduled' && m.to.length > 1 && <Button onClick={() => compose('replyAll')}>Reply all</Button>}
          {m.folder !== 'scheduled' && <Button onClick={() => compose('forward')}>Forward</Button>}
          {m.folder === 'trash' ? (
            <>
              <Button loading={busy} onClick={() => act(() => api.post(`${MESSAGES_API}/${m.id}/restore`), MESSAGE_TEXT.restored, back)}>Restore</Button>
              <Button danger loading={busy} onClick={deleteForGood}>Delete for good</Button>
            </>
          ) : (
            <Button danger loading={busy} onClick={toBin}>{m.folder === 'scheduled' ? 'Cancel sending' : 'Move to bin'}</Button>
          )}
        </Space>
      </Space>
      <Typography.Title level={2} data-testid="message-subject">{m.subject}</Typography.Title>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="From">{m.from.name}</Descriptions.Item>
        <Descriptions.Item label="To">{m.to.map((p) => p.name).join(', ') || 'You'}</Descriptions.Item>
        <Descriptions.Item label={m.folder === 'scheduled' ? 'To be sent' : 'Sent'}>{new Date(m.scheduledFor && m.folder === 'scheduled' ? m.scheduledFor : m.date).toLocaleString()}</Descriptions.Item>
        {!m.system && <Descriptions.Item label="Type">{MESSAGE_TYPE_LABELS[m.type]}</Descriptions.Item>}
      </Descriptions>
      <Typography.Paragraph data-testid="message-body" style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 16, borderRadius: 8 }}>{m.body}</Typography.Paragraph>
      {m.deliveries && m.deliveries.length > 0 && (
        <>
          <Typography.Title level={4}>Delivery</Typography.Title>
          <Table<MessageDelivery>
            size="small"
            rowKey={(d) => `${d.userId}:${d.channel}`}
            pagination={false}
            dataSource={m.deliveries}
            columns={[
              { key: 'to', title: 'Recipient', render: (_, d) => m.to.find((p) => p.userId === d.userId)?.name ?? d.userId },
              { key: 'channel', title: 'By', render: (_, d) => NOTIFICATION_TYPES[d.channel] },
              { key: 'status', title: 'Status', render: (_, d) => <Tag color={STATUS_COLOURS[d.status]}>{STATUS_LABELS[d.status]}</Tag> },
              { key: 'error', title: 'Why not', render: (_, d) => d.error ?? '' },
            ]}
          />
        </>
      )}
    </div>
  );
}
