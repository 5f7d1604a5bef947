import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Popconfirm, Result, Skeleton } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useQuery } from '@tanstack/react-query';
import { api, errorOf, read, useCrumbName, useSession, useT } from '@firecrest/portal-kit';
import { PageTitle } from '../../lib/page-title';
import { useReferenceList } from '../../lib/reference-lists';
import { useTrainingSave } from '../../lib/save';
import type { Inventory, ResourceBooking } from '../../lib/training-types';
import { BookingDetails } from './booking-details';

const BOOKINGS_API = '/api/training/training-resource-bookings';

/** §2.3 `/training-resources/:id/bookings/:bookingId`: one booking of the resource, its breach if any, and its removal. */
export function BookingPage() {
  const { t } = useT('training');
  const { id, bookingId } = useParams();
  useCrumbName(`/training-resources/${id}/bookings`, t('resources.bookings'));
  const navigate = useNavigate();
  const canDelete = useSession((s) => s.can('TRAINING_RESOURCES', 'delete'));
  const booking = useQuery(read<ResourceBooking>(`${BOOKINGS_API}/${bookingId}`));
  const inventory = useQuery(read<Inventory>(booking.data ? `/api/training/training-resource-inventories/${booking.data.trainingResourceInventoryId}` : null));
  const bookingTypes = useReferenceList('bookingType');
  useCrumbName(`/training-resources/${id}/bookings/${bookingId}`, booking.data ? t('resources.booking', { id: booking.data.id }) : null);
  const back = `/training-resources/${id}`;
  const remove = useTrainingSave({ save: (b: ResourceBooking) => api.delete(`${BOOKINGS_API}/${b.id}`), invalidates: [BOOKINGS_API], saved: t('resources.bookingRemoved'), onSaved: () => navigate(back) });
  const bookingError = errorOf(booking);
  const inventoryError = errorOf(inventory);
  if (bookingError) return <Result status="warning" title={bookingError} extra={<Link to={back}>{t('resources.backToResource')}</Link>} />;
  if (inventoryError) return <Alert type="error" showIcon title={inventoryError} />;
  if (!booking.data || !inventory.data) return <Skeleton active />;
  const b = booking.data;
  return (
    <div>
      <PageTitle
        back={{ to: back, label: t('resources.backToResource') }}
        title={t('resources.booking', { id: b.id })}
        extra={canDelete && (
          <Popconfirm title={t('resources.removeBookingConfirm')} description={t('resources.removeBookingHelp')} okText={t('resources.remove')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(b)}>
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
