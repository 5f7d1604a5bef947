import type { TrainingResourceBooking, TrainingResourceInventory } from '../../models/training-resource';

interface Requested {
  startDate: Date;
  endDate: Date;
  quantity: number;
}

/**
 * Why a booking breaks its inventory's limits, or null. Overlap counts the minutes the inventory is unavailable
 * before and after each booking (turnaround, cleaning, travel).
 */
export function breachReason(inventory: TrainingResourceInventory, booking: Requested, overlapping: Pick<TrainingResourceBooking, 'startDate' | 'endDate' | 'quantity'>[]): string | null {
  const minutes = (booking.endDate.getTime() - booking.startDate.getTime()) / 60_000;
  if (inventory.maximumAllowedPerEvent !== null && booking.quantity > inventory.maximumAllowedPerEvent) {
    return `More than the ${inventory.maximumAllowedPerEvent} allowed per event.`;
  }
  if (inventory.maximumBookingMinutes !== null && minutes > inventory.maximumBookingMinutes) {
    return `Longer than the maximum booking of ${inventory.maximumBookingMinutes} minutes.`;
  }
  const booked = overlapping.reduce((sum, b) => sum + b.quantity, 0);
  if (booked + booking.quantity > inventory.quantity) return `Only ${Math.max(0, inventory.quantity - booked)} of ${inventory.quantity} free at that time.`;
  return null;
}

/** The window in which another booking competes for the same stock. */
export function blockedWindow(inventory: TrainingResourceInventory, booking: Requested) {
  return {
    from: new Date(booking.startDate.getTime() - inventory.minutesUnavailableBeforeStart * 60_000 - inventory.minutesUnavailableAfterEnd * 60_000),
    to: new Date(booking.endDate.getTime() + inventory.minutesUnavailableAfterEnd * 60_000 + inventory.minutesUnavailableBeforeStart * 60_000),
  };
}
