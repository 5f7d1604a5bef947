import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { MailboxMessage, MessageDelivery } from '@firecrest/contracts';
import { api, errorOf, mailboxChanged, read, showDateTime, useSave, useT } from '@firecrest/portal-kit';
import { MAILBOX_PATH, MESSAGES_API, TYPE_LABELS } from './messages-api';

const STATUS_COLOURS: Record<MessageDelivery['status'], string> = { delivered: 'green', sent: 'green', queued: 'blue', failed: 'red', unreachable: 'orange' };
/** The catalogue keys of the delivery states' names. */
const STATUS_LABELS: Record<MessageDelivery['status'], string> = { delivered: 'mail.status.delivered', sent: 'mail.status.sent', queued: 'mail.status.queued', failed: 'mail.status.failed', unreachable: 'mail.status.unreachable' };

/** /notifications/{folder}/{id}: one message, opened (so read), with what can be done with it. */
export function MessagePage() {
  const { t } = useT('system');
  const { folder, id } = useParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const message = useQuery(read<MailboxMessage>(id && /^\d+$/.test(id) ? `${MESSAGES_API}/${id}` : null));
  const error = errorOf(message);
  // Opening marked it read: the badge and the folder counts follow.
  useEffect(() => {
    if (message.data && !message.isFetching) mailboxChanged();
  }, [message.data, message.isFetching]);
  // Moving to the bin, restoring, deleting: done, the mailbox follows and the folder is shown (asked afresh, so the
  // message itself, perhaps deleted, is not asked again).
  const action = useSave({
    save: ({ call }: { call: () => Promise<unknown>; done: string; to: string }) => call(),
    saved: (_, { done }) => done,
    onSaved: (_, { to }) => {
      mailboxChanged();
      navigate(to);
    },
  });
  const busy = action.isPending;

  if (!id || !/^\d+$/.test(id)) return <Result status="404" title={t('mail.noMessage')} />;
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={() => message.refetch()}>{t('common:tryAgain')}</Button>} />;
  if (!message.data) return <Skeleton active />;
  const m = message.data;
  const back = `${MAILBOX_PATH}/${folder ?? m.folder}`;

  const act = (call: () => Promise<unknown>, done: string, to: string) => action.mutateAsync({ call, done, to }).catch(() => undefined);
  const toBin = () =>
    modal.confirm({
      title: m.folder === 'scheduled' ? t('mail.cancelConfirm') : t('mail.binConfirm'),
      content: m.folder === 'scheduled' ? t('mail.cancelText') : t('mail.binText'),
      okText: m.folder === 'scheduled' ? t('mail.cancelOk') : t('mail.toBin'),
      cancelText: t('mail.keep'),
      onOk: () => act(() => api.post(`${MESSAGES_API}/${m.id}/trash`), m.folder === 'scheduled' ? t('mail.text.cancelled') : t('mail.text.movedToTrash'), back),
    });
  const deleteForGood = () =>
    modal.confirm({
      title: t('mail.deleteConfirm'),
      content: t('mail.deleteText'),
      okText: t('mail.deleteForGood'),
      okButtonProps: { danger: true },
      cancelText: t('mail.keep'),
      onOk: () => act(() => api.delete(`${MESSAGES_API}/${m.id}`), t('mail.text.deleted'), back),
    });
  const compose = (mode: string) => navigate(`${MAILBOX_PATH}/${folder ?? m.folder}/compose?${new URLSearchParams({ from: String(m.id), mode })}`);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Link to={back}>{t('mail.back')}</Link>
        <Space wrap>
          {m.folder === 'scheduled' && <Button onClick={() => compose('edit')}>{t('mail.change')}</Button>}
          {!m.system && m.folder !== 'scheduled' && <Button type="primary" onClick={() => compose('reply')}>{t('mail.reply')}</Button>}
          {!m.system && m.folder !== 'scheduled' && m.to.length > 1 && <Button onClick={() => compose('replyAll')}>{t('mail.replyAll')}</Button>}
          {m.folder !== 'scheduled' && <Button onClick={() => compose('forward')}>{t('mail.title.forward')}</Button>}
          {m.folder === 'trash' ? (
            <>
              <Button loading={busy} onClick={() => act(() => api.post(`${MESSAGES_API}/${m.id}/restore`), t('mail.text.restored'), back)}>{t('mail.restore')}</Button>
              <Button danger loading={busy} onClick={deleteForGood}>{t('mail.deleteForGood')}</Button>
            </>
          ) : (
            <Button danger loading={busy} onClick={toBin}>{m.folder === 'scheduled' ? t('mail.cancelSending') : t('mail.toBin')}</Button>
          )}
        </Space>
      </Space>
      <Typography.Title level={2} data-testid="message-subject">{m.subject}</Typography.Title>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('mail.from')}>{m.from.name}</Descriptions.Item>
        <Descriptions.Item label={t('mail.to')}>{m.to.map((p) => p.name).join(', ') || t('mail.you')}</Descriptions.Item>
        <Descriptions.Item label={m.folder === 'scheduled' ? t('mail.toBeSent') : t('mail.status.sent')}>{showDateTime(m.scheduledFor && m.folder === 'scheduled' ? m.scheduledFor : m.date)}</Descriptions.Item>
        {!m.system && <Descriptions.Item label={t('mail.typeLabel')}>{t(TYPE_LABELS[m.type])}</Descriptions.Item>}
      </Descriptions>
      <Typography.Paragraph data-testid="message-body" style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 16, borderRadius: 8 }}>{m.body}</Typography.Paragraph>
      {m.deliveries && m.deliveries.length > 0 && (
        <>
          <Typography.Title level={4}>{t('mail.delivery')}</Typography.Title>
          <Table<MessageDelivery>
            size="small"
            rowKey={(d) => `${d.userId}:${d.channel}`}
            pagination={false}
            dataSource={m.deliveries}
            columns={[
              { key: 'to', title: t('mail.recipient'), render: (_, d) => m.to.find((p) => p.userId === d.userId)?.name ?? d.userId },
              { key: 'channel', title: t('mail.by'), render: (_, d) => t(TYPE_LABELS[d.channel]) },
              { key: 'status', title: t('mail.statusLabel'), render: (_, d) => <Tag color={STATUS_COLOURS[d.status]}>{t(STATUS_LABELS[d.status])}</Tag> },
              { key: 'error', title: t('mail.whyNot'), render: (_, d) => d.error ?? '' },
            ]}
          />
        </>
      )}
    </div>
  );
}
