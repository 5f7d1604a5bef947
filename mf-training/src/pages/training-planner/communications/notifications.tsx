import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Radio, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { EVENT_MESSAGE_TYPES, type EventMessageType, type EventNotification, type EventNotificationBody } from '@firecrest/contracts';
import { api, errorOf, read, useSession, useT } from '@firecrest/portal-kit';
import { fromLocalDateTime, localDateTime, showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useTrainingSave } from '../../../lib/save';
import type { Attendee } from '../../../lib/training-types';
import { ATTENDEE_STATUS_KEYS, ATTENDEE_TYPE_KEYS, CHANNEL_KEYS, employeeLabel } from '../planner-labels';
import type { EventSectionProps } from '../event-section';
import { eventApi } from './communication-types';
import { MergeFieldHelp } from './merge-field-help';
import { NotificationLogTable } from './notification-log';

/** A notification's state: sent, or scheduled to be. */
function StatusTag({ notification }: { notification: EventNotification }) {
  const { t } = useT('planner');
  return notification.status === 'sent' ? <Tag color="green">{t('delivery.sent')}</Tag> : <Tag color="blue">{t('notifications.scheduled')}</Tag>;
}
/** The general template plural of each attendee type, for picking recipients by role. */
const ROLE_KEYS: Record<number, string> = { 1: 'templates.instructors', 2: 'templates.delegates', 3: 'templates.fdos' };

/** §2.6 `notifications`: the event's notifications, newest first. */
export function NotificationsTab({ event, locked, base }: EventSectionProps) {
  const { t } = useT('planner');
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const navigate = useNavigate();
  const list = useQuery(read<{ data: EventNotification[] }>(`${eventApi(event.id)}/notifications`));
  const error = errorOf(list);
  if (error) return <Result status="warning" title={error} />;
  return (
    <div>
      {canCreate && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} disabled={locked} onClick={() => navigate(`${base}/new`)}>
            {t('notifications.new')}
          </Button>
        </Space>
      )}
      <Table<EventNotification>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('notifications.empty')} /> }}
        columns={[
          { title: t('attendees.name'), key: 'name', render: (_, n) => <Link to={`${base}/${n.id}`}>{n.name}</Link> },
          { title: t('list.type'), key: 'type', render: (_, n) => t(CHANNEL_KEYS[n.type]!) },
          { title: t('log.subject'), dataIndex: 'subject', ellipsis: true },
          { title: t('notifications.recipients'), key: 'recipients', render: (_, n) => n.recipientIds.length },
          { title: t('list.status'), key: 'status', render: (_, n) => <StatusTag notification={n} /> },
          { title: t('notifications.when'), key: 'when', render: (_, n) => showDateTime(n.sentDate ?? n.sendAt) },
          { title: t('log.by'), dataIndex: 'createdBy' },
        ]}
      />
    </div>
  );
}

interface Values {
  name: string;
  type: EventMessageType | null;
  recipientIds: number[];
  subject: string;
  message: string;
  schedule: 'now' | 'later';
  sendAt?: string;
}

const toBody = (v: Values): EventNotificationBody => ({
  name: v.name ?? '',
  type: v.type ?? null,
  recipientIds: v.recipientIds ?? [],
  subject: v.subject ?? '',
  message: v.message ?? '',
  sendAt: v.schedule === 'later' && v.sendAt ? fromLocalDateTime(v.sendAt) : null,
});

/** The form's values of a stored notification (the form is drawn once it has loaded). */
const valuesOf = (n: EventNotification): Values => ({
  name: n.name,
  type: n.type,
  recipientIds: n.recipientIds,
  subject: n.subject,
  message: n.message,
  schedule: n.sendAt ? 'later' : 'now',
  sendAt: n.sendAt ? localDateTime(n.sendAt) : undefined,
});

