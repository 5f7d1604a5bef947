import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Radio, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ATTENDEE_STATUS_LABELS, COMMUNICATION_MESSAGES as CM, EVENT_MESSAGE_TYPES, type EventMessageType, type EventNotification, type EventNotificationBody } from '@firecrest/contracts';
import { api, useFetched, useSession } from '@firecrest/portal-kit';
import { fromLocalDateTime, localDateTime, showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useSave } from '../../../lib/save';
import { ATTENDEE_TYPES, type Attendee } from '../../../lib/training-types';
import type { EventSectionProps } from '../event-section';
import { eventApi } from './communication-types';
import { MergeFieldHelp } from './merge-field-help';
import { NotificationLogTable } from './notification-log';

const TYPE_OPTIONS = Object.entries(EVENT_MESSAGE_TYPES).map(([value, label]) => ({ value, label }));
const statusTag = (n: EventNotification) => (n.status === 'sent' ? <Tag color="green">Sent</Tag> : <Tag color="blue">Scheduled</Tag>);

/** §2.6 `notifications`: the event's notifications, newest first. */
export function NotificationsTab({ event, locked, base }: EventSectionProps) {
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const navigate = useNavigate();
  const list = useFetched<{ data: EventNotification[] }>(`${eventApi(event.id)}/notifications`);
  if (list.error) return <Result status="warning" title={list.error} />;
  return (
    <div>
      {canCreate && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} disabled={locked} onClick={() => navigate(`${base}/new`)}>
            New notification
          </Button>
        </Space>
      )}
      <Table<EventNotification>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="No notifications for this event yet" /> }}
        columns={[
          { title: 'Name', key: 'name', render: (_, n) => <Link to={`${base}/${n.id}`}>{n.name}</Link> },
          { title: 'Type', key: 'type', render: (_, n) => EVENT_MESSAGE_TYPES[n.type] },
          { title: 'Subject', dataIndex: 'subject', ellipsis: true },
          { title: 'Recipients', key: 'recipients', render: (_, n) => n.recipientIds.length },
          { title: 'Status', key: 'status', render: (_, n) => statusTag(n) },
          { title: 'Sent / to be sent', key: 'when', render: (_, n) => showDateTime(n.sentDate ?? n.sendAt) },
          { title: 'By', dataIndex: 'createdBy' },
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
  const [role, setRole] = useState<number | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  const matching = attendees.filter((a) => (role === null || a.attendeeType === role) && (status === null || a.statusId === status));
  const statuses = [...new Set(attendees.map((a) => a.statusId))];
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <Select aria-label="Role to add" allowClear placeholder="Any role" value={role} onChange={(v) => setRole(v ?? null)} style={{ width: 140 }} options={Object.entries(ATTENDEE_TYPES).map(([value, label]) => ({ value: Number(value), label: `${label}s` }))} disabled={disabled} />
      <Select aria-label="Status to add" allowClear placeholder="Any status" value={status} onChange={(v) => setStatus(v ?? null)} style={{ width: 180 }} options={statuses.map((s) => ({ value: s, label: ATTENDEE_STATUS_LABELS[s] }))} disabled={disabled} />
      <Button onClick={() => onAdd(matching.map((a) => a.id))} disabled={disabled || !matching.length}>
        Add {matching.length} matching
      </Button>
    </Space>
  );
}

/**
 * §2.6 `notifications/new` and `notifications/{id}`: name, type, recipients among the event's attendees, subject,
 * message and when to send it. Changeable until sent; then read only, with what was sent to whom.
 */
