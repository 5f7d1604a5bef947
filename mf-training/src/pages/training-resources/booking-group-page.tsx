import { Link, useParams } from 'react-router';
import { Alert, Button, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, listLocale, read, useCrumbName, useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import { PageTitle } from '../../lib/page-title';
import type { ResourceBooking } from '../../lib/training-types';

export interface BookingGroup {
  id: number;
  trainingResourceId: number;
  createdBy: string;
  createdDate: string;
  bookings: ResourceBooking[];
}

/** A booking group with its bookings (those still booked); used by the group's page and its warnings. */
export function useBookingGroup() {
  const { t } = useT('training');
  const { id, groupId } = useParams();
  const group = useQuery(read<BookingGroup>(`/api/training/training-resource-booking-groups/${groupId}`));
  useCrumbName(`/training-resources/${id}/booking-groups/${groupId}`, group.data ? t('resources.group', { id: group.data.id }) : null);
  useCrumbName(`/training-resources/${id}/booking-groups`, t('resources.groups'));
  useCrumbName(`/training-resources/${id}/booking-groups/${groupId}/warnings`, t('resources.warnings'));
  return { id, groupId, group, error: errorOf(group) };
}

/**
 * §2.3 `/training-resources/:id/booking-groups/:groupId`: the bookings made together, each opening its own page; the
 * breaches among them lead to the group's warnings.
 */
export function BookingGroupPage() {
  const { t } = useT('training');
  const { id, groupId, group, error } = useBookingGroup();
  const back = `/training-resources/${id}`;
  if (error) return <Result status="warning" title={error} extra={<Link to={back}>{t('resources.backToResource')}</Link>} />;
  if (!group.data) return <Skeleton active />;
  const breaches = group.data.bookings.filter((b) => b.breachCreated).length;
  return (
    <div>
      <PageTitle
        back={{ to: back, label: t('resources.backToResource') }}
        title={t('resources.group', { id: group.data.id })}
        extra={breaches > 0 && <Link to={`${back}/booking-groups/${groupId}/warnings`}><Button>{t('resources.warningsCount', { count: breaches })}</Button></Link>}
      />
      <Typography.Paragraph type="secondary">{t('resources.madeBy', { by: group.data.createdBy, date: showDateTime(group.data.createdDate) })}</Typography.Paragraph>
      {breaches > 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('resources.groupBreaches', { count: breaches })} />}
      <Table<ResourceBooking>
        rowKey="id"
        size="small"
        dataSource={group.data.bookings}
        pagination={false}
        locale={listLocale(t('resources.groupEmpty'), null)}
        columns={[
          { title: t('booking.start'), dataIndex: 'startDate', render: (d: string, b) => <Link to={`${back}/bookings/${b.id}`}>{showDateTime(d)}</Link> },
          { title: t('booking.end'), dataIndex: 'endDate', render: showDateTime },
          { title: t('resources.quantity'), dataIndex: 'quantity' },
          { title: t('resources.breach'), key: 'breach', render: (_: unknown, b) => b.breachCreated && <Tag color="red">{t('resources.breach')}</Tag> },
        ]}
      />
    </div>
  );
}

/** `/training-resources/:id/booking-groups/:groupId/warnings`: the group's breaches, each with its comment and warnings. */
export function BookingGroupWarningsPage() {
  const { t } = useT('training');
  const { id, groupId, group, error } = useBookingGroup();
  const back = `/training-resources/${id}/booking-groups/${groupId}`;
  if (error) return <Result status="warning" title={error} extra={<Link to={`/training-resources/${id}`}>{t('resources.backToResource')}</Link>} />;
  if (!group.data) return <Skeleton active />;
  const breaches = group.data.bookings.filter((b) => b.breachCreated);
  return (
    <div>
      <PageTitle back={{ to: back, label: t('resources.backToGroup') }} title={t('resources.groupWarnings', { id: group.data.id })} />
      {breaches.length === 0 && <Alert type="success" showIcon title={t('resources.groupWithin')} />}
      {breaches.length > 0 && (
        <Table<ResourceBooking>
          rowKey="id"
          size="small"
          dataSource={breaches}
          pagination={false}
          columns={[
            { title: t('resources.bookingColumn'), dataIndex: 'startDate', render: (d: string, b) => <Link to={`/training-resources/${id}/bookings/${b.id}/warnings`}>{showDateTime(d)}</Link> },
            { title: t('booking.breachComment'), dataIndex: 'breachCreatedComment' },
            { title: t('resources.acceptedBy'), dataIndex: 'breachCreatedByUsername' },
          ]}
        />
      )}
    </div>
  );
}
