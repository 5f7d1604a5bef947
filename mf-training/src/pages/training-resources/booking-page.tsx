import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Popconfirm, Result, Skeleton } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { api, useCrumbName, useFetched, useSession } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
import type { Inventory, ResourceBooking } from '../../lib/training-types';
import { BookingDetails } from './booking-details';

/** §2.3 `/training-resources/:id/bookings/:bookingId`: one booking of the resource, its breach if any, and its removal. */
export function BookingPage() {
  const { id, bookingId } = useParams();
  const navigate = useNavigate();
  const save = useSave();
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const booking = useFetched<ResourceBooking>(`/api/training/training-resource-bookings/${bookingId}`);
  const inventory = useFetched<Inventory>(booking.data ? `/api/training/training-resource-inventories/${booking.data.trainingResourceInventoryId}` : null);
  const bookingTypes = useReferenceList('bookingType');
  useCrumbName(`/training-resources/${id}/bookings/${bookingId}`, booking.data ? `Booking ${booking.data.id}` : null);
  const back = `/training-resources/${id}`;
  if (booking.error) return <Result status="warning" title={booking.error} extra={<Link to={back}>Back to the resource</Link>} />;
  if (inventory.error) return <Alert type="error" showIcon title={inventory.error} />;
  if (!booking.data || !inventory.data) return <Skeleton active />;
  const b = booking.data;
  const remove = async () => {
    if (await save(() => api.delete(`/api/training/training-resource-bookings/${b.id}`), 'Booking removed')) navigate(back);
  };
  return (
    <div>
      <PageTitle
        back={{ to: back, label: 'Back to the resource' }}
        title={`Booking ${b.id}`}
        extra={canDelete && (
          <Popconfirm title="Remove this booking?" description="The inventory is free again for its time." okText="Remove" okButtonProps={{ danger: true }} onConfirm={remove}>
            <Button danger icon={<DeleteOutlined />}>Remove</Button>
          </Popconfirm>
        )}
      />
      {b.breachCreated && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Booked as a breach of the inventory's limits"
          action={<Link to={`${back}/bookings/${b.id}/warnings`}>See the warnings</Link>}
        />
      )}
      <BookingDetails booking={b} inventory={inventory.data} bookingType={bookingTypes.byId.get(b.bookingTypeId)?.name ?? String(b.bookingTypeId)} />
    </div>
  );
}
