import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ATTENDEE_STATUS_LABELS, EVENT_MESSAGE_TYPES, NOTIFICATION_TYPES, type EventMessageType, type NotificationType, type CommunicationLogEntry } from '@firecrest/contracts';
import { api, useFetched, useSession } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useSave } from '../../../lib/save';
import { ATTENDEE_TYPES, type Attendee } from '../../../lib/training-types';
import type { EventSectionProps } from '../event-section';
import { DELIVERY_STATUS, eventApi, type JoiningInstruction, type JoiningInstructionPreview } from './communication-types';
import { MergeFieldHelp } from './merge-field-help';

const TYPE_OPTIONS = Object.entries(NOTIFICATION_TYPES).map(([value, label]) => ({ value, label }));
/** To several at once, each recipient's own channels may be chosen too. */
const SEND_TYPE_OPTIONS = Object.entries(EVENT_MESSAGE_TYPES).map(([value, label]) => ({ value, label }));

/** The latest joining-instructions message to each attendee, from the event's log. */
function useSentTo(eventId: number) {
  const log = useFetched<{ data: CommunicationLogEntry[] }>(`${eventApi(eventId)}/notification-logs?source=joiningInstruction`);
  const latest = useMemo(() => {
    const byAttendee = new Map<number, CommunicationLogEntry>();
    for (const row of log.data?.data ?? []) if (!byAttendee.has(row.attendeeId)) byAttendee.set(row.attendeeId, row);
    return byAttendee;
  }, [log.data]);
  return { latest, rows: log.data?.data ?? [], reload: log.reload };
}

/** Sends the joining instructions after asking; answers whether they went. */
function useSendInstructions(eventId: number) {
  const save = useSave();
  return (attendeeIds: number[], type: EventMessageType) =>
    save(() => api.post(`${eventApi(eventId)}/joining-instruction/send`, { attendeeIds, type }), `Joining instructions sent to ${attendeeIds.length} ${attendeeIds.length === 1 ? 'attendee' : 'attendees'}`);
}

/**
 * §2.6 `joininginstruction`: the event's joining instructions (subject and body with merge fields), and the attendees
 * they are sent to, with when each last got them. Read only without the edit right or on a complete event.
 */
export function JoiningInstructionTab({ event, locked, attendees: { attendees, loading }, base }: EventSectionProps) {
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const editable = canEdit && !locked;
  const fetched = useFetched<JoiningInstruction>(`${eventApi(event.id)}/joining-instruction`);
  const [form] = Form.useForm<{ subject: string; body: string }>();
  const save = useSave();
  const send = useSendInstructions(event.id);
  const sent = useSentTo(event.id);
  const [selected, setSelected] = useState<number[]>([]);
  const [type, setType] = useState<EventMessageType>('email');
  const [busy, setBusy] = useState(false);
  const names = useEmployeeNames(attendees.map((a) => a.employeeId));
  const name = (a: Attendee) => names.get(a.employeeId) ?? `Employee ${a.employeeId}`;
  const chosen = selected.filter((id) => attendees.some((a) => a.id === id));

  useEffect(() => {
    if (fetched.data) form.setFieldsValue({ subject: fetched.data.subject, body: fetched.data.body });
  }, [fetched.data, form]);

  async function saveInstructions(values: { subject: string; body: string }) {
    if (await save(() => api.put(`${eventApi(event.id)}/joining-instruction`, values), 'Joining instructions saved', form)) fetched.reload();
  }
  async function sendSelected() {
    setBusy(true);
    const done = await send(chosen, type);
    setBusy(false);
    if (done) {
      setSelected([]);
      sent.reload();
    }
  }

  if (fetched.loading && !fetched.data) return <Skeleton active />;
  if (fetched.error) return <Result status="warning" title={fetched.error} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="Joining instructions" size="small" extra={fetched.data?.isDefault ? <Tag>Default text</Tag> : fetched.data?.lastModifiedDate && <Typography.Text type="secondary">Saved {showDateTime(fetched.data.lastModifiedDate)} by {fetched.data.lastModifiedBy}</Typography.Text>}>
        <Form form={form} layout="vertical" onFinish={saveInstructions} disabled={!editable}>
          <Form.Item name="subject" label="Subject" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="body" label="Instructions" rules={[{ required: true, whitespace: true, message: 'Required' }]} extra="Venue, arrival time, what to bring, PPE, parking, catering…">
            <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} maxLength={20_000} />
          </Form.Item>
          <MergeFieldHelp />
          {canEdit && (
            <div>
              <Button type="primary" htmlType="submit">Save instructions</Button>
            </div>
          )}
        </Form>
      </Card>
      <Card
        title="Send to attendees"
        size="small"
        extra={
          canEdit && (
            <Space wrap>
              <Select aria-label="Send by" value={type} onChange={setType} options={SEND_TYPE_OPTIONS} style={{ width: 200 }} disabled={locked} />
              <Popconfirm title={`Send the joining instructions to ${chosen.length} selected?`} description={`By ${EVENT_MESSAGE_TYPES[type]}; each gets their own copy.`} okText="Send" onConfirm={sendSelected} disabled={!editable || !chosen.length}>
                <Button type="primary" disabled={!editable || !chosen.length} loading={busy}>
                  Send to selected{chosen.length ? ` (${chosen.length})` : ''}
                </Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        <Table<Attendee>
          dataSource={attendees}
          rowKey="id"
          pagination={false}
          loading={loading}
          size="small"
          rowSelection={canEdit ? { selectedRowKeys: chosen, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (a) => ({ disabled: locked, 'aria-label': `Select ${name(a)}` }) } : undefined}
          locale={{ emptyText: <Empty description="No attendees on this event yet" /> }}
          columns={[
            { title: 'Name', key: 'name', render: (_, a) => <Link to={`${base}/${a.id}`}>{name(a)}</Link> },
            { title: 'Role', key: 'role', render: (_, a) => ATTENDEE_TYPES[a.attendeeType] },
            { title: 'Status', key: 'status', render: (_, a) => ATTENDEE_STATUS_LABELS[a.statusId] },
            {
              title: 'Last sent',
              key: 'sent',
              render: (_, a) => {
                const row = sent.latest.get(a.id);
                return row ? (
                  <Space size={4}>
                    {showDateTime(row.queuedDate)} · {NOTIFICATION_TYPES[row.channel]}
                    <Tag color={DELIVERY_STATUS[row.status].color}>{DELIVERY_STATUS[row.status].label}</Tag>
                  </Space>
                ) : (
                  <Typography.Text type="secondary">Not sent</Typography.Text>
                );
              },
            },
            { title: '', key: 'preview', width: 90, render: (_, a) => <Link to={`${base}/${a.id}`} aria-label={`Preview for ${name(a)}`}>Preview</Link> },
          ]}
        />
      </Card>
    </Space>
  );
}

