import { useState } from 'react';
import { Button, Empty, Popconfirm, Table, Tag, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, useFetched, useSession } from '@firecrest/portal-kit';
import { localDateTime, showDateTime } from '../../lib/dates';
import { useReferenceList } from '../../lib/reference-lists';
import { ResourceBookingModal } from '../../lib/resource-booking-form';
import { useSave } from '../../lib/save';
import type { Inventory, Page, ResourceBooking, TrainingEvent, TrainingResource } from '../../lib/training-types';

/** §2.6 training-resource-bookings of an event: what it has booked, and booking more (breaches shown as such). */
export function ResourceBookingsTab({ event, locked }: { event: TrainingEvent; locked: boolean }) {
  const canBook = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const save = useSave();
  const [booking, setBooking] = useState(false);
  const { data, loading, reload } = useFetched<Page<ResourceBooking>>(`/api/training/training-resource-bookings?trainingEventId=${event.id}&itemsPerPage=500`);
  const inventories = useFetched<Page<Inventory>>('/api/training/training-resource-inventories?itemsPerPage=500', { shared: true });
  const resources = useFetched<Page<TrainingResource>>('/api/training/training-resources?itemsPerPage=500', { shared: true });
  const bookingTypes = useReferenceList('bookingType');
  const inventory = new Map((inventories.data?.data ?? []).map((i) => [i.id, i]));
  const resource = new Map((resources.data?.data ?? []).map((r) => [r.id, r]));
  const first = event.dates[0];

  async function remove(b: ResourceBooking) {
    if (await save(() => api.delete(`/api/training/training-resource-bookings/${b.id}`), 'Booking removed')) reload();
  }

  return (
    <div>
      {canBook && !locked && (
        <Button icon={<PlusOutlined />} onClick={() => setBooking(true)} style={{ marginBottom: 16 }}>Book a resource</Button>
      )}
      <Table<ResourceBooking>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="No training resources booked" /> }}
        columns={[
          { title: 'Resource', key: 'resource', render: (_, b) => resource.get(b.trainingResourceId)?.name ?? b.trainingResourceId },
          { title: 'Inventory', key: 'inventory', render: (_, b) => inventory.get(b.trainingResourceInventoryId)?.name ?? b.trainingResourceInventoryId },
          { title: 'Booking type', key: 'type', render: (_, b) => bookingTypes.byId.get(b.bookingTypeId)?.name ?? b.bookingTypeId },
          { title: 'Quantity', dataIndex: 'quantity' },
          { title: 'Start', dataIndex: 'startDate', render: showDateTime },
          { title: 'End', dataIndex: 'endDate', render: showDateTime },
          { title: 'Breach', key: 'breach', render: (_, b) => b.breachCreated && <Tooltip title={`${b.breachCreatedComment} (${b.breachCreatedByUsername})`}><Tag color="red">Breach</Tag></Tooltip> },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_, b) =>
              canDelete && !locked && (
                <Popconfirm title="Remove this booking?" okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => remove(b)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="Remove resource booking" />
                </Popconfirm>
              ),
          },
        ]}
      />
      {booking && (
        <ResourceBookingModal
          trainingEventId={event.id}
          defaults={first ? { start: localDateTime(first.startTime), end: localDateTime(first.endTime) } : undefined}
          onClose={() => setBooking(false)}
          onSaved={() => {
            setBooking(false);
            reload();
          }}
        />
      )}
    </div>
  );
}
