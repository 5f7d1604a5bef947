import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Empty, Form, Input, InputNumber, Popconfirm, Result, Select, Skeleton, Space, Table, Typography } from 'antd';
import { attended, sessionHours, type AttendanceListEvent, type AttendanceOption } from '@firecrest/contracts';
import { api, useSession, useT } from '@firecrest/portal-kit';
import { showDay, showTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useTrainingSave } from '../../../lib/save';
import type { Attendee } from '../../../lib/training-types';
import { ATTENDANCE_OPTION_KEYS, ATTENDEE_TYPE_KEYS, employeeLabel } from '../planner-labels';
import type { EventSectionProps } from '../event-section';
import { LISTS_API, takingPart, useAttendanceLists } from './attendance-data';

const sessionLabel = (d: { startTime: string; endTime: string }) => `${showDay(d.startTime)} ${showTime(d.startTime)}–${showTime(d.endTime)}`;

/** §2.6 `attendance-list`: the event's lists, one per date, and a way to record the dates still without one. */
export function AttendanceListsTab({ event, locked, base }: EventSectionProps) {
  const { t } = useT('planner');
  const { lists, loading } = useAttendanceLists(event.id);
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const navigate = useNavigate();
  const missing = event.dates.filter((d) => !lists.some((l) => l.date === new Date(d.startTime).toISOString()));
  return (
    <div>
      <Space style={{ marginBottom: 16 }}>
        {canCreate && (
          <Button type="primary" disabled={locked || !missing.length} onClick={() => navigate(`${base}/new`)}>
            {t('lists.new')}
          </Button>
        )}
        <Typography.Text type="secondary">
          {t('lists.recorded', { n: lists.length, of: event.dates.length })}
        </Typography.Text>
      </Space>
      <Table<AttendanceListEvent>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={lists}
        pagination={false}
        locale={{ emptyText: <Empty description={event.dates.length ? t('summary.empty') : t('lists.datesFirst')} /> }}
        columns={[
          { title: t('form.date'), key: 'date', render: (_, l) => <Link to={`${base}/details/${l.id}`}>{sessionLabel(event.dates.find((d) => new Date(d.startTime).toISOString() === l.date) ?? { startTime: l.date, endTime: l.date })}</Link> },
          { title: t('register.present'), key: 'present', render: (_, l) => t('summary.of', { n: l.rows.filter((r) => attended(r.attendance)).length, of: l.rows.length }) },
          { title: t('lists.partial'), key: 'partial', render: (_, l) => `${l.rows.filter((r) => r.attendance === 'lateArriver').length} / ${l.rows.filter((r) => r.attendance === 'earlyLeaver').length}` },
          { title: t('lists.sessionHours'), dataIndex: 'sessionHours' },
          { title: t('status.comment'), dataIndex: 'comment' },
        ]}
      />
    </div>
  );
}

interface RowValues {
  attendeeId: number;
  attendance?: AttendanceOption | null;
  hours?: number | null;
  comment?: string;
}
interface ListValues {
  date?: string;
  rows: RowValues[];
  comment?: string;
}

/**
 * `attendance-list/new` and `attendance-list/details/{id}`: one date's list, a row per confirmed attendee (and anyone
 * the saved list already records). Choosing full attendance or no show fills the hours; every row needs attendance.
 */
