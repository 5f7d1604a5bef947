import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Switch, Table, Tag, Typography } from 'antd';
import type { AttendeeBookingStatus, BookingState } from '@firecrest/contracts';
import { api, read, useSession, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../../lib/dates';
import { useEmployeeNames } from '../../../lib/employees';
import { useTrainingSave } from '../../../lib/save';
import type { TrainingEvent } from '../../../lib/training-types';
import type { EventAttendees } from '../event-attendees';
import { sibling } from './approval-queues';
import { useApprovalSettings } from './prerequisites-bar';
import { employeeLabel } from '../planner-labels';

const STATE_TAGS: Record<BookingState, { color: string; label: string }> = {
  pending: { color: 'blue', label: 'bookingState.pending' },
  processing: { color: 'cyan', label: 'bookingState.processing' },
  failed: { color: 'red', label: 'bookingState.failed' },
  success: { color: 'green', label: 'bookingState.success' },
};
const busyStates: BookingState[] = ['pending', 'processing'];

const statusesUrl = (eventId: number) => `/api/training/training-events/${eventId}/booking-statuses`;
type Statuses = { data: AttendeeBookingStatus[] };
const moving = (answer: Statuses | undefined) => (answer?.data ?? []).some((s) => busyStates.includes(s.state));

/** Where each attendee's default bookings stand (§4.2), read again every 2 s while some are still on their way. */
export function useBookingStatuses(eventId: number) {
  // read()'s pollMs polls always: here only while the last answer has bookings on their way.
  const fetched = useQuery({ ...read<Statuses>(statusesUrl(eventId)), refetchInterval: (query) => (moving(query.state.data) ? 2_000 : false) });
  return { statuses: fetched.data?.data ?? [], loading: fetched.isFetching && !fetched.data };
}

/** §8.2 "bookings failed": who could not be booked, shown on the bookings tab and its settings page. */
export function BookingsFailedAlert({ statuses, names, settingsLink }: { statuses: AttendeeBookingStatus[]; names: Map<number, string>; settingsLink?: string }) {
  const { t } = useT('planner');
  const failed = statuses.filter((s) => s.state === 'failed');
  if (!failed.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('settings.failed', { names: failed.map((s) => employeeLabel(t, names, s.employeeId)).join(', ') })}
      action={settingsLink && <Link to={settingsLink}>{t('settings.seeWhy')}</Link>}
      style={{ marginBottom: 16 }}
      data-testid="bookings-failed"
    />
  );
}

/**
 * §2.6 bookingsettings: whether confirming someone books them from the default templates, applying the templates
 * now, and each attendee's booking state (pending, processing, failed with the reasons, success) with a retry.
 */
export function BookingSettingsPage({ event, locked, base, attendees }: { event: TrainingEvent; locked: boolean; base: string; attendees: EventAttendees }) {
  const { t } = useT('planner');
  const canEdit = useSession((s) => s.can('COURSES', 'edit'));
  const canCreate = useSession((s) => s.can('COURSES', 'create'));
  const { settings, change } = useApprovalSettings(event.id);
  const { statuses, loading } = useBookingStatuses(event.id);
  const names = useEmployeeNames(statuses.map((s) => s.employeeId));
  const bookings = sibling(base, 'bookings');
  const confirmed = attendees.attendees.filter((a) => a.statusId === 2).length;

  const apply = useTrainingSave({
    save: (attendeeIds?: number[]) => api.post<Statuses>(`/api/training/training-events/${event.id}/booking-runs`, attendeeIds ? { attendeeIds } : {}),
    invalidates: [statusesUrl(event.id)],
    saved: t('settings.applied'),
  });
  const running = apply.isPending;

  return (
    <Card title={t('tabs.bookingSettings')} extra={<Space><Link to={`${bookings}/default`}>{t('bookings.defaultTemplates')}</Link><Link to={bookings}>{t('settings.backToBookings')}</Link></Space>}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space>
          <Switch
            checked={settings?.autoBookOnConfirm ?? false}
            disabled={!settings || !canEdit || locked}
            loading={change.isPending}
            onChange={(on) => change.mutate({ part: { autoBookOnConfirm: on }, success: on ? t('settings.autoOn') : t('settings.autoOff') })}
            aria-label={t('settings.autoLabel')}
          />
          <Typography.Text>{t('settings.autoText')}</Typography.Text>
        </Space>
        {canCreate && (
          <Space>
            <Button type="primary" loading={running} disabled={locked || confirmed === 0} onClick={() => apply.mutate(undefined)}>
              {t('settings.applyNow', { count: confirmed })}
            </Button>
            <Typography.Text type="secondary">{t('settings.notTwice')}</Typography.Text>
          </Space>
        )}
        <BookingsFailedAlert statuses={statuses} names={names} />
        <Table<AttendeeBookingStatus>
          rowKey="attendeeId"
          size="middle"
          loading={loading}
          dataSource={statuses}
          pagination={false}
          locale={{ emptyText: <Empty description={t('settings.empty')} /> }}
          columns={[
            { title: t('bookings.attendee'), key: 'name', render: (_, s) => employeeLabel(t, names, s.employeeId) },
            { title: t('tabs.bookings'), key: 'state', render: (_, s) => <Tag color={STATE_TAGS[s.state].color}>{t(STATE_TAGS[s.state].label)}</Tag> },
            { title: t('settings.made'), dataIndex: 'made' },
            { title: t('settings.whyNot'), key: 'problems', render: (_, s) => s.problems.map((p) => <div key={p}>{p}</div>) },
            { title: t('settings.when'), dataIndex: 'lastModifiedDate', render: showDateTime },
            {
              title: '',
              key: 'retry',
              render: (_, s) =>
                canCreate && s.state === 'failed' && (
                  <Button size="small" disabled={locked || running} onClick={() => apply.mutate([s.attendeeId])} aria-label={t('settings.retryNamed', { name: employeeLabel(t, names, s.employeeId) })}>
                    {t('common:retry')}
                  </Button>
                ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
