import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Popconfirm, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { EVENT_MESSAGE_TYPES, NOTIFICATION_TYPES, type EventMessageType, type NotificationType, type CommunicationLogEntry } from '@firecrest/contracts';
import { api, errorOf, read, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useTrainingSave } from '../../../lib/save';
import type { Attendee } from '../../../lib/training-types';
import { ATTENDEE_STATUS_KEYS, ATTENDEE_TYPE_KEYS, CHANNEL_KEYS, employeeLabel } from '../planner-labels';
import type { EventSectionProps } from '../event-section';
import { DELIVERY_STATUS, eventApi, type JoiningInstruction, type JoiningInstructionPreview } from './communication-types';
import { MergeFieldHelp } from './merge-field-help';
import { SelectAll } from '../select-all';

type T = ReturnType<typeof useT>['t'];
const typeOptions = (t: T) => Object.keys(NOTIFICATION_TYPES).map((value) => ({ value, label: t(CHANNEL_KEYS[value]!) }));
/** To several at once, each recipient's own channels may be chosen too. */
const sendTypeOptions = (t: T) => Object.keys(EVENT_MESSAGE_TYPES).map((value) => ({ value, label: t(CHANNEL_KEYS[value]!) }));

const logsUrl = (eventId: number) => `${eventApi(eventId)}/notification-logs`;

/** The latest joining-instructions message to each attendee, from the event's log. */
function useSentTo(eventId: number) {
  const log = useQuery(read<{ data: CommunicationLogEntry[] }>(`${logsUrl(eventId)}?source=joiningInstruction`));
  const latest = useMemo(() => {
    const byAttendee = new Map<number, CommunicationLogEntry>();
    for (const row of log.data?.data ?? []) if (!byAttendee.has(row.attendeeId)) byAttendee.set(row.attendeeId, row);
    return byAttendee;
  }, [log.data]);
  return { latest, rows: log.data?.data ?? [] };
}

/** Sends the joining instructions (asked first by the caller): `send.mutate({ attendeeIds, type })`; the log is read again. */
function useSendInstructions(eventId: number, onSent?: () => void) {
  const { t } = useT('planner');
  return useTrainingSave({
    save: (message: { attendeeIds: number[]; type: EventMessageType }) => api.post(`${eventApi(eventId)}/joining-instruction/send`, message),
    invalidates: [logsUrl(eventId)],
    saved: (_, { attendeeIds }) => (attendeeIds.length === 1 ? t('joining.sentOne') : t('joining.sentMany', { count: attendeeIds.length })),
    onSaved: onSent,
  });
}

/**
 * §2.6 `joininginstruction`: the event's joining instructions (subject and body with merge fields), and the attendees
 * they are sent to, with when each last got them. Read only without the edit right or on a complete event.
 */
export function JoiningInstructionTab({ event, locked, attendees: { attendees, loading }, base }: EventSectionProps) {
  const { t } = useT('planner');
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const editable = canEdit && !locked;
  const url = `${eventApi(event.id)}/joining-instruction`;
  const fetched = useQuery(read<JoiningInstruction>(url));
  const fetchError = errorOf(fetched);
  const [form] = Form.useForm<{ subject: string; body: string }>();
  const save = useTrainingSave({ save: (values: { subject: string; body: string }) => api.put(url, values), invalidates: [url], saved: t('joining.saved'), form });
  const [selected, setSelected] = useState<number[]>([]);
  const send = useSendInstructions(event.id, () => setSelected([]));
  const sent = useSentTo(event.id);
  const [type, setType] = useState<EventMessageType>('email');
  const names = useEmployeeNames(attendees.map((a) => a.employeeId));
  const name = (a: Attendee) => employeeLabel(t, names, a.employeeId);
  const chosen = selected.filter((id) => attendees.some((a) => a.id === id));

  useEffect(() => {
    if (fetched.data) form.setFieldsValue({ subject: fetched.data.subject, body: fetched.data.body });
  }, [fetched.data, form]);

  if (fetched.isFetching && !fetched.data) return <Skeleton active />;
  if (fetchError) return <Result status="warning" title={fetchError} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('tabs.joiningInstructions')} size="small" extra={fetched.data?.isDefault ? <Tag>{t('joining.defaultText')}</Tag> : fetched.data?.lastModifiedDate && <Typography.Text type="secondary">{t('joining.savedBy', { when: showDateTime(fetched.data.lastModifiedDate), by: fetched.data.lastModifiedBy })}</Typography.Text>}>
        <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} disabled={!editable}>
          <Form.Item name="subject" label={t('log.subject')} rules={[{ required: true, whitespace: true, message: t('common:required') }]}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="body" label={t('joining.instructions')} rules={[{ required: true, whitespace: true, message: t('common:required') }]} extra={t('joining.instructionsHelp')}>
            <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} maxLength={20_000} />
          </Form.Item>
          <MergeFieldHelp />
          {canEdit && (
            <div>
              <Button type="primary" htmlType="submit" loading={save.isPending}>{t('joining.save')}</Button>
            </div>
          )}
        </Form>
      </Card>
      <Card
        title={t('joining.sendTitle')}
        size="small"
        extra={
          canEdit && (
            <Space wrap>
              <Select aria-label={t('joining.sendBy')} value={type} onChange={setType} options={sendTypeOptions(t)} style={{ width: 200 }} disabled={locked} />
              <Popconfirm title={t('joining.confirmSelected', { count: chosen.length })} description={t('joining.confirmSelectedText', { channel: t(CHANNEL_KEYS[type]!) })} okText={t('joining.send')} cancelText={t('common:cancel')} onConfirm={() => send.mutate({ attendeeIds: chosen, type })} disabled={!editable || !chosen.length}>
                <Button type="primary" disabled={!editable || !chosen.length} loading={send.isPending}>
                  {chosen.length ? t('joining.sendSelectedCount', { count: chosen.length }) : t('joining.sendSelected')}
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
          rowSelection={canEdit ? { columnTitle: <SelectAll ids={attendees.map((a) => a.id)} selected={chosen} onChange={setSelected} disabled={locked} />, selectedRowKeys: chosen, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (a) => ({ disabled: locked, 'aria-label': t('queue.select', { name: name(a) }) }) } : undefined}
          locale={{ emptyText: <Empty description={t('joining.noAttendees')} /> }}
          columns={[
            { title: t('attendees.name'), key: 'name', render: (_, a) => <Link to={`${base}/${a.id}`}>{name(a)}</Link> },
            { title: t('attendees.role'), key: 'role', render: (_, a) => t(ATTENDEE_TYPE_KEYS[a.attendeeType]!) },
            { title: t('list.status'), key: 'status', render: (_, a) => t(ATTENDEE_STATUS_KEYS[a.statusId]!) },
            {
              title: t('joining.lastSent'),
              key: 'sent',
              render: (_, a) => {
                const row = sent.latest.get(a.id);
                return row ? (
                  <Space size={4}>
                    {showDateTime(row.queuedDate)} · {t(CHANNEL_KEYS[row.channel]!)}
                    <Tag color={DELIVERY_STATUS[row.status].color}>{t(DELIVERY_STATUS[row.status].label)}</Tag>
                  </Space>
                ) : (
                  <Typography.Text type="secondary">{t('joining.notSent')}</Typography.Text>
                );
              },
            },
            { title: '', key: 'preview', width: 90, render: (_, a) => <Link to={`${base}/${a.id}`} aria-label={t('joining.previewFor', { name: name(a) })}>{t('joining.preview')}</Link> },
          ]}
        />
      </Card>
    </Space>
  );
}

