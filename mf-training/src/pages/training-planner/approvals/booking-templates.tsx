import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Form, InputNumber, Popconfirm, Radio, Select, Space, Table, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { templateTimes, type BookingTemplate, type BookingTemplateBody } from '@firecrest/contracts';
import { api, read, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useReferenceList } from '../../../lib/reference-lists';
import { useTrainingSave } from '../../../lib/save';
import type { TrainingEvent } from '../../../lib/training-types';
import { employeeLabel } from '../planner-labels';
import { usePlannerMessages } from '../planner-messages';
import type { EventAttendees } from '../event-attendees';

type Values = Omit<Required<BookingTemplateBody>, 'employeeId'> & { scope: 'general' | 'individual'; employeeId?: number };

type T = ReturnType<typeof useT>['t'];

const DATES = { each: 'templates.each', first: 'templates.first', last: 'templates.last' } as const;
const ANCHORS = { start: 'templates.fromStart', end: 'templates.fromEnd' } as const;
/** A general template books these attendee types ("Delegates, Instructors"). */
const PLURAL_KEYS: Record<number, string> = { 1: 'templates.instructors', 2: 'templates.delegates', 3: 'templates.fdos' };
/** "30 min before the start", "at the end", "11 h after the end", in the user's language. */
const RELATIVE_KEYS = {
  start: { at: 'templates.atStart', before: 'templates.beforeStart', after: 'templates.afterStart' },
  end: { at: 'templates.atEnd', before: 'templates.beforeEnd', after: 'templates.afterEnd' },
} as const;

export function relative(t: T, from: 'start' | 'end', minutes: number) {
  if (minutes === 0) return t(RELATIVE_KEYS[from].at);
  const size = Math.abs(minutes);
  const amount = size % 60 === 0 ? t('templates.hours', { n: size / 60 }) : t('templates.minutes', { n: size });
  return t(RELATIVE_KEYS[from][minutes < 0 ? 'before' : 'after'], { amount });
}

/** One booking's span as the page shows it. */
const span = (b: { startTime: Date; endTime: Date }) => `${showDateTime(b.startTime.toISOString())} – ${showDateTime(b.endTime.toISOString())}`;

const INITIAL: Partial<Values> = { scope: 'general', attendeeTypes: [2, 1], dates: 'each', startFrom: 'start', startOffsetMinutes: 0, endFrom: 'end', endOffsetMinutes: 0 };

/**
 * §2.6 bookings/default: the event's default booking templates (§3.2, general and individual). Each books a booking
 * type at times measured from the event's dates; an individual template replaces the general ones of its booking type
 * for that attendee. A preview shows what the template books on the event's dates as they are now.
 */
