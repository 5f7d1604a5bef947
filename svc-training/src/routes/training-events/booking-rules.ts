import type { FastifyRequest } from 'fastify';
import type { Model } from 'mongoose';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { fieldProblem } from '@firecrest/service-kit';
import type { TrainingEventAttendee, TrainingEventBooking } from '../../models/training-event';

interface EventBookings {
  attendees: Set<number>;
  booked: { id: number | null; employeeId: number; startTime: Date; endTime: Date }[];
}

/** An event's attendees and bookings, read once per request and per event (a bulk books many people on few events). */
const seenInRequest = new WeakMap<FastifyRequest, Map<number, EventBookings>>();

/**
 * §5.2 rules of a booking for an attendee: only the event's attendees are booked, and one person's bookings on an
 * event may not overlap ("A booking must not overlap an existing booking"), counting earlier items of the same bulk.
 */
export async function checkEventBooking(
  Attendees: Model<TrainingEventAttendee>,
  Bookings: Model<TrainingEventBooking>,
  request: FastifyRequest,
  booking: { trainingEventId: number; employeeId: number; startTime: Date; endTime: Date },
  existingId: number | null,
) {
  const perEvent = seenInRequest.get(request) ?? new Map<number, EventBookings>();
  seenInRequest.set(request, perEvent);
  let known = perEvent.get(booking.trainingEventId);
  if (!known) {
    const [attendees, booked] = await Promise.all([
      Attendees.find({ trainingEventId: booking.trainingEventId }, { employeeId: 1 }).lean(),
      Bookings.find({ trainingEventId: booking.trainingEventId }, { employeeId: 1, startTime: 1, endTime: 1 }).lean(),
    ]);
    known = { attendees: new Set(attendees.map((a) => a.employeeId)), booked: booked.map((b) => ({ id: b._id, employeeId: b.employeeId, startTime: b.startTime, endTime: b.endTime })) };
    perEvent.set(booking.trainingEventId, known);
  }
  if (!known.attendees.has(booking.employeeId)) throw fieldProblem('employeeId', M.attendeeNotOnEvent);
  const clash = known.booked.some((b) => b.id !== existingId && b.employeeId === booking.employeeId && b.startTime < booking.endTime && b.endTime > booking.startTime);
  if (clash) throw fieldProblem('startTime', M.bookingOverlap);
  known.booked.push({ id: existingId, employeeId: booking.employeeId, startTime: booking.startTime, endTime: booking.endTime });
}