/** Picks attendees by role and status into the recipients, on top of those already chosen. */
function RecipientPicker({ attendees, onAdd, disabled }: { attendees: Attendee[]; onAdd(ids: number[]): void; disabled: boolean }) {
  const { t } = useT('planner');
  const [role, setRole] = useState<number | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const matching = attendees.filter((a) => (role === null || a.attendeeType === role) && (status === null || a.statusId === status));
  const statuses = [...new Set(attendees.map((a) => a.statusId))];
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Select aria-label={t('notifications.roleToAdd')} allowClear placeholder={t('notifications.anyRole')} value={role} onChange={(v) => setRole(v ?? null)} style={{ width: 140 }} options={Object.entries(ROLE_KEYS).map(([value, key]) => ({ value: Number(value), label: t(key) }))} disabled={disabled} />
      <Select aria-label={t('notifications.statusToAdd')} allowClear placeholder={t('notifications.anyStatus')} value={status} onChange={(v) => setStatus(v ?? null)} style={{ width: 180 }} options={statuses.map((s) => ({ value: s, label: t(ATTENDEE_STATUS_KEYS[s]!) }))} disabled={disabled} />
      <Button onClick={() => onAdd(matching.map((a) => a.id))} disabled={disabled || !matching.length}>
        {t('notifications.addMatching', { count: matching.length })}
      </Button>
    </Space>
  );
}

/**
 * §2.6 `notifications/new` and `notifications/{id}`: name, type, recipients among the event's attendees, subject,
 * message and when to send it. Changeable until sent; then read only, with what was sent to whom.
 */
