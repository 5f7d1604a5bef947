import { Link, useParams } from 'react-router';
import { Alert, Button, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { listLocale, useCrumbName, useFetched } from '@firecrest/portal-kit';
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
  const { id, groupId } = useParams();
  const group = useFetched<BookingGroup>(`/api/training/training-resource-booking-groups/${groupId}`);
  useCrumbName(`/training-resources/${id}/booking-groups/${groupId}`, group.data ? `Booking group ${group.data.id}` : null);
  return { id, groupId, group };
}

/**
 * §2.3 `/training-resources/:id/booking-groups/:groupId`: the bookings made together, each opening its own page; the
 * breaches among them lead to the group's warnings.
 */
export function BookingGroupPage() {
  const { id, groupId, group } = useBookingGroup();
  const back = `/training-resources/${id}`;
  if (group.error) return <Result status="warning" title={group.error} extra={<Link to={back}>Back to the resource</Link>} />;
  if (!group.data) return <Skeleton active />;
  const breaches = group.data.bookings.filter((b) => b.breachCreated).length;
  return (
    <div>
      <PageTitle
        back={{ to: back, label: 'Back to the resource' }}
        title={`Booking group ${group.data.id}`}
        extra={breaches > 0 && <Link to={`${back}/booking-groups/${groupId}/warnings`}><Button>Warnings ({breaches})</Button></Link>}
      />
      <Typography.Paragraph type="secondary">Made together by {group.data.createdBy} on {showDateTime(group.data.createdDate)}.</Typography.Paragraph>
      {breaches > 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`${breaches} of these bookings ${breaches === 1 ? 'is a breach' : 'are breaches'} of the inventory's limits.`} />}
      <Table<ResourceBooking>
        rowKey="id"
        size="small"
        dataSource={group.data.bookings}
        pagination={false}
        locale={listLocale('Every booking of this group has been removed', null)}
        columns={[
          { title: 'Start', dataIndex: 'startDate', render: (d: string, b) => <Link to={`${back}/bookings/${b.id}`}>{showDateTime(d)}</Link> },
          { title: 'End', dataIndex: 'endDate', render: showDateTime },
          { title: 'Quantity', dataIndex: 'quantity' },
          { title: 'Breach', key: 'breach', render: (_: unknown, b) => b.breachCreated && <Tag color="red">Breach</Tag> },
        ]}
      />
    </div>
  );
}

/** `/training-resources/:id/booking-groups/:groupId/warnings`: the group's breaches, each with its comment and warnings. */
export function BookingGroupWarningsPage() {
  const { id, groupId, group } = useBookingGroup();
  const back = `/training-resources/${id}/booking-groups/${groupId}`;
  if (group.error) return <Result status="warning" title={group.error} extra={<Link to={`/training-resources/${id}`}>Back to the resource</Link>} />;
  if (!group.data) return <Skeleton active />;
  const breaches = group.data.bookings.filter((b) => b.breachCreated);
  return (
    <div>
      <PageTitle back={{ to: back, label: 'Back to the booking group' }} title={`Booking group ${group.data.id}: warnings`} />
      {breaches.length === 0 && <Alert type="success" showIcon title="Every booking of this group is within the inventory's limits." />}
      {breaches.length > 0 && (
        <Table<ResourceBooking>
          rowKey="id"
          size="small"
          dataSource={breaches}
          pagination={false}
          columns={[
            { title: 'Booking', dataIndex: 'startDate', render: (d: string, b) => <Link to={`/training-resources/${id}/bookings/${b.id}/warnings`}>{showDateTime(d)}</Link> },
            { title: 'Breach comment', dataIndex: 'breachCreatedComment' },
            { title: 'Accepted by', dataIndex: 'breachCreatedByUsername' },
          ]}
        />
      )}
    </div>
  );
}