/** §2.6 `joininginstruction/{id}`: the instructions as one attendee gets them, where they would go, and sending them. */
export function JoiningInstructionPreviewPage({ event, locked, base, attendeeId }: EventSectionProps & { attendeeId: number }) {
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const preview = useFetched<JoiningInstructionPreview>(`${eventApi(event.id)}/joining-instruction/${attendeeId}`);
  const send = useSendInstructions(event.id);
  const sent = useSentTo(event.id);
  const [type, setType] = useState<NotificationType>('email');
  const [busy, setBusy] = useState(false);
  const p = preview.data;
  const back = <Link to={base}>Back to joining instructions</Link>;

  async function sendOne() {
    setBusy(true);
    if (await send([attendeeId], type)) sent.reload();
    setBusy(false);
  }

  if (preview.error) return <Result status="warning" title={preview.error} extra={back} />;
  if (!p) return <Skeleton active />;
  const history = sent.rows.filter((r) => r.attendeeId === attendeeId);
  const address = p.addresses[type];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      <Card
        title={`Joining instructions for ${p.recipientName}`}
        size="small"
        extra={
          canEdit && (
            <Space wrap>
              <Select aria-label="Send by" value={type} onChange={setType} options={TYPE_OPTIONS} style={{ width: 160 }} disabled={locked} />
              <Popconfirm title={`Send the joining instructions to ${p.recipientName}?`} description={`By ${NOTIFICATION_TYPES[type]} to ${address}`} okText="Send" onConfirm={sendOne} disabled={locked || !address}>
                <Button type="primary" disabled={locked || !address} loading={busy}>Send</Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        {!address && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={type === 'gartan' ? 'Messages cannot be sent when recipients have no user account' : `No ${type === 'sms' ? 'phone number' : 'e-mail address'} for ${p.recipientName}`} />}
        <Descriptions size="small" column={1} bordered items={[
          { key: 'email', label: 'E-mail', children: p.addresses.email ?? '—' },
          { key: 'sms', label: 'Phone (SMS)', children: p.addresses.sms ?? '—' },
          { key: 'gartan', label: 'Gartan message', children: p.addresses.gartan ? 'User account' : 'No user account' },
          { key: 'subject', label: 'Subject', children: p.subject },
        ]} />
        <Typography.Paragraph data-testid="joining-preview" style={{ whiteSpace: 'pre-wrap', marginTop: 16, padding: 12, background: 'rgba(0,0,0,0.02)', borderRadius: 6 }}>
          {p.body}
        </Typography.Paragraph>
      </Card>
      <Card title="Sent before" size="small">
        <Table<CommunicationLogEntry>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={history}
          locale={{ emptyText: <Empty description="Not sent to this attendee yet" /> }}
          columns={[
            { title: 'When', key: 'when', render: (_, r) => showDateTime(r.queuedDate) },
            { title: 'By', key: 'channel', render: (_, r) => NOTIFICATION_TYPES[r.channel] },
            { title: 'To', dataIndex: 'to' },
            { title: 'Status', key: 'status', render: (_, r) => <Tag color={DELIVERY_STATUS[r.status].color}>{DELIVERY_STATUS[r.status].label}</Tag> },
          ]}
        />
      </Card>
    </Space>
  );
}