export function NotificationPage({ event, locked, base, attendees: { attendees }, notificationId }: EventSectionProps & { notificationId: number | null }) {
  const { t } = useT('planner');
  const isNew = notificationId === null;
  const canWrite = useSession((s) => s.can('COURSES', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const notificationsUrl = `${eventApi(event.id)}/notifications`;
  const fetched = useQuery(read<EventNotification>(isNew ? null : `${notificationsUrl}/${notificationId}`));
  const fetchError = errorOf(fetched);
  const n = fetched.data;
  const sent = n?.status === 'sent';
  const editable = canWrite && !locked && !sent;
  const [form] = Form.useForm<Values>();
  const schedule = Form.useWatch('schedule', form);
  const recipientIds = Form.useWatch('recipientIds', form) ?? [];
  const navigate = useNavigate();
  const names = useEmployeeNames(attendees.map((a) => a.employeeId));
  const label = (a: Attendee) => `${employeeLabel(t, names, a.employeeId)} · ${t(ATTENDEE_TYPE_KEYS[a.attendeeType]!)} · ${t(ATTENDEE_STATUS_KEYS[a.statusId]!)}`;
  const typeOptions = Object.keys(EVENT_MESSAGE_TYPES).map((value) => ({ value, label: t(CHANNEL_KEYS[value]!) }));
  const required = t('common:required');

  const save = useTrainingSave({
    save: (body: EventNotificationBody) => (isNew ? api.post<EventNotification>(notificationsUrl, body) : api.put<EventNotification>(`${notificationsUrl}/${notificationId}`, body)).then((r) => r.data),
    invalidates: [notificationsUrl],
    saved: (_, body) => (!body.sendAt ? t('notifications.sent') : isNew ? t('notifications.scheduledToast') : t('event.saved')),
    form,
    fieldName: (f) => (f === 'sendAt' ? 'sendAt' : ['name', 'type', 'recipientIds', 'subject', 'message'].includes(f) ? f : null),
    onSaved: (saved) => navigate(isNew ? `${base}/${saved.id}` : base),
  });
  // The list is read when shown; the deleted notification's own page is left, not read again.
  const remove = useTrainingSave({ save: () => api.delete(`${notificationsUrl}/${notificationId}`), saved: t('notifications.deleted'), onSaved: () => navigate(base) });

  const back = <Link to={base}>{t('notifications.back')}</Link>;
  if (fetchError) return <Result status="warning" title={fetchError} extra={back} />;
  if (!isNew && !n) return <Skeleton active />;
  const count = recipientIds.length;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      <Card title={isNew ? t('notifications.new') : <span translate="no">{n!.name}</span>} size="small" extra={n && <Space><StatusTag notification={n} /><Typography.Text type="secondary">{sent ? t('notifications.sentAt', { when: showDateTime(n.sentDate) }) : n.sendAt ? t('notifications.toBeSentAt', { when: showDateTime(n.sendAt) }) : ''}</Typography.Text></Space>}>
        {sent && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('notifications.alreadySent')} />}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => save.mutate(toBody(values))}
          disabled={!editable}
          initialValues={n ? valuesOf(n) : { type: 'email', recipientIds: [], schedule: 'now' }}
          style={{ maxWidth: 820 }}
          onFinishFailed={() => undefined}
        >
          <Form.Item name="name" label={t('attendees.name')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input maxLength={200} placeholder={t('notifications.namePlaceholder')} />
          </Form.Item>
          <Form.Item name="type" label={t('list.type')} rules={[{ required: true, message: required }]}>
            <Radio.Group options={typeOptions} optionType="button" />
          </Form.Item>
          <Form.Item label={t('notifications.recipients')} required>
            <RecipientPicker attendees={attendees} disabled={!editable} onAdd={(ids) => form.setFieldsValue({ recipientIds: [...new Set([...(form.getFieldValue('recipientIds') ?? []), ...ids])] })} />
            <Form.Item name="recipientIds" noStyle rules={[{ required: true, type: 'array', min: 1, message: required }]}>
              <Select mode="multiple" aria-label={t('notifications.recipients')} placeholder={t('notifications.recipientsPlaceholder')} optionFilterProp="label" options={attendees.map((a) => ({ value: a.id, label: label(a) }))} />
            </Form.Item>
          </Form.Item>
          <Form.Item name="subject" label={t('log.subject')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="message" label={t('notifications.message')} rules={[{ required: true, whitespace: true, message: required }]}>
            <Input.TextArea autoSize={{ minRows: 5, maxRows: 16 }} maxLength={20_000} />
          </Form.Item>
          <MergeFieldHelp />
          <Form.Item name="schedule" label={t('joining.send')}>
            <Radio.Group options={[{ value: 'now', label: t('notifications.now') }, { value: 'later', label: t('notifications.later') }]} />
          </Form.Item>
          {schedule === 'later' && (
            <Form.Item name="sendAt" label={t('notifications.sendAt')} rules={[{ required: true, message: required }, { validator: (_, v?: string) => (!v || new Date(v) > new Date() ? Promise.resolve() : Promise.reject(new Error(t('notifications.pastDate')))) }]}>
              <Input type="datetime-local" aria-label={t('notifications.sendAt')} style={{ width: 240 }} />
            </Form.Item>
          )}
          {canWrite && !sent && (
            <Space>
              {schedule === 'later' ? (
                <Button type="primary" htmlType="submit" loading={save.isPending}>{isNew ? t('notifications.schedule') : t('notifications.saveChanges')}</Button>
              ) : (
                <Popconfirm title={count === 1 ? t('notifications.confirmSendOne') : t('notifications.confirmSendMany', { count })} okText={t('joining.send')} cancelText={t('common:cancel')} onConfirm={() => form.submit()} disabled={!editable}>
                  <Button type="primary" loading={save.isPending}>{t('notifications.sendNow')}</Button>
                </Popconfirm>
              )}
              {!isNew && canDelete && (
                <Popconfirm title={t('notifications.confirmDelete')} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate()} disabled={!editable}>
                  <Button danger>{t('common:delete')}</Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </Form>
      </Card>
      {sent && (
        <Card title={t('notifications.sentTo')} size="small">
          <NotificationLogTable eventId={event.id} query={`?notificationId=${n!.id}`} />
        </Card>
      )}
    </Space>
  );
}
