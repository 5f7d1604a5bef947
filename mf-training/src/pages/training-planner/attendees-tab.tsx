import { Alert, Button, Dropdown, Empty, Form, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { ATTENDEE_START_STATUSES, ATTENDEE_TRANSITIONS, INSTRUCTOR_TYPES, PLACE_HOLDING_STATUSES } from '@firecrest/contracts';
import { api, Trans, useSession, useT } from '@firecrest/portal-kit';
import { EmployeeSelect, useEmployeeNames } from '../../lib/employees';
import { showDateTime } from '../../lib/dates';
import { useTrainingSave } from '../../lib/save';
import type { Attendee, TrainingEvent } from '../../lib/training-types';
import { actionLabel, ATTENDEE_STATUS_KEYS, ATTENDEE_TYPE_KEYS, employeeLabel, INSTRUCTOR_TYPE_KEYS, roleLabel } from './planner-labels';
import { usePlannerMessages } from './planner-messages';
import { ATTENDEES_API, putAttendeeStatus, type EventAttendees } from './event-attendees';

const STATUS_COLOURS: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'gold', 5: 'red', 6: 'cyan', 7: 'orange', 8: 'purple', 9: 'default' };

interface AddValues {
  employeeId: number;
  attendeeType: 1 | 2 | 3;
  instructorType?: 'lead' | 'assistant';
  statusId: number;
}

/** Delegates, instructors and FDOs of an event (§5.2 rules), moved through the §4.2 workflow. */
export function AttendeesTab({ event, locked, attendees: { attendees, loading } }: { event: TrainingEvent; locked: boolean; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const [form] = Form.useForm<AddValues>();
  const attendeeType = Form.useWatch('attendeeType', form);
  const names = useEmployeeNames(attendees.map((a) => a.employeeId));
  const delegates = attendees.filter((a) => a.attendeeType === 2 && PLACE_HOLDING_STATUSES.includes(a.statusId)).length;
  const noDates = event.dates.length === 0;

  const add = useTrainingSave({
    save: (v: AddValues) => api.post(ATTENDEES_API, { trainingEventId: event.id, employeeId: v.employeeId, attendeeType: v.attendeeType, instructorType: v.attendeeType === 1 ? (v.instructorType ?? null) : null, statusId: v.statusId }),
    invalidates: [ATTENDEES_API],
    saved: (_, v) => t('attendees.added', { role: t(ATTENDEE_TYPE_KEYS[v.attendeeType]!) }),
    form,
    fieldName: (f) => (['employeeId', 'instructorType', 'statusId', 'attendeeType'].includes(f) ? f : f === 'trainingEventId' ? 'employeeId' : null),
    onSaved: () => form.resetFields(['employeeId']),
  });
  const move = useTrainingSave({
    save: ({ a, statusId }: { a: Attendee; statusId: number; action: string }) => putAttendeeStatus(a, statusId),
    invalidates: [ATTENDEES_API],
    saved: (_, { action }) => t('attendees.moved', { action }),
  });
  const remove = useTrainingSave({ save: (a: Attendee) => api.delete(`${ATTENDEES_API}/${a.id}`), invalidates: [ATTENDEES_API], saved: t('attendees.removed') });

  return (
    <div>
      <Typography.Paragraph>
        <Trans
          t={t}
          i18nKey={event.maxPlaces ? 'attendees.placesOf' : 'attendees.places'}
          values={{ count: delegates, max: event.maxPlaces, min: event.minPlaces }}
          components={[<strong key="count" data-testid="delegate-count" />]}
        />
      </Typography.Paragraph>
      {noDates && <Alert type="warning" showIcon title={M.courseDatesFirst} style={{ marginBottom: 16 }} />}
      {canCreate && !locked && !noDates && (
        <Form form={form} layout="inline" onFinish={(v) => add.mutate(v)} initialValues={{ attendeeType: 2, statusId: 2 }} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="employeeId" rules={[{ required: true, message: M.required }]}>
            <EmployeeSelect placeholder={t('attendees.employee')} />
          </Form.Item>
          <Form.Item name="attendeeType" rules={[{ required: true, message: M.required }]}>
            <Select aria-label={t('attendees.attendeeType')} style={{ width: 130 }} options={Object.entries(ATTENDEE_TYPE_KEYS).map(([value, key]) => ({ value: Number(value), label: t(key) }))} />
          </Form.Item>
          {attendeeType === 1 && (
            <Form.Item name="instructorType" rules={[{ required: true, message: M.instructorTypeRequired }]}>
              <Select aria-label={t('attendees.instructorType')} placeholder={t('attendees.instructorType')} style={{ width: 150 }} options={INSTRUCTOR_TYPES.map((type) => ({ value: type, label: t(INSTRUCTOR_TYPE_KEYS[type]!) }))} />
            </Form.Item>
          )}
          <Form.Item name="statusId">
            <Select aria-label={t('list.status')} style={{ width: 150 }} options={ATTENDEE_START_STATUSES.map((s) => ({ value: s, label: t(ATTENDEE_STATUS_KEYS[s]!) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>{t('attendees.add')}</Button>
        </Form>
      )}
      <Table<Attendee>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={attendees}
        pagination={false}
        locale={{ emptyText: <Empty description={t('attendees.empty')} /> }}
        columns={[
          { title: t('attendees.name'), key: 'name', render: (_, a) => employeeLabel(t, names, a.employeeId) },
          { title: t('attendees.role'), key: 'type', render: (_, a) => roleLabel(t, a) },
          { title: t('list.status'), key: 'status', render: (_, a) => <Tag color={STATUS_COLOURS[a.statusId]}>{t(ATTENDEE_STATUS_KEYS[a.statusId]!)}</Tag> },
          { title: t('attendees.applied'), dataIndex: 'dateApplied', render: showDateTime },
          { title: t('attendees.cancellationRequested'), dataIndex: 'dateCancellationRequested', render: showDateTime },
          {
            title: '',
            key: 'actions',
            width: 220,
            render: (_, a) =>
              !locked && (
                <Space>
                  {canEdit && ATTENDEE_TRANSITIONS[a.statusId].length > 0 && (
                    <Dropdown trigger={['click']} menu={{ items: ATTENDEE_TRANSITIONS[a.statusId].map((move_) => ({ key: String(move_.to), label: actionLabel(t, move_.action), onClick: () => move.mutate({ a, statusId: move_.to, action: actionLabel(t, move_.action) }) })) }}>
                      <Button size="small">{t('attendees.changeStatus')} <DownOutlined /></Button>
                    </Dropdown>
                  )}
                  {canDelete && (
                    <Popconfirm title={t('attendees.confirmRemove')} okText={t('attendees.remove')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(a)}>
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('attendees.removeNamed', { name: employeeLabel(t, names, a.employeeId) })} />
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
