import { useState } from 'react';
import { Button, Empty, Popconfirm, Table, Tag, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, useFetched, useSession, useT } from '@firecrest/portal-kit';
import { localDateTime, showDateTime } from '../../lib/dates';
import { useReferenceList } from '../../lib/reference-lists';
import { ResourceBookingModal } from '../../lib/resource-booking-form';
import { useSave } from '../../lib/save';
import type { Inventory, Page, ResourceBooking, TrainingEvent, TrainingResource } from '../../lib/training-types';

/** §2.6 training-resource-bookings of an event: what it has booked, and booking more (breaches shown as such). */
export function ResourceBookingsTab({ event, locked }: { event: TrainingEvent; locked: boolean }) {
  const { t } = useT('planner');
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
    if (await save(() => api.delete(`/api/training/training-resource-bookings/${b.id}`), t('bookings.removed'))) reload();
  }

  return (
    <div>
      {canBook && !locked && (
        <Button icon={<PlusOutlined />} onClick={() => setBooking(true)} style={{ marginBottom: 16 }}>{t('resources.book')}</Button>
      )}
      <Table<ResourceBooking>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('resources.empty')} /> }}
        columns={[
          { title: t('resources.resource'), key: 'resource', render: (_, b) => resource.get(b.trainingResourceId)?.name ?? b.trainingResourceId },
          { title: t('resources.inventory'), key: 'inventory', render: (_, b) => inventory.get(b.trainingResourceInventoryId)?.name ?? b.trainingResourceInventoryId },
          { title: t('bookings.bookingType'), key: 'type', render: (_, b) => bookingTypes.byId.get(b.bookingTypeId)?.name ?? b.bookingTypeId },
          { title: t('resources.quantity'), dataIndex: 'quantity' },
          { title: t('bookings.startColumn'), dataIndex: 'startDate', render: showDateTime },
          { title: t('bookings.endColumn'), dataIndex: 'endDate', render: showDateTime },
          { title: t('resources.breach'), key: 'breach', render: (_, b) => b.breachCreated && <Tooltip title={`${b.breachCreatedComment} (${b.breachCreatedByUsername})`}><Tag color="red">{t('resources.breach')}</Tag></Tooltip> },
          {
            title: '',
            key: 'actions',
            width: 60,
            render: (_, b) =>
              canDelete && !locked && (
                <Popconfirm title={t('bookings.confirmRemove')} okText={t('attendees.remove')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove(b)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('resources.remove')} />
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