export function AttendanceListPage({ event, locked, attendees, base, listId }: EventSectionProps & { listId: number | null }) {
  const { t } = useT('planner');
  const optionItems = Object.entries(ATTENDANCE_OPTION_KEYS).map(([value, key]) => ({ value, label: t(key) }));
  const { lists, loading } = useAttendanceLists(event.id);
  const existing = listId === null ? null : (lists.find((l) => l.id === listId) ?? null);
  const navigate = useNavigate();
  const [form] = Form.useForm<ListValues>();
  const canWrite = useSession((s) => s.can('COURSES', listId === null ? 'create' : 'edit'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const disabled = locked || !canWrite;
  const date = Form.useWatch('date', form) ?? existing?.date;
  const session = event.dates.find((d) => new Date(d.startTime).toISOString() === date);
  const hours = session ? sessionHours(session) : 24;

  // The saved rows first, then confirmed attendees the list does not hold yet.
  const people = useMemo(() => {
    const byId = new Map<number, Pick<Attendee, 'id' | 'employeeId' | 'attendeeType'>>();
    for (const r of existing?.rows ?? []) byId.set(r.attendeeId, { id: r.attendeeId, employeeId: r.employeeId, attendeeType: r.attendeeType as Attendee['attendeeType'] });
    for (const a of takingPart(attendees.attendees)) if (!byId.has(a.id)) byId.set(a.id, a);
    return [...byId.values()].sort((a, b) => a.attendeeType - b.attendeeType || a.id - b.id);
  }, [existing, attendees.attendees]);
  const names = useEmployeeNames(people.map((p) => p.employeeId));
  const name = (p: { employeeId: number }) => employeeLabel(t, names, p.employeeId);

  useEffect(() => {
    const saved = new Map((existing?.rows ?? []).map((r) => [r.attendeeId, r]));
    form.setFieldsValue({
      date: existing?.date,
      comment: existing?.comment ?? '',
      rows: people.map((p) => ({ attendeeId: p.id, attendance: saved.get(p.id)?.attendance ?? null, hours: saved.get(p.id)?.hours ?? null, comment: saved.get(p.id)?.comment ?? '' })),
    });
  }, [existing, people, form]);
  const save = useTrainingSave({
    save: (values: ListValues) => {
      const body = { trainingEventId: event.id, date: values.date ?? existing?.date, rows: values.rows.map((r) => ({ attendeeId: r.attendeeId, attendance: r.attendance ?? null, hours: r.hours ?? null, comment: r.comment ?? '' })), comment: values.comment ?? '' };
      return existing ? api.put<AttendanceListEvent>(`${LISTS_API}/${existing.id}`, body) : api.post<AttendanceListEvent>(LISTS_API, body);
    },
    invalidates: [LISTS_API],
    saved: existing ? t('lists.saved') : t('lists.created'),
    form,
    onSaved: () => navigate(base),
  });
  const remove = useTrainingSave({ save: (id: number) => api.delete(`${LISTS_API}/${id}`), invalidates: [LISTS_API], saved: t('lists.deleted'), onSaved: () => navigate(base) });

  if (listId !== null && !loading && !existing) return <Result status="404" title={t('notFound.attendanceList')} extra={<Link to={base}>{t('lists.back')}</Link>} />;
  if (loading || attendees.loading) return <Skeleton active />;
  const freeDates = event.dates.filter((d) => existing?.date === new Date(d.startTime).toISOString() || !lists.some((l) => l.date === new Date(d.startTime).toISOString()));

  function chose(index: number, option: AttendanceOption) {
    if (option === 'fullAttendance') form.setFieldValue(['rows', index, 'hours'], hours);
    if (option === 'noShow') form.setFieldValue(['rows', index, 'hours'], 0);
  }
  function markAll(option: AttendanceOption) {
    form.getFieldValue('rows').forEach((_: RowValues, i: number) => {
      if (!form.getFieldValue(['rows', i, 'attendance'])) {
        form.setFieldValue(['rows', i, 'attendance'], option);
        chose(i, option);
      }
    });
  }

  return (
    <div>
      <Typography.Title level={4}>{existing ? t('lists.title', { session: session ? sessionLabel(session) : showDay(existing.date) }) : t('lists.new')}</Typography.Title>
      {!people.length ? (
        <Empty description={t('lists.noAttendees')} />
      ) : (
        <Form<ListValues> form={form} layout="vertical" disabled={disabled} onFinish={(v) => save.mutate(v)} aria-label={t('lists.form')}>
          <Form.Item name="date" label={t('form.date')} rules={[{ required: true, message: t('common:required') }]} style={{ maxWidth: 360 }}>
            <Select disabled={disabled || !!existing} placeholder={t('lists.chooseDate')} options={freeDates.map((d) => ({ value: new Date(d.startTime).toISOString(), label: sessionLabel(d) }))} />
          </Form.Item>
          <Space style={{ marginBottom: 8 }}>
            <Button onClick={() => markAll('fullAttendance')}>{t('lists.markRest')}</Button>
            <Typography.Text type="secondary">{hours === 24 ? t('lists.sessionChoose') : t('lists.session', { hours })}</Typography.Text>
          </Space>
          <Table<Pick<Attendee, 'id' | 'employeeId' | 'attendeeType'>>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={people}
            columns={[
              { title: t('attendees.name'), key: 'name', render: (_, p, i) => (<><Form.Item name={['rows', i, 'attendeeId']} hidden><InputNumber /></Form.Item>{name(p)}</>) },
              { title: t('attendees.role'), key: 'role', render: (_, p) => t(ATTENDEE_TYPE_KEYS[p.attendeeType]!) },
              {
                title: t('tabs.attendance'),
                key: 'attendance',
                width: 220,
                render: (_, p, i) => (
                  <Form.Item name={['rows', i, 'attendance']} rules={[{ required: true, message: t('lists.attendanceRequired') }]} style={{ margin: 0 }}>
                    <Select aria-label={t('lists.attendanceOf', { name: name(p) })} placeholder={t('lists.choose')} options={optionItems} onChange={(v: AttendanceOption) => chose(i, v)} />
                  </Form.Item>
                ),
              },
              {
                title: t('register.hours'),
                key: 'hours',
                width: 120,
                render: (_, p, i) => (
                  <Form.Item name={['rows', i, 'hours']} style={{ margin: 0 }}>
                    <InputNumber aria-label={t('lists.hoursOf', { name: name(p) })} min={0} max={hours} />
                  </Form.Item>
                ),
              },
              {
                title: t('status.comment'),
                key: 'comment',
                render: (_, p, i) => (
                  <Form.Item name={['rows', i, 'comment']} style={{ margin: 0 }}>
                    <Input aria-label={t('lists.commentOn', { name: name(p) })} maxLength={500} />
                  </Form.Item>
                ),
              },
            ]}
          />
          <Form.Item name="comment" label={t('lists.sessionComment')} style={{ marginTop: 16 }}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common:save')}
            </Button>
            <Button disabled={false} onClick={() => navigate(base)}>
              {t('notFound.back')}
            </Button>
            {existing && canDelete && (
              <Popconfirm title={t('lists.confirmDelete')} okText={t('common:delete')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => existing && remove.mutate(existing.id)} disabled={locked}>
                <Button danger disabled={locked}>
                  {t('common:delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Form>
      )}
    </div>
  );
}
