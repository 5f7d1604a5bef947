import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Radio, Select, Switch, Table, Typography } from 'antd';
import { CALENDAR_FEED_ROLES, type CalendarFeedBody, type CalendarFeedRow } from '@firecrest/contracts';
import { api, errorOf, read, showDateTime, useLocations, useT } from '@firecrest/portal-kit';
import { EmployeeSelect, useEmployeeNames } from '../../lib/employees';
import { useTrainingSave } from '../../lib/save';

const FEEDS = '/api/training/calendar-feeds';
/** The catalogue keys of a feed's roles and training types (contracts' CALENDAR_FEED_*_LABELS, in the user's language). */
const ROLE_KEYS: Record<(typeof CALENDAR_FEED_ROLES)[number], string> = { delegate: 'feeds.role.delegate', instructor: 'feeds.role.instructor', fdo: 'feeds.role.fdo' };
const TYPE_KEYS: Record<1 | 2, string> = { 1: 'feeds.type.onStation', 2: 'feeds.type.courses' };
type T = (key: string) => string;
const INITIAL: Partial<CalendarFeedBody> = { kind: 'employee', name: '', roles: [...CALENDAR_FEED_ROLES], trainingTypes: [1, 2], includeCancelled: true, includeComments: true };

/** What a listed feed shows, in words. */
function feedShows(f: CalendarFeedRow, t: T) {
  const parts = [
    ...(f.kind === 'employee' ? [f.roles.map((r) => t(ROLE_KEYS[r])).join(', ')] : []),
    f.trainingTypes.map((type) => t(TYPE_KEYS[type])).join(', '),
    f.includeCancelled ? t('feeds.shows.cancelledMarked') : t('feeds.shows.noCancelled'),
    f.includeComments ? t('feeds.shows.comments') : t('feeds.shows.noComments'),
  ];
  return parts.join('; ');
}

/**
 * The user's iCalendar feeds (issue 32): a secret address per employee or station to subscribe to from Outlook or
 * Google, shown once when made, showing what its maker chose (its name, the employee's places, the types of training,
 * cancelled events and comments); revoking one stops its address for good.
 */
export function CalendarFeedsButton() {
  const { t } = useT('training');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('feeds.title')}</Button>
      {open && <CalendarFeedsModal onClose={() => setOpen(false)} />}
    </>
  );
}

function CalendarFeedsModal({ onClose }: { onClose(): void }) {
  const { t } = useT('training');
  const [form] = Form.useForm<CalendarFeedBody>();
  const kind = Form.useWatch('kind', form) ?? 'employee';
  const feeds = useQuery(read<{ data: CalendarFeedRow[] }>(FEEDS));
  const feedsError = errorOf(feeds);
  const locations = useLocations();
  const employees = useEmployeeNames((feeds.data?.data ?? []).filter((f) => f.kind === 'employee').map((f) => f.subjectId));
  const [made, setMade] = useState<string | null>(null);
  const subject = (f: CalendarFeedRow) => (f.kind === 'station' ? (locations.byId.get(f.subjectId)?.name ?? t('feeds.stationId', { id: f.subjectId })) : (employees.get(f.subjectId) ?? t('common:employeeSelect.employee', { id: f.subjectId })));

  const make = useTrainingSave({
    save: (v: CalendarFeedBody) => api.post<CalendarFeedRow>(FEEDS, v.kind === 'station' ? { ...v, roles: undefined } : v),
    invalidates: [FEEDS],
    saved: t('feeds.made'),
    onSaved: (answer) => answer.data.path && setMade(`${window.location.origin}${answer.data.path}`),
  });
  const revoke = useTrainingSave({ save: (f: CalendarFeedRow) => api.delete(`${FEEDS}/${f.id}`), invalidates: [FEEDS], saved: t('feeds.revoked') });

  return (
    <Modal open title={t('feeds.title')} onCancel={onClose} footer={<Button onClick={onClose}>{t('feeds.close')}</Button>} width={720}>
      <Typography.Paragraph type="secondary">{t('feeds.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={(v) => make.mutate(v)} style={{ marginBottom: 16 }}>
        <Form.Item name="kind" style={{ marginBottom: 8 }}><Radio.Group options={[{ value: 'employee', label: t('feeds.anEmployee') }, { value: 'station', label: t('feeds.aStation') }]} /></Form.Item>
        <Form.Item name="subjectId" label={kind === 'station' ? t('feeds.station') : t('feeds.employee')} rules={[{ required: true, message: t('common:required') }]}>
          {kind === 'station' ? (
            <Select aria-label={t('feeds.station')} placeholder={t('feeds.station')} style={{ width: 240 }} showSearch={{ optionFilterProp: 'label' }} options={locations.items.filter((l) => l.kind === 'station').map((l) => ({ value: l.id, label: `${l.callSign} ${l.name}` }))} />
          ) : (
            <EmployeeSelect />
          )}
        </Form.Item>
        <Form.Item name="name" label={t('feeds.name')} extra={t('feeds.nameHelp')}>
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
        {kind === 'employee' && (
          <Form.Item name="roles" label={t('feeds.roles')} rules={[{ required: true, type: 'array', min: 1, message: t('feeds.chooseOne') }]}>
            <Checkbox.Group options={CALENDAR_FEED_ROLES.map((r) => ({ value: r, label: t(ROLE_KEYS[r]) }))} />
          </Form.Item>
        )}
        <Form.Item name="trainingTypes" label={t('feeds.types')} rules={[{ required: true, type: 'array', min: 1, message: t('feeds.chooseOne') }]}>
          <Checkbox.Group options={([2, 1] as const).map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))} />
        </Form.Item>
        <Form.Item name="includeCancelled" label={t('feeds.cancelled')} valuePropName="checked" extra={t('feeds.cancelledHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="includeComments" label={t('feeds.comments')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={make.isPending}>{t('feeds.make')}</Button>
      </Form>
      {made && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('feeds.address')} description={<Typography.Text copyable code>{made}</Typography.Text>} />}
      {feedsError && <Alert type="error" showIcon title={feedsError} style={{ marginBottom: 16 }} />}
      <Table<CalendarFeedRow>
        rowKey="id"
        size="small"
        loading={feeds.isFetching}
        dataSource={feeds.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('feeds.empty')} /> }}
        columns={[
          { title: t('feeds.feedOf'), key: 'subject', render: (_, f) => (f.name ? `${f.name} (${subject(f)})` : subject(f)) },
          { title: t('feeds.kind'), dataIndex: 'kind', render: (k: string) => (k === 'station' ? t('feeds.station') : t('feeds.employee')) },
          { title: t('feeds.shows.title'), key: 'shows', render: (_, f) => feedShows(f, t) },
          { title: t('feeds.createdDate'), dataIndex: 'createdDate', render: showDateTime },
          {
            title: '',
            key: 'revoke',
            render: (_, f) => (
              <Popconfirm title={t('feeds.revokeConfirm')} description={t('feeds.revokeHelp')} okText={t('feeds.revoke')} okButtonProps={{ danger: true }} onConfirm={() => revoke.mutate(f)}>
                <Button size="small" danger loading={revoke.isPending && revoke.variables.id === f.id}>{t('feeds.revoke')}</Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}
