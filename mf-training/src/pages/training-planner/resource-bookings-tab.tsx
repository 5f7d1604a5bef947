import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Table, Tag, Tooltip } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, lookup, read, useSession, useT } from '@firecrest/portal-kit';
import { localDateTime, showDateTime } from '../../lib/dates';
import { useReferenceList } from '../../lib/reference-lists';
import { ResourceBookingModal } from '../../lib/resource-booking-form';
import { useTrainingSave } from '../../lib/save';
import type { Inventory, Page, ResourceBooking, TrainingEvent, TrainingResource } from '../../lib/training-types';

const BOOKINGS_API = '/api/training/training-resource-bookings';

/** §2.6 training-resource-bookings of an event: what it has booked, and booking more (breaches shown as such). */
export function ResourceBookingsTab({ event, locked }: { event: TrainingEvent; locked: boolean }) {
  const { t } = useT('planner');
  const canBook = useSession((s) => s.can('TRAINING_RESOURCES', 'create'));
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const [booking, setBooking] = useState(false);
  const bookings = useQuery(read<Page<ResourceBooking>>(`${BOOKINGS_API}?trainingEventId=${event.id}&itemsPerPage=500`));
  const inventories = useQuery(lookup<Page<Inventory>>('/api/training/training-resource-inventories?itemsPerPage=500'));
  const resources = useQuery(lookup<Page<TrainingResource>>('/api/training/training-resources?itemsPerPage=500'));
  const bookingTypes = useReferenceList('bookingType');
  const inventory = new Map((inventories.data?.data ?? []).map((i) => [i.id, i]));
  const resource = new Map((resources.data?.data ?? []).map((r) => [r.id, r]));
  const first = event.dates[0];

  const remove = useTrainingSave({ save: (b: ResourceBooking) => api.delete(`${BOOKINGS_API}/${b.id}`), invalidates: [BOOKINGS_API], saved: t('bookings.removed') });

  return (
    <div>
      {canBook && !locked && (
        <Button icon={<PlusOutlined />} onClick={() => setBooking(true)} style={{ marginBottom: 16 }}>{t('resources.book')}</Button>
      )}
      <Table<ResourceBooking>
        rowKey="id"
        size="middle"
        loading={bookings.isFetching}
        dataSource={bookings.data?.data ?? []}
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
                <Popconfirm title={t('bookings.confirmRemove')} okText={t('attendees.remove')} cancelText={t('common:cancel')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(b)}>
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
          // The booking form invalidates the resource bookings: the list is read again.
          onSaved={() => setBooking(false)}
        />
      )}
    </div>
  );
}
