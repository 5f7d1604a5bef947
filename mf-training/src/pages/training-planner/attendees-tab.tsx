import { Alert, Button, Dropdown, Empty, Form, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { ATTENDEE_START_STATUSES, ATTENDEE_STATUS_LABELS, ATTENDEE_TRANSITIONS, INSTRUCTOR_TYPES, PLACE_HOLDING_STATUSES, TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { api, useSession } from '@firecrest/portal-kit';
import { EmployeeSelect, useEmployeeNames } from '../../lib/employees';
import { showDateTime } from '../../lib/dates';
import { useSave } from '../../lib/save';
import { ATTENDEE_TYPES, type Attendee, type TrainingEvent } from '../../lib/training-types';
import { putAttendeeStatus, type EventAttendees } from './event-attendees';

const STATUS_COLOURS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'gold', 5: 'red', 6: 'cyan', 7: 'orange', 8: 'purple', 9: 'default' };

interface AddValues {
  employeeId: number;
  attendeeType: 1 | 2 | 3;
  instructorType?: 'lead' | 'assistant';
  statusId: number;
}

/** Delegates, instructors and FDOs of an event (§5.2 rules), moved through the §4.2 workflow. */
export function AttendeesTab({ event, locked, attendees: { attendees, loading, reload } }: { event: TrainingEvent; locked: boolean; attendees: EventAttendees }) {
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const save = useSave();
  const [form] = Form.useForm<AddValues>();
  const attendeeType = Form.useWatch('attendeeType', form);
  const names = useEmployeeNames(attendees.map((a) => a.employeeId));
  const delegates = attendees.filter((a) => a.attendeeType === 2 && PLACE_HOLDING_STATUSES.includes(a.statusId)).length;
  const noDates = event.dates.length === 0;

  async function add(v: AddValues) {
    const body = { trainingEventId: event.id, employeeId: v.employeeId, attendeeType: v.attendeeType, instructorType: v.attendeeType === 1 ? (v.instructorType ?? null) : null, statusId: v.statusId };
    if (await save(() => api.post('/api/training/training-event-attendees', body), `${ATTENDEE_TYPES[v.attendeeType]} added`, form, (f) => (['employeeId', 'instructorType', 'statusId', 'attendeeType'].includes(f) ? f : f === 'trainingEventId' ? 'employeeId' : null))) {
      form.resetFields(['employeeId']);
      reload();
    }
  }
  async function move(a: Attendee, statusId: number, action: string) {
    if (await save(() => putAttendeeStatus(a, statusId), `${action}: done`)) reload();
  }
  async function remove(a: Attendee) {
    if (await save(() => api.delete(`/api/training/training-event-attendees/${a.id}`), 'Attendee removed')) reload();
  }

  return (
    <div>
      <Typography.Paragraph>
        Delegates holding a place: <strong data-testid="delegate-count">{delegates}</strong>
        {event.maxPlaces ? ` of ${event.maxPlaces}` : ''} (minimum {event.minPlaces}).
      </Typography.Paragraph>
      {noDates && <Alert type="warning" showIcon title={M.courseDatesFirst} style={{ marginBottom: 16 }} />}
      {canCreate && !locked && !noDates && (
        <Form form={form} layout="inline" onFinish={add} initialValues={{ attendeeType: 2, statusId: 2 }} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="employeeId" rules={[{ required: true, message: M.required }]}>
            <EmployeeSelect placeholder="Employee (type 3+ letters)" />
          </Form.Item>
          <Form.Item name="attendeeType" rules={[{ required: true, message: M.required }]}>
            <Select aria-label="Attendee type" style={{ width: 130 }} options={Object.entries(ATTENDEE_TYPES).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
          {attendeeType === 1 && (
            <Form.Item name="instructorType" rules={[{ required: true, message: M.instructorTypeRequired }]}>
              <Select aria-label="Instructor type" placeholder="Instructor type" style={{ width: 150 }} options={INSTRUCTOR_TYPES.map((t) => ({ value: t, label: t === 'lead' ? 'Lead' : 'Assistant' }))} />
            </Form.Item>
          )}
          <Form.Item name="statusId">
            <Select aria-label="Status" style={{ width: 150 }} options={ATTENDEE_START_STATUSES.map((s) => ({ value: s, label: ATTENDEE_STATUS_LABELS[s] }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit">Add</Button>
        </Form>
      )}
      <Table<Attendee>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={attendees}
        pagination={false}
        locale={{ emptyText: <Empty description="No delegates, instructors or FDOs yet" /> }}
        columns={[
          { title: 'Name', key: 'name', render: (_, a) => names.get(a.employeeId) ?? `Employee ${a.employeeId}` },
          { title: 'Role', key: 'type', render: (_, a) => `${ATTENDEE_TYPES[a.attendeeType]}${a.instructorType ? ` (${a.instructorType})` : ''}` },
          { title: 'Status', key: 'status', render: (_, a) => <Tag color={STATUS_COLOURS[a.statusId]}>{ATTENDEE_STATUS_LABELS[a.statusId]}</Tag> },
          { title: 'Applied', dataIndex: 'dateApplied', render: showDateTime },
          { title: 'Cancellation requested', dataIndex: 'dateCancellationRequested', render: showDateTime },
          {
            title: '',
            key: 'actions',
            width: 220,
            render: (_, a) =>
              !locked && (
                <Space>
                  {canEdit && ATTENDEE_TRANSITIONS[a.statusId].length > 0 && (
                    <Dropdown trigger={['click']} menu={{ items: ATTENDEE_TRANSITIONS[a.statusId].map((t) => ({ key: String(t.to), label: t.action, onClick: () => move(a, t.to, t.action) })) }}>
                      <Button size="small">Change status <DownOutlined /></Button>
                    </Dropdown>
                  )}
                  {canDelete && (
                    <Popconfirm title="Remove this attendee from the event?" okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => remove(a)}>
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${names.get(a.employeeId) ?? a.employeeId}`} />
                    </Popconfirm>
                  )}
                </Space>
              ),
          },
        ]}
      />
    </div>
  );
}