export function NotificationPage({ event, locked, base, attendees: { attendees }, notificationId }: EventSectionProps & { notificationId: number | null }) {
  const isNew = notificationId === null;
  const canWrite = useSession((s) => s.can('COURSES', isNew ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const fetched = useFetched<EventNotification>(isNew ? null : `${eventApi(event.id)}/notifications/${notificationId}`);
  const n = fetched.data;
  const sent = n?.status === 'sent';
  const editable = canWrite && !locked && !sent;
  const [form] = Form.useForm<Values>();
  const schedule = Form.useWatch('schedule', form);
  const recipientIds = Form.useWatch('recipientIds', form) ?? [];
  const save = useSave();
  const navigate = useNavigate();
  const names = useEmployeeNames(attendees.map((a) => a.employeeId));
  const label = (a: Attendee) => `${names.get(a.employeeId) ?? `Employee ${a.employeeId}`} · ${ATTENDEE_TYPES[a.attendeeType]} · ${ATTENDEE_STATUS_LABELS[a.statusId]}`;

  async function submit(values: Values) {
    const body = toBody(values);
    const done = !body.sendAt ? 'Notification sent' : isNew ? 'Notification scheduled' : 'Changes saved';
    const saved = await save(
      () => (isNew ? api.post<EventNotification>(`${eventApi(event.id)}/notifications`, body) : api.put<EventNotification>(`${eventApi(event.id)}/notifications/${notificationId}`, body)).then((r) => r.data),
      done,
      form,
      (f) => (f === 'sendAt' ? 'sendAt' : ['name', 'type', 'recipientIds', 'subject', 'message'].includes(f) ? f : null),
    );
    if (saved) navigate(isNew ? `${base}/${saved.id}` : base);
  }
  async function remove() {
    if (await save(() => api.delete(`${eventApi(event.id)}/notifications/${notificationId}`), 'Notification deleted')) navigate(base);
  }

  const back = <Link to={base}>Back to notifications</Link>;
  if (fetched.error) return <Result status="warning" title={fetched.error} extra={back} />;
  if (!isNew && !n) return <Skeleton active />;
  const count = recipientIds.length;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      <Card title={isNew ? 'New notification' : n!.name} size="small" extra={n && <Space>{statusTag(n)}<Typography.Text type="secondary">{sent ? `Sent ${showDateTime(n.sentDate)}` : n.sendAt ? `To be sent ${showDateTime(n.sendAt)}` : ''}</Typography.Text></Space>}>
        {sent && <Alert type="info" showIcon style={{ marginBottom: 12 }} title="This notification has been sent and can no longer be changed." />}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          disabled={!editable}
          initialValues={n ? valuesOf(n) : { type: 'email', recipientIds: [], schedule: 'now' }}
          style={{ maxWidth: 820 }}
          onFinishFailed={() => undefined}
        >
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: CM.required }]}>
            <Input maxLength={200} placeholder="e.g. Pre-course reminder" />
          </Form.Item>
          <Form.Item name="type" label="Type" rules={[{ required: true, message: CM.required }]}>
            <Radio.Group options={TYPE_OPTIONS} optionType="button" />
          </Form.Item>
          <Form.Item label="Recipients" required>
            <RecipientPicker attendees={attendees} disabled={!editable} onAdd={(ids) => form.setFieldsValue({ recipientIds: [...new Set([...(form.getFieldValue('recipientIds') ?? []), ...ids])] })} />
            <Form.Item name="recipientIds" noStyle rules={[{ required: true, type: 'array', min: 1, message: CM.required }]}>
              <Select mode="multiple" aria-label="Recipients" placeholder="Attendees of this event" optionFilterProp="label" options={attendees.map((a) => ({ value: a.id, label: label(a) }))} />
            </Form.Item>
          </Form.Item>
          <Form.Item name="subject" label="Subject" rules={[{ required: true, whitespace: true, message: CM.required }]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="message" label="Message" rules={[{ required: true, whitespace: true, message: CM.required }]}>
            <Input.TextArea autoSize={{ minRows: 5, maxRows: 16 }} maxLength={20_000} />
          </Form.Item>
          <MergeFieldHelp />
          <Form.Item name="schedule" label="Send">
            <Radio.Group options={[{ value: 'now', label: 'Now' }, { value: 'later', label: 'At a date and time' }]} />
          </Form.Item>
          {schedule === 'later' && (
            <Form.Item name="sendAt" label="Send at" rules={[{ required: true, message: CM.required }, { validator: (_, v?: string) => (!v || new Date(v) > new Date() ? Promise.resolve() : Promise.reject(new Error(CM.pastDate))) }]}>
              <Input type="datetime-local" aria-label="Send at" style={{ width: 240 }} />
            </Form.Item>
          )}
          {canWrite && !sent && (
            <Space>
              {schedule === 'later' ? (
                <Button type="primary" htmlType="submit">{isNew ? 'Schedule' : 'Save changes'}</Button>
              ) : (
                <Popconfirm title={`Send this notification now to ${count} ${count === 1 ? 'recipient' : 'recipients'}?`} okText="Send" onConfirm={() => form.submit()} disabled={!editable}>
                  <Button type="primary">Send now</Button>
                </Popconfirm>
              )}
              {!isNew && canDelete && (
                <Popconfirm title="Delete this notification? It will not be sent." okText="Delete" okButtonProps={{ danger: true }} onConfirm={remove} disabled={!editable}>
                  <Button danger>Delete</Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </Form>
      </Card>
      {sent && (
        <Card title="Sent to" size="small">
          <NotificationLogTable eventId={event.id} query={`?notificationId=${n!.id}`} />
        </Card>
      )}
    </Space>
  );
}
