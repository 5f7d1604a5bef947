import { Link } from 'react-router';
import { Button, Card, Checkbox, Empty, Form, InputNumber, Popconfirm, Radio, Select, Space, Table, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { APPROVAL_MESSAGES as A, TRAINING_MESSAGES as M, templateTimes, type BookingTemplate, type BookingTemplateBody } from '@firecrest/contracts';
import { api, useFetched, useSession } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useSave } from '../../../lib/save';
import { ATTENDEE_TYPES, type TrainingEvent } from '../../../lib/training-types';
import type { EventAttendees } from '../event-attendees';

type Values = Omit<Required<BookingTemplateBody>, 'employeeId'> & { scope: 'general' | 'individual'; employeeId?: number };

const DATES = { each: 'Each date', first: 'First date', last: 'Last date' } as const;
const ANCHORS = { start: 'start', end: 'end' } as const;

/** "30 min before the start", "at the end", "11 h after the end". */
export function relative(from: 'start' | 'end', minutes: number) {
  if (minutes === 0) return `at the ${from}`;
  const size = Math.abs(minutes);
  const amount = size % 60 === 0 ? `${size / 60} h` : `${size} min`;
  return `${amount} ${minutes < 0 ? 'before' : 'after'} the ${from}`;
}

/** One booking's span as the page shows it. */
const span = (t: { startTime: Date; endTime: Date }) => `${showDateTime(t.startTime.toISOString())} – ${showDateTime(t.endTime.toISOString())}`;

const INITIAL: Partial<Values> = { scope: 'general', attendeeTypes: [2, 1], dates: 'each', startFrom: 'start', startOffsetMinutes: 0, endFrom: 'end', endOffsetMinutes: 0 };

/**
 * §2.6 bookings/default: the event's default booking templates (§3.2, general and individual). Each books a booking
 * type at times measured from the event's dates; an individual template replaces the general ones of its booking type
 * for that attendee. A preview shows what the template books on the event's dates as they are now.
 */
