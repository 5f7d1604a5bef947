import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Popconfirm, Result, Skeleton } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { api, useCrumbName, useFetched, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useSave } from '../../lib/save';
import type { Inventory, ResourceBooking } from '../../lib/training-types';
import { BookingDetails } from './booking-details';

/** §2.3 `/training-resources/:id/bookings/:bookingId`: one booking of the resource, its breach if any, and its removal. */
export function BookingPage() {
  const { t } = useT('training');
  const { id, bookingId } = useParams();
  useCrumbName(`/training-resources/${id}/bookings`, t('resources.bookings'));
  const navigate = useNavigate();
  const save = useSave();
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const booking = useFetched<ResourceBooking>(`/api/training/training-resource-bookings/${bookingId}`);
  const inventory = useFetched<Inventory>(booking.data ? `/api/training/training-resource-inventories/${booking.data.trainingResourceInventoryId}` : null);
  const bookingTypes = useReferenceList('bookingType');
  useCrumbName(`/training-resources/${id}/bookings/${bookingId}`, booking.data ? t('resources.booking', { id: booking.data.id }) : null);
  const back = `/training-resources/${id}`;
  if (booking.error) return <Result status="warning" title={booking.error} extra={<Link to={back}>{t('resources.backToResource')}</Link>} />;
  if (inventory.error) return <Alert type="error" showIcon title={inventory.error} />;
  if (!booking.data || !inventory.data) return <Skeleton active />;
  const b = booking.data;
  const remove = async () => {
    if (await save(() => api.delete(`/api/training/training-resource-bookings/${b.id}`), t('resources.bookingRemoved'))) navigate(back);
  };
  return (
    <div>
      <PageTitle
        back={{ to: back, label: t('resources.backToResource') }}
        title={t('resources.booking', { id: b.id })}
        extra={canDelete && (
          <Popconfirm title={t('resources.removeBookingConfirm')} description={t('resources.removeBookingHelp')} okText={t('resources.remove')} okButtonProps={{ danger: true }} onConfirm={remove}>
            <Button danger icon={<DeleteOutlined />}>{t('resources.remove')}</Button>
          </Popconfirm>
        )}
      />
      {b.breachCreated && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('resources.bookedAsBreach')}
          action={<Link to={`${back}/bookings/${b.id}/warnings`}>{t('resources.seeWarnings')}</Link>}
        />
      )}
      <BookingDetails booking={b} inventory={inventory.data} bookingType={bookingTypes.byId.get(b.bookingTypeId)?.name ?? String(b.bookingTypeId)} />
    </div>
  );
}
