import type { TrainingEventAttendeePayload, TrainingEventBookingPayload } from '@firecrest/contracts';
import type { TrainingEventAttendee, TrainingEventBooking } from '../../models/training-event';

/** The published shape of an attendee (what /api/v1 and webhooks read): the approval history stays in svc-training. */
export const attendeeEvent = (a: TrainingEventAttendee): TrainingEventAttendeePayload => ({
  id: a._id,
  trainingEventId: a.trainingEventId,
  employeeId: a.employeeId,
  attendeeType: a.attendeeType,
  instructorType: a.instructorType ?? null,
  statusId: a.statusId,
  dateApplied: a.dateApplied?.toISOString() ?? null,
  dateCancellationRequested: a.dateCancellationRequested?.toISOString() ?? null,
  lastModifiedDate: a.lastModifiedDate.toISOString(),
});

/** The published shape of an event booking (which template made it is not published). */
export const bookingEvent = (b: TrainingEventBooking): TrainingEventBookingPayload => ({
  id: b._id,
  trainingEventId: b.trainingEventId,
  employeeId: b.employeeId,
  bookingTypeId: b.bookingTypeId,
  startTime: b.startTime.toISOString(),
  endTime: b.endTime.toISOString(),
  lastModifiedDate: b.lastModifiedDate.toISOString(),
});