/** §2.6 `joininginstruction/{id}`: the instructions as one attendee gets them, where they would go, and sending them. */
export function JoiningInstructionPreviewPage({ event, locked, base, attendeeId }: EventSectionProps & { attendeeId: number }) {
  const { t } = useT('planner');
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const preview = useQuery(read<JoiningInstructionPreview>(`${eventApi(event.id)}/joining-instruction/${attendeeId}`));
  const previewError = errorOf(preview);
  const send = useSendInstructions(event.id);
  const sent = useSentTo(event.id);
  const [type, setType] = useState<NotificationType>('email');
  const p = preview.data;
  const back = <Link to={base}>{t('joining.back')}</Link>;

  if (previewError) return <Result status="warning" title={previewError} extra={back} />;
  if (!p) return <Skeleton active />;
  const history = sent.rows.filter((r) => r.attendeeId === attendeeId);
  const address = p.addresses[type];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {back}
      <Card
        title={t('joining.previewTitle', { name: p.recipientName })}
        size="small"
        extra={
          canEdit && (
            <Space wrap>
              <Select aria-label={t('joining.sendBy')} value={type} onChange={setType} options={typeOptions(t)} style={{ width: 160 }} disabled={locked} />
              <Popconfirm title={t('joining.confirmOne', { name: p.recipientName })} description={t('joining.confirmOneText', { channel: t(CHANNEL_KEYS[type]!), address })} okText={t('joining.send')} cancelText={t('common:cancel')} onConfirm={() => send.mutate({ attendeeIds: [attendeeId], type })} disabled={locked || !address}>
                <Button type="primary" disabled={locked || !address} loading={send.isPending}>{t('joining.send')}</Button>
              </Popconfirm>
            </Space>
          )
        }
      >
        {!address && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={type === 'gartan' ? t('joining.noAccount') : type === 'sms' ? t('joining.noPhone', { name: p.recipientName }) : t('joining.noEmail', { name: p.recipientName })} />}
        <Descriptions size="small" column={1} bordered items={[
          { key: 'email', label: t('channel.email'), children: p.addresses.email ?? '—' },
          { key: 'sms', label: t('joining.phone'), children: p.addresses.sms ?? '—' },
          { key: 'gartan', label: t('channel.gartan'), children: p.addresses.gartan ? t('joining.account') : t('joining.noAccountShort') },
          { key: 'subject', label: t('log.subject'), children: p.subject },
        ]} />
        <Typography.Paragraph data-testid="joining-preview" style={{ whiteSpace: 'pre-wrap', marginTop: 16, padding: 12, background: 'rgba(0,0,0,0.02)', borderRadius: 6 }}>
          {p.body}
        </Typography.Paragraph>
      </Card>
      <Card title={t('joining.sentBefore')} size="small">
        <Table<CommunicationLogEntry>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={history}
          locale={{ emptyText: <Empty description={t('joining.notSentYet')} /> }}
          columns={[
            { title: t('settings.when'), key: 'when', render: (_, r) => showDateTime(r.queuedDate) },
            { title: t('joining.by'), key: 'channel', render: (_, r) => t(CHANNEL_KEYS[r.channel]!) },
            { title: t('log.to'), dataIndex: 'to' },
            { title: t('list.status'), key: 'status', render: (_, r) => <Tag color={DELIVERY_STATUS[r.status].color}>{t(DELIVERY_STATUS[r.status].label)}</Tag> },
          ]}
        />
      </Card>
    </Space>
  );
}