export function BookingTemplatesPage({ event, locked, bookingsPath, attendees }: { event: TrainingEvent; locked: boolean; bookingsPath: string; attendees: EventAttendees }) {
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const url = `/api/training/training-events/${event.id}/booking-templates`;
  const { data, loading, reload } = useFetched<{ data: BookingTemplate[] }>(url);
  const bookingTypes = useReferenceList('bookingType');
  const save = useSave();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form);
  const draft = Form.useWatch([], form) as Values | undefined;
  const people = [...new Set(attendees.attendees.map((a) => a.employeeId))];
  const names = useEmployeeNames([...people, ...(data?.data ?? []).flatMap((t) => (t.employeeId === null ? [] : [t.employeeId]))]);
  const name = (id: number) => names.get(id) ?? `Employee ${id}`;
  const preview = (t: Pick<Values, 'dates' | 'startFrom' | 'startOffsetMinutes' | 'endFrom' | 'endOffsetMinutes'>) => templateTimes(t, event.dates);
  const draftTimes = draft?.dates && draft.startFrom && draft.endFrom ? preview({ ...draft, startOffsetMinutes: draft.startOffsetMinutes ?? 0, endOffsetMinutes: draft.endOffsetMinutes ?? 0 }) : [];

  async function add(v: Values) {
    const body: BookingTemplateBody = {
      bookingTypeId: v.bookingTypeId,
      employeeId: v.scope === 'individual' ? (v.employeeId ?? null) : null,
      attendeeTypes: v.attendeeTypes,
      dates: v.dates,
      startFrom: v.startFrom,
      startOffsetMinutes: v.startOffsetMinutes,
      endFrom: v.endFrom,
      endOffsetMinutes: v.endOffsetMinutes,
    };
    if (await save(() => api.post(url, body), 'Template added', form)) {
      form.resetFields();
      reload();
    }
  }
  async function remove(t: BookingTemplate) {
    if (await save(() => api.delete(`${url}/${t.id}`), 'Template removed')) reload();
  }

  return (
    <Card title="Default booking templates" extra={<Space><Link to={bookingsPath.replace(/\/bookings$/, '/bookingsettings')}>Booking settings</Link><Link to={bookingsPath}>Back to bookings</Link></Space>}>
      <Typography.Paragraph type="secondary">
        Templates book confirmed attendees (on request, or as they are confirmed when the booking settings say so). General templates book every attendee of the chosen roles; an individual one books one attendee instead of the general templates of its booking type.
      </Typography.Paragraph>
      {canCreate && !locked && (
        event.dates.length === 0 ? (
          <Typography.Paragraph type="warning">{M.datesRequired}: add the event's dates first.</Typography.Paragraph>
        ) : (
          <Form form={form} layout="vertical" onFinish={add} initialValues={INITIAL} style={{ marginBottom: 16 }}>
            <Space wrap align="start">
              <Form.Item name="scope" label="Template">
                <Radio.Group optionType="button" options={[{ value: 'general', label: 'General' }, { value: 'individual', label: 'Individual' }]} />
              </Form.Item>
              {scope === 'individual' ? (
                <Form.Item name="employeeId" label="Attendee" rules={[{ required: true, message: M.required }]}>
                  <Select aria-label="Template attendee" style={{ width: 200 }} options={people.map((id) => ({ value: id, label: name(id) }))} />
                </Form.Item>
              ) : (
                <Form.Item name="attendeeTypes" label="Books" rules={[{ required: true, message: M.required }]}>
                  <Checkbox.Group options={Object.entries(ATTENDEE_TYPES).map(([value, label]) => ({ value: Number(value), label: `${label}s` }))} />
                </Form.Item>
              )}
              <Form.Item name="bookingTypeId" label="Booking type" rules={[{ required: true, message: M.required }]}>
                <Select aria-label="Template booking type" style={{ width: 180 }} options={bookingTypes.items.map((b) => ({ value: b.id, label: b.name }))} />
              </Form.Item>
              <Form.Item name="dates" label="On">
                <Select aria-label="Template dates" style={{ width: 130 }} options={Object.entries(DATES).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
            </Space>
            <Space wrap align="start">
              <Form.Item label="Starts (minutes, negative is before)" required>
                <Space.Compact>
                  <Form.Item name="startOffsetMinutes" noStyle rules={[{ required: true, message: M.startEndRequired }]}>
                    <InputNumber aria-label="Start offset in minutes" min={-2880} max={2880} step={15} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name="startFrom" noStyle>
                    <Select aria-label="Start measured from" style={{ width: 140 }} options={Object.entries(ANCHORS).map(([value, label]) => ({ value, label: `from the ${label}` }))} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
              <Form.Item
                label="Ends"
                required
                name="endOffsetMinutes"
                dependencies={['startOffsetMinutes', 'startFrom', 'endFrom', 'dates']}
                rules={[
                  { required: true, message: M.startEndRequired },
                  ({ getFieldsValue }) => ({
                    validator: async () => {
                      const v = getFieldsValue() as Values;
                      if (preview({ ...v, startOffsetMinutes: v.startOffsetMinutes ?? 0, endOffsetMinutes: v.endOffsetMinutes ?? 0 }).some((t) => t.endTime <= t.startTime)) throw new Error(A.templateEnd);
                    },
                  }),
                ]}
              >
                <InputNumber aria-label="End offset in minutes" min={-2880} max={2880} step={15} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name="endFrom" label=" ">
                <Select aria-label="End measured from" style={{ width: 140 }} options={Object.entries(ANCHORS).map(([value, label]) => ({ value, label: `from the ${label}` }))} />
              </Form.Item>
              <Form.Item label=" ">
                <Button type="primary" htmlType="submit">Add template</Button>
              </Form.Item>
            </Space>
            {draftTimes.length > 0 && (
              <Typography.Paragraph type="secondary" data-testid="template-preview">
                Books: {draftTimes.map(span).join('; ')}
              </Typography.Paragraph>
            )}
          </Form>
        )
      )}
      <Table<BookingTemplate>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="No default booking templates yet" /> }}
        columns={[
          { title: 'Template', key: 'scope', render: (_, t) => (t.employeeId === null ? `General: ${t.attendeeTypes.map((x) => `${ATTENDEE_TYPES[x]}s`).join(', ')}` : `Individual: ${name(t.employeeId)}`) },
          { title: 'Booking type', key: 'type', render: (_, t) => bookingTypes.byId.get(t.bookingTypeId)?.name ?? t.bookingTypeId },
          { title: 'On', key: 'dates', render: (_, t) => DATES[t.dates] },
          { title: 'From', key: 'from', render: (_, t) => relative(t.startFrom, t.startOffsetMinutes) },
          { title: 'To', key: 'to', render: (_, t) => relative(t.endFrom, t.endOffsetMinutes) },
          { title: 'First booking', key: 'preview', render: (_, t) => { const [first] = preview(t); return first ? span(first) : ''; } },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_, t) =>
              canDelete && !locked && (
                <Popconfirm title="Remove this template?" description="Bookings it already made stay." okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => remove(t)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Remove template" />
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
