import { Link, useParams } from 'react-router';
import { Alert, Result, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorOf, read, useCrumbName, useT } from '@firecrest/portal-kit';
import { useTrainingMessages } from '../../lib/messages';
import { PageTitle } from '../../lib/page-title';
import type { Inventory, Page, ResourceBooking } from '../../lib/training-types';
import { BookingDetails } from './booking-details';

const minutes = (b: ResourceBooking) => (new Date(b.endDate).getTime() - new Date(b.startDate).getTime()) / 60_000;

/** §2.3 `/training-resources/:id/bookings/:bookingId/warnings`: the limits a booking breaks and who accepted the breach. */
export function BookingWarningsPage() {
  const { t } = useT('training');
  const M = useTrainingMessages();
  const { id, bookingId } = useParams();
  useCrumbName(`/training-resources/${id}/bookings`, t('resources.bookings'));
  useCrumbName(`/training-resources/${id}/bookings/${bookingId}/warnings`, t('resources.warnings'));
  const booking = useQuery(read<ResourceBooking>(`/api/training/training-resource-bookings/${bookingId}`));
  const inventory = useQuery(read<Inventory>(booking.data ? `/api/training/training-resource-inventories/${booking.data.trainingResourceInventoryId}` : null));
  const forEvent = useQuery(read<Page<ResourceBooking>>(booking.data?.trainingEventId ? `/api/training/training-resource-bookings?trainingEventId=${booking.data.trainingEventId}&trainingResourceInventoryId=${booking.data.trainingResourceInventoryId}&itemsPerPage=500` : null));
  const bookingError = errorOf(booking);
  if (bookingError) return <Result status="warning" title={bookingError} extra={<Link to={`/training-resources/${id}`}>{t('resources.backToResource')}</Link>} />;
  if (!booking.data || !inventory.data) return <Skeleton active />;
  const b = booking.data;
  const inv = inventory.data;
  const perEvent = (forEvent.data?.data ?? []).reduce((sum, x) => sum + x.quantity, 0);
  const warnings = [
    inv.maximumAllowedPerEvent !== null && b.trainingEventId && perEvent > inv.maximumAllowedPerEvent && t('resources.warning.perEvent', { message: M.quantityOverMax, max: inv.maximumAllowedPerEvent, total: perEvent }),
    inv.maximumBookingMinutes !== null && minutes(b) > inv.maximumBookingMinutes && t('resources.warning.minutes', { message: M.overMaxMinutes, max: inv.maximumBookingMinutes, minutes: minutes(b) }),
    b.quantity > inv.quantity && t('resources.warning.stock', { count: inv.quantity }),
  ].filter(Boolean) as string[];
  return (
    <div>
      <PageTitle back={{ to: `/training-resources/${id}`, label: t('resources.backToResource') }} title={t('resources.bookingWarnings', { id: b.id })} />
      {b.breachCreated ? (
        <Alert type="warning" showIcon title={t('resources.bookedAsBreach')} description={t('resources.acceptedComment', { comment: b.breachCreatedComment, by: b.breachCreatedByUsername })} style={{ marginBottom: 16 }} />
      ) : (
        <Alert type="success" showIcon title={t('resources.bookedWithin')} style={{ marginBottom: 16 }} />
      )}
      {warnings.length > 0 && (
        <ul>
          {warnings.map((w) => <li key={w}><Typography.Text type="warning">{w}</Typography.Text></li>)}
        </ul>
      )}
      <BookingDetails booking={b} inventory={inv} />
    </div>
  );
}
