import { Link } from 'react-router';
import { Descriptions } from 'antd';
import { useT } from '@firecrest/portal-kit';
import { showDateTime } from '../../lib/dates';
import type { Inventory, ResourceBooking } from '../../lib/training-types';

/** What a resource booking is: inventory, when, how many, for which event, by whom; its page and its warnings show it. */
export function BookingDetails({ booking: b, inventory: inv, bookingType }: { booking: ResourceBooking; inventory: Inventory; bookingType?: string }) {
  const { t } = useT('training');
  return (
    <Descriptions bordered size="small" column={1} items={[
      { key: 'inventory', label: t('booking.inventory'), children: t('resources.inStock', { name: inv.name, count: inv.quantity }) },
      ...(bookingType !== undefined ? [{ key: 'type', label: t('booking.bookingType'), children: bookingType }] : []),
      { key: 'when', label: t('common:history.when'), children: `${showDateTime(b.startDate)} – ${showDateTime(b.endDate)}` },
      { key: 'quantity', label: t('resources.quantity'), children: b.quantity },
      { key: 'event', label: t('resources.trainingEvent'), children: b.trainingEventId ? <Link to={`/training-planner/rt/details/${b.trainingEventId}`}>{t('resources.eventId', { id: b.trainingEventId })}</Link> : t('resources.none') },
      { key: 'by', label: t('resources.bookedBy'), children: b.createdBy },
      { key: 'comment', label: t('booking.comment'), children: b.comment || '—' },
    ]} />
  );
}
