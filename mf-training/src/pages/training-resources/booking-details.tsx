import { Link } from 'react-router';
import { Descriptions } from 'antd';
import { showDateTime } from '../../lib/dates';
import type { Inventory, ResourceBooking } from '../../lib/training-types';

/** What a resource booking is: inventory, when, how many, for which event, by whom; its page and its warnings show it. */
export function BookingDetails({ booking: b, inventory: inv, bookingType }: { booking: ResourceBooking; inventory: Inventory; bookingType?: string }) {
  return (
    <Descriptions bordered size="small" column={1} items={[
      { key: 'inventory', label: 'Inventory', children: `${inv.name} (${inv.quantity} in stock)` },
      ...(bookingType !== undefined ? [{ key: 'type', label: 'Booking type', children: bookingType }] : []),
      { key: 'when', label: 'When', children: `${showDateTime(b.startDate)} – ${showDateTime(b.endDate)}` },
      { key: 'quantity', label: 'Quantity', children: b.quantity },
      { key: 'event', label: 'Training event', children: b.trainingEventId ? <Link to={`/training-planner/rt/details/${b.trainingEventId}`}>Event {b.trainingEventId}</Link> : 'none' },
      { key: 'by', label: 'Booked by', children: b.createdBy },
      { key: 'comment', label: 'Comment', children: b.comment || '—' },
    ]} />
  );
}