export function BookingTemplatesPage({ event, locked, bookingsPath, attendees }: { event: TrainingEvent; locked: boolean; bookingsPath: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const M = usePlannerMessages();
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const canDelete = useSession((s) => s.can('COURSES', 'delete'));
  const url = `/api/training/training-events/${event.id}/booking-templates`;
  const templates = useQuery(read<{ data: BookingTemplate[] }>(url));
  const { data } = templates;
  const bookingTypes = useReferenceList('bookingType');
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form);
  const draft = Form.useWatch([], form) as Values | undefined;
  const people = [...new Set(attendees.attendees.map((a) => a.employeeId))];
  const names = useEmployeeNames([...people, ...(data?.data ?? []).flatMap((tpl) => (tpl.employeeId === null ? [] : [tpl.employeeId]))]);
  const name = (id: number) => employeeLabel(t, names, id);
  const preview = (tpl: Pick<Values, 'dates' | 'startFrom' | 'startOffsetMinutes' | 'endFrom' | 'endOffsetMinutes'>) => templateTimes(tpl, event.dates);
  const draftTimes = draft?.dates && draft.startFrom && draft.endFrom ? preview({ ...draft, startOffsetMinutes: draft.startOffsetMinutes ?? 0, endOffsetMinutes: draft.endOffsetMinutes ?? 0 }) : [];

  const add = useTrainingSave({ save: (body: BookingTemplateBody) => api.post(url, body), invalidates: [url], saved: t('templates.added'), form, onSaved: () => form.resetFields() });
  const remove = useTrainingSave({ save: (tpl: BookingTemplate) => api.delete(`${url}/${tpl.id}`), invalidates: [url], saved: t('templates.removed') });
  function submit(v: Values) {
    add.mutate({
      bookingTypeId: v.bookingTypeId,
      employeeId: v.scope === 'individual' ? (v.employeeId ?? null) : null,
      attendeeTypes: v.attendeeTypes,
      dates: v.dates,
      startFrom: v.startFrom,
      startOffsetMinutes: v.startOffsetMinutes,
      endFrom: v.endFrom,
      endOffsetMinutes: v.endOffsetMinutes,
    });
  }

  return (
    <Card title={t('templates.title')} extra={<Space><Link to={bookingsPath.replace(/\/bookings$/, '/bookingsettings')}>{t('tabs.bookingSettings')}</Link><Link to={bookingsPath}>{t('settings.backToBookings')}</Link></Space>}>
      <Typography.Paragraph type="secondary">
        {t('templates.intro')}
      </Typography.Paragraph>
      {canCreate && !locked && (
        event.dates.length === 0 ? (
          <Typography.Paragraph type="warning">{t('templates.datesFirst')}</Typography.Paragraph>
        ) : (
          <Form form={form} layout="vertical" onFinish={submit} initialValues={INITIAL} style={{ marginBottom: 16 }}>
            <Space wrap align="start">
              <Form.Item name="scope" label={t('templates.template')}>
                <Radio.Group optionType="button" options={[{ value: 'general', label: t('templates.general') }, { value: 'individual', label: t('templates.individual') }]} />
              </Form.Item>
              {scope === 'individual' ? (
                <Form.Item name="employeeId" label={t('bookings.attendee')} rules={[{ required: true, message: M.required }]}>
                  <Select aria-label={t('templates.attendee')} style={{ width: 200 }} options={people.map((id) => ({ value: id, label: name(id) }))} />
                </Form.Item>
              ) : (
                <Form.Item name="attendeeTypes" label={t('templates.books')} rules={[{ required: true, message: M.required }]}>
                  <Checkbox.Group options={Object.entries(PLURAL_KEYS).map(([value, key]) => ({ value: Number(value), label: t(key) }))} />
                </Form.Item>
              )}
              <Form.Item name="bookingTypeId" label={t('bookings.bookingType')} rules={[{ required: true, message: M.required }]}>
                <Select aria-label={t('templates.bookingType')} style={{ width: 180 }} options={bookingTypes.items.map((b) => ({ value: b.id, label: b.name }))} />
              </Form.Item>
              <Form.Item name="dates" label={t('templates.on')}>
                <Select aria-label={t('templates.dates')} style={{ width: 130 }} options={Object.entries(DATES).map(([value, key]) => ({ value, label: t(key) }))} />
              </Form.Item>
            </Space>
            <Space wrap align="start">
              <Form.Item label={t('templates.starts')} required>
                <Space.Compact>
                  <Form.Item name="startOffsetMinutes" noStyle rules={[{ required: true, message: M.startEndRequired }]}>
                    <InputNumber aria-label={t('templates.startOffset')} min={-2880} max={2880} step={15} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name="startFrom" noStyle>
                    <Select aria-label={t('templates.startFrom')} style={{ width: 140 }} options={Object.entries(ANCHORS).map(([value, key]) => ({ value, label: t(key) }))} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
              <Form.Item
                label={t('templates.ends')}
                required
                name="endOffsetMinutes"
                dependencies={['startOffsetMinutes', 'startFrom', 'endFrom', 'dates']}
                rules={[
                  { required: true, message: M.startEndRequired },
                  ({ getFieldsValue }) => ({
                    validator: async () => {
                      const v = getFieldsValue() as Values;
                      if (preview({ ...v, startOffsetMinutes: v.startOffsetMinutes ?? 0, endOffsetMinutes: v.endOffsetMinutes ?? 0 }).some((b) => b.endTime <= b.startTime)) throw new Error(t('templates.endAfterStart'));
                    },
                  }),
                ]}
              >
                <InputNumber aria-label={t('templates.endOffset')} min={-2880} max={2880} step={15} style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name="endFrom" label=" ">
                <Select aria-label={t('templates.endFrom')} style={{ width: 140 }} options={Object.entries(ANCHORS).map(([value, key]) => ({ value, label: t(key) }))} />
              </Form.Item>
              <Form.Item label=" ">
                <Button type="primary" htmlType="submit" loading={add.isPending}>{t('templates.add')}</Button>
              </Form.Item>
            </Space>
            {draftTimes.length > 0 && (
              <Typography.Paragraph type="secondary" data-testid="template-preview">
                {t('templates.preview', { spans: draftTimes.map(span).join('; ') })}
              </Typography.Paragraph>
            )}
          </Form>
        )
      )}
      <Table<BookingTemplate>
        rowKey="id"
        size="middle"
        loading={templates.isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('templates.empty')} /> }}
        columns={[
          { title: t('templates.template'), key: 'scope', render: (_, tpl) => (tpl.employeeId === null ? t('templates.generalFor', { types: tpl.attendeeTypes.map((x) => t(PLURAL_KEYS[x]!)).join(', ') }) : t('templates.individualFor', { name: name(tpl.employeeId) })) },
          { title: t('bookings.bookingType'), key: 'type', render: (_, tpl) => bookingTypes.byId.get(tpl.bookingTypeId)?.name ?? tpl.bookingTypeId },
          { title: t('templates.on'), key: 'dates', render: (_, tpl) => t(DATES[tpl.dates]) },
          { title: t('templates.from'), key: 'from', render: (_, tpl) => relative(t, tpl.startFrom, tpl.startOffsetMinutes) },
          { title: t('templates.to'), key: 'to', render: (_, tpl) => relative(t, tpl.endFrom, tpl.endOffsetMinutes) },
          { title: t('templates.firstBooking'), key: 'preview', render: (_, tpl) => { const [first] = preview(tpl); return first ? span(first) : ''; } },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_, tpl) =>
              canDelete && !locked && (
                <Popconfirm title={t('templates.confirmRemove')} description={t('templates.confirmRemoveText')} okText={t('attendees.remove')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(tpl)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('templates.remove')} />
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
