import type { Stored } from './stored';
import type { TrainingResourceBookingEvent, TrainingResourceInventoryEvent } from './training-resource';

/** An inventory as its owner stores it and a read view keeps it. */
export type StoredTrainingResourceInventory = Stored<TrainingResourceInventoryEvent, 'lastModifiedDate'>;
/** A booking as its owner stores it and a read view keeps it (its times as Dates, for the range filters). */
export type StoredTrainingResourceBooking = Stored<TrainingResourceBookingEvent, 'startDate' | 'endDate' | 'createdDate' | 'lastModifiedDate'>;

/** A stored inventory as its event carries it: what svc-training publishes and the public API answers (under its own names). */
export const trainingResourceInventoryEvent = (i: StoredTrainingResourceInventory): TrainingResourceInventoryEvent => ({
  id: i._id,
  trainingResourceId: i.trainingResourceId,
  name: i.name,
  quantity: i.quantity,
  maximumAllowedPerEvent: i.maximumAllowedPerEvent,
  restrictedToHourlyBookings: i.restrictedToHourlyBookings,
  maximumBookingMinutes: i.maximumBookingMinutes,
  minutesUnavailableBeforeStart: i.minutesUnavailableBeforeStart,
  minutesUnavailableAfterEnd: i.minutesUnavailableAfterEnd,
  availableForOnStationEvents: i.availableForOnStationEvents,
  availableForTrainingCourses: i.availableForTrainingCourses,
  lastModifiedDate: i.lastModifiedDate.toISOString(),
});

/** A stored booking as its event carries it: what svc-training publishes and the public API answers (under its own names). */
export const trainingResourceBookingEvent = (b: StoredTrainingResourceBooking): TrainingResourceBookingEvent => ({
  id: b._id,
  trainingResourceId: b.trainingResourceId,
  trainingResourceInventoryId: b.trainingResourceInventoryId,
  bookingTypeId: b.bookingTypeId,
  trainingEventId: b.trainingEventId,
  startDate: b.startDate.toISOString(),
  endDate: b.endDate.toISOString(),
  quantity: b.quantity,
  comment: b.comment,
  createdBy: b.createdBy,
  createdDate: b.createdDate.toISOString(),
  lastModifiedBy: b.lastModifiedBy,
  lastModifiedDate: b.lastModifiedDate.toISOString(),
  breachCreated: b.breachCreated,
  breachCreatedComment: b.breachCreatedComment,
  breachCreatedByUsername: b.breachCreatedByUsername,
});
