import type { FastifyInstance } from 'fastify';
import { API_CONSTANTS, trainingEventBookingEvents } from '@firecrest/contracts';
import { plural } from './record-writes';

const { TrainingEventStatus: EventStatus, TrainingEventAttendeeStatus: Status } = API_CONSTANTS;
/** Attendee statuses that still hold a place on the event, and so their bookings. */
const HOLDING: number[] = [Status.Nominated, Status.Confirmed, Status.Applied, Status.Invited, Status.PendingCancellation, Status.CancellationRejected];

/**
 * ProcessBookings: a booking is kept only while its person still holds a place on a live event. Bookings on
 * cancelled events, and those of people rejected, cancelled or no longer attending, are released (deleted, with
 * their `training-event-booking.deleted` events). Completed events are locked and left alone.
 */
export async function processBookings(fastify: FastifyInstance): Promise<string> {
  const { TrainingEvent: Events, TrainingEventAttendee: Attendees, TrainingEventBooking: Bookings } = fastify.training;
  const bookings = await Bookings.find({}, { trainingEventId: 1, employeeId: 1 }).lean();
  const eventIds = [...new Set(bookings.map((b) => b.trainingEventId))];
  const events = new Map((await Events.find({ _id: { $in: eventIds } }, { status: 1 }).lean()).map((e) => [e._id, e.status as number]));
  const holding = new Set(
    (await Attendees.find({ trainingEventId: { $in: eventIds }, statusId: { $in: HOLDING } }, { trainingEventId: 1, employeeId: 1 }).lean()).map((a) => `${a.trainingEventId}:${a.employeeId}`),
  );
  const released = bookings.filter((b) => {
    const status = events.get(b.trainingEventId);
    if (status === EventStatus.Complete) return false;
    return status === undefined || status === EventStatus.Canceled || !holding.has(`${b.trainingEventId}:${b.employeeId}`);
  });
  const ids = released.map((b) => b._id);
  for (let start = 0; start < ids.length; start += 500) {
    const step = ids.slice(start, start + 500);
    await Bookings.deleteMany({ _id: { $in: step } });
    const now = new Date().toISOString();
    await fastify.events.publishMany(trainingEventBookingEvents.deleted, step.map((id) => ({ id, lastModifiedDate: now })), (e) => String(e.id));
  }
  return `${plural(bookings.length, 'booking')} checked, ${plural(released.length, 'booking')} released`;
}
