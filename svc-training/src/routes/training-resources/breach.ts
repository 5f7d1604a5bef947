import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import type { TrainingResourceBooking, TrainingResourceInventory } from '../../models/training-resource';

interface Requested {
  startDate: Date;
  endDate: Date;
  quantity: number;
}

export interface Breach {
  field: string;
  message: string;
}

/**
 * Which of the inventory's limits a booking breaks, or null: more than the maximum allowed per event (counting the
 * event's other bookings of it), longer than the longest booking, or more than the stock free at that time, where
 * overlap counts the minutes the inventory is unavailable before and after each booking (turnaround, cleaning).
 */
export function breachOf(
  inventory: TrainingResourceInventory,
  booking: Requested,
  overlapping: Pick<TrainingResourceBooking, 'startDate' | 'endDate' | 'quantity'>[],
  bookedForEvent: number,
): Breach | null {
  const minutes = (booking.endDate.getTime() - booking.startDate.getTime()) / 60_000;
  if (inventory.maximumAllowedPerEvent !== null && bookedForEvent + booking.quantity > inventory.maximumAllowedPerEvent) {
    return { field: 'quantity', message: `${M.quantityOverMax} (${inventory.maximumAllowedPerEvent})` };
  }
  if (inventory.maximumBookingMinutes !== null && minutes > inventory.maximumBookingMinutes) {
    return { field: 'endDate', message: `${M.overMaxMinutes} (${inventory.maximumBookingMinutes} minutes)` };
  }
  const booked = overlapping.reduce((sum, b) => sum + b.quantity, 0);
  if (booked + booking.quantity > inventory.quantity) {
    return { field: 'startDate', message: `${M.bookingOverlap} (${Math.max(0, inventory.quantity - booked)} of ${inventory.quantity} free at that time)` };
  }
  return null;
}

/** The window in which another booking competes for the same stock. */
export function blockedWindow(inventory: TrainingResourceInventory, booking: Requested) {
  return {
    from: new Date(booking.startDate.getTime() - inventory.minutesUnavailableBeforeStart * 60_000 - inventory.minutesUnavailableAfterEnd * 60_000),
    to: new Date(booking.endDate.getTime() + inventory.minutesUnavailableAfterEnd * 60_000 + inventory.minutesUnavailableBeforeStart * 60_000),
  };
}
