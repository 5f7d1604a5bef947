import { useState } from 'react';
import { Alert, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Radio, Select, Switch, Table, Typography } from 'antd';
import { CALENDAR_FEED_ROLE_LABELS, CALENDAR_FEED_ROLES, CALENDAR_FEED_TRAINING_TYPE_LABELS, type CalendarFeedBody, type CalendarFeedRow } from '@firecrest/contracts';
import { api, showDateTime, useFetched, useLocations } from '@firecrest/portal-kit';
import { EmployeeSelect, useEmployeeNames } from '../../lib/employees';
import { useSave } from '../../lib/save';

const FEEDS = '/api/training/calendar-feeds';
const ROLE_OPTIONS = CALENDAR_FEED_ROLES.map((r) => ({ value: r, label: CALENDAR_FEED_ROLE_LABELS[r] }));
const TYPE_OPTIONS = ([2, 1] as const).map((t) => ({ value: t, label: CALENDAR_FEED_TRAINING_TYPE_LABELS[t] }));
const INITIAL: Partial<CalendarFeedBody> = { kind: 'employee', name: '', roles: [...CALENDAR_FEED_ROLES], trainingTypes: [1, 2], includeCancelled: true, includeComments: true };

/** What a listed feed shows, in words. */
function feedShows(f: CalendarFeedRow) {
  const parts = [
    ...(f.kind === 'employee' ? [f.roles.map((r) => CALENDAR_FEED_ROLE_LABELS[r]).join(', ')] : []),
    f.trainingTypes.map((t) => CALENDAR_FEED_TRAINING_TYPE_LABELS[t]).join(', '),
    f.includeCancelled ? 'cancelled events marked' : 'no cancelled events',
    f.includeComments ? 'comments' : 'no comments',
  ];
  return parts.join('; ');
}

/**
 * The user's iCalendar feeds (issue 32): a secret address per employee or station to subscribe to from Outlook or
 * Google, shown once when made, showing what its maker chose (its name, the employee's places, the types of training,
 * cancelled events and comments); revoking one stops its address for good.
 */
export function CalendarFeedsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Calendar feeds</Button>
      {open && <CalendarFeedsModal onClose={() => setOpen(false)} />}
    </>
  );
}

function CalendarFeedsModal({ onClose }: { onClose(): void }) {
  const save = useSave();
  const [form] = Form.useForm<CalendarFeedBody>();
  const kind = Form.useWatch('kind', form) ?? 'employee';
  const feeds = useFetched<{ data: CalendarFeedRow[] }>(FEEDS);
  const locations = useLocations();
  const employees = useEmployeeNames((feeds.data?.data ?? []).filter((f) => f.kind === 'employee').map((f) => f.subjectId));
  const [made, setMade] = useState<string | null>(null);
  const subject = (f: CalendarFeedRow) => (f.kind === 'station' ? (locations.byId.get(f.subjectId)?.name ?? `Station ${f.subjectId}`) : (employees.get(f.subjectId) ?? `Employee ${f.subjectId}`));

  async function make(v: CalendarFeedBody) {
    const body = v.kind === 'station' ? { ...v, roles: undefined } : v;
    const answer = await save(() => api.post<CalendarFeedRow>(FEEDS, body), 'The feed was made: copy its address now');
    if (answer?.data.path) {
      setMade(`${window.location.origin}${answer.data.path}`);
      feeds.reload();
    }
  }

  return (
    <Modal open title="Calendar feeds" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>} width={720}>
      <Typography.Paragraph type="secondary">Subscribe to a feed from Outlook or Google Calendar to see the training events there. Anyone with the address can read the feed: revoke it if it is shared by mistake.</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={make} style={{ marginBottom: 16 }}>
        <Form.Item name="kind" style={{ marginBottom: 8 }}><Radio.Group options={[{ value: 'employee', label: 'An employee' }, { value: 'station', label: 'A station' }]} /></Form.Item>
        <Form.Item name="subjectId" label={kind === 'station' ? 'Station' : 'Employee'} rules={[{ required: true, message: 'Required' }]}>
          {kind === 'station' ? (
            <Select aria-label="Station" placeholder="Station" style={{ width: 240 }} showSearch={{ optionFilterProp: 'label' }} options={locations.items.filter((l) => l.kind === 'station').map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))} />
          ) : (
            <EmployeeSelect />
          )}
        </Form.Item>
        <Form.Item name="name" label="Name in the calendar program" extra="Left empty: My training, or Training at the station.">
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
        {kind === 'employee' && (
          <Form.Item name="roles" label="Events where the employee is" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one' }]}>
            <Checkbox.Group options={ROLE_OPTIONS} />
          </Form.Item>
        )}
        <Form.Item name="trainingTypes" label="Types of training" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one' }]}>
          <Checkbox.Group options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="includeCancelled" label="Cancelled events" valuePropName="checked" extra="Shown as cancelled when on; left out when off.">
          <Switch />
        </Form.Item>
        <Form.Item name="includeComments" label="Event comments as descriptions" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit">Make feed</Button>
      </Form>
      {made && <Alert type="success" showIcon style={{ marginBottom: 16 }} title="The feed's address (shown once):" description={<Typography.Text copyable code>{made}</Typography.Text>} />}
      {feeds.error && <Alert type="error" showIcon title={feeds.error} style={{ marginBottom: 16 }} />}
      <Table<CalendarFeedRow>
        rowKey="id"
        size="small"
        loading={feeds.loading}
        dataSource={feeds.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="No feeds yet" /> }}
        columns={[
          { title: 'Feed of', key: 'subject', render: (_, f) => (f.name ? `${f.name} (${subject(f)})` : subject(f)) },
          { title: 'Kind', dataIndex: 'kind', render: (k: string) => (k === 'station' ? 'Station' : 'Employee') },
          { title: 'Shows', key: 'shows', render: (_, f) => feedShows(f) },
          { title: 'Made', dataIndex: 'createdDate', render: showDateTime },
          {
            title: '',
            key: 'revoke',
            render: (_, f) => (
              <Popconfirm title="Revoke this feed?" description="Its address stops working in every calendar that uses it." okText="Revoke" okButtonProps={{ danger: true }} onConfirm={async () => { if (await save(() => api.delete(`${FEEDS}/${f.id}`), 'The feed was revoked')) feeds.reload(); }}>
                <Button size="small" danger>Revoke</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}
