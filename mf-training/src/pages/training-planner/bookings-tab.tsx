import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { api, read, useSession, useT } from '@firecrest/portal-kit';
import { dayOf, instant, showDateTime } from '../../lib/dates';
import { useEmployeeNames } from '../../lib/employees';
import { useReferenceList } from '../../lib/reference-lists';
import { useTrainingSave } from '../../lib/save';
import type { EventBooking, Page, TrainingEvent } from '../../lib/training-types';
import type { EventAttendees } from './event-attendees';
import { employeeLabel } from './planner-labels';
import { usePlannerMessages } from './planner-messages';
import { BookingsFailedAlert, useBookingStatuses } from './approvals/booking-settings';
import { BookingTemplatesPage } from './approvals/booking-templates';

const BOOKINGS_API = '/api/training/training-event-bookings';

interface Values {
  employeeId: number;
  bookingTypeId: number;
  day: string;
  start: string;
  end: string;
}

/**
 * §2.6 bookings: time booked for the event's attendees, by booking type (training period, rest period …); no two
 * overlap. bookings/default shows the default templates instead; the booking settings are a page of their own.
 */
export function BookingsTab(props: { event: TrainingEvent; locked: boolean; attendees: EventAttendees }) {
  const { '*': splat = '' } = useParams();
  const { pathname } = useLocation();
  // Up to `/bookings`, whichever details path the page is on.
  const bookingsPath = pathname.slice(0, pathname.indexOf('/bookings') + '/bookings'.length);
  if (splat === 'bookings/default') return <BookingTemplatesPage event={props.event} locked={props.locked} bookingsPath={bookingsPath} attendees={props.attendees} />;
  return <EventBookings {...props} bookingsPath={bookingsPath} />;
}

function EventBookings({ event, locked, bookingsPath, attendees: { attendees } }: { event: TrainingEvent; locked: boolean; bookingsPath: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const [form] = Form.useForm<Values>();
  const bookingTypes = useReferenceList('bookingType');
  const bookings = useQuery(read<Page<EventBooking>>(`${BOOKINGS_API}?trainingEventId=${event.id}&itemsPerPage=500`));
  const { data, refetch } = bookings;
  const people = useMemo(() => [...new Set(attendees.map((a) => a.employeeId))], [attendees]);
  const states = useBookingStatuses(event.id);
  // Bookings made by the templates appear as their states move on.
  const made = states.statuses.map((s) => `${s.attendeeId}:${s.state}:${s.made}`).join();
  const seen = useRef(made);
  useEffect(() => {
    if (seen.current === made) return;
    seen.current = made;
    void refetch();
  }, [made, refetch]);
  const names = useEmployeeNames([...people, ...(data?.data ?? []).map((b) => b.employeeId), ...states.statuses.map((s) => s.employeeId)]);
  const settingsPath = bookingsPath.replace(/\/bookings$/, '/bookingsettings');
  const firstDay = event.dates[0] ? dayOf(event.dates[0].startTime) : undefined;

  const add = useTrainingSave({
    save: (v: Values) => api.post(BOOKINGS_API, { trainingEventId: event.id, employeeId: v.employeeId, bookingTypeId: v.bookingTypeId, startTime: instant(v.day, v.start), endTime: instant(v.day, v.end) }),
    invalidates: [BOOKINGS_API],
    saved: t('bookings.added'),
    form,
    fieldName: (f) => ({ employeeId: 'employeeId', bookingTypeId: 'bookingTypeId', startTime: 'start', endTime: 'end' })[f] ?? null,
  });
  const remove = useTrainingSave({ save: (b: EventBooking) => api.delete(`${BOOKINGS_API}/${b.id}`), invalidates: [BOOKINGS_API], saved: t('bookings.removed') });

  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Link to={`${bookingsPath}/default`}>{t('bookings.defaultTemplates')}</Link>
        <Link to={settingsPath}>{t('tabs.bookingSettings')}</Link>
      </Space>
      <BookingsFailedAlert statuses={states.statuses} names={names} settingsLink={settingsPath} />
      {canCreate && !locked && (
        people.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('bookings.addAttendeesFirst')}</Typography.Paragraph>
        ) : (
          <Form form={form} layout="inline" onFinish={(v) => add.mutate(v)} initialValues={{ day: firstDay, start: '09:00', end: '17:00' }} style={{ marginBottom: 16, rowGap: 8 }}>
            <Form.Item name="employeeId" rules={[{ required: true, message: M.required }]}>
              <Select aria-label={t('bookings.attendee')} placeholder={t('bookings.attendee')} style={{ width: 200 }} options={people.map((id) => ({ value: id, label: employeeLabel(t, names, id) }))} />
            </Form.Item>
            <Form.Item name="bookingTypeId" rules={[{ required: true, message: M.required }]}>
              <Select aria-label={t('bookings.bookingType')} placeholder={t('bookings.bookingType')} style={{ width: 170 }} options={bookingTypes.items.map((b) => ({ value: b.id, label: b.name }))} />
            </Form.Item>
            <Form.Item name="day" rules={[{ required: true, message: M.datesRequired }]}><Input type="date" aria-label={t('bookings.date')} /></Form.Item>
            <Form.Item name="start" rules={[{ required: true, message: M.startEndRequired }]}><Input type="time" aria-label={t('bookings.start')} /></Form.Item>
            <Form.Item
              name="end"
              dependencies={['start']}
              rules={[{ required: true, message: M.endDateRequired }, ({ getFieldValue }) => ({ validator: async (_, end: string) => { if (end && getFieldValue('start') >= end) throw new Error(M.startBeforeEnd); } })]}
            >
              <Input type="time" aria-label={t('bookings.end')} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={add.isPending}>{t('bookings.book')}</Button>
          </Form>
        )
      )}
      <Table<EventBooking>
        rowKey="id"
        size="middle"
        loading={bookings.isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('bookings.empty')} /> }}
        columns={[
          { title: t('bookings.attendee'), key: 'name', render: (_, b) => employeeLabel(t, names, b.employeeId) },
          { title: t('bookings.bookingType'), key: 'type', render: (_, b) => bookingTypes.byId.get(b.bookingTypeId)?.name ?? b.bookingTypeId },
          { title: t('bookings.startColumn'), dataIndex: 'startTime', render: showDateTime },
          { title: t('bookings.endColumn'), dataIndex: 'endTime', render: showDateTime },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_, b) =>
              canDelete && !locked && (
                <Popconfirm title={t('bookings.confirmRemove')} okText={t('attendees.remove')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(b)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('bookings.remove')} />
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}
