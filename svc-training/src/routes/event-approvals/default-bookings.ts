import type { FastifyInstance } from 'fastify';
import {
  API_CONSTANTS,
  APPROVAL_MESSAGES as A,
  TRAINING_MESSAGES as M,
  templatesFor,
  templateTimes,
  trainingEventBookingEvents,
  type BookingState,
} from '@firecrest/contracts';
import { reserveIds } from '@firecrest/service-kit';
import type { TrainingEventAttendee, TrainingEventBooking } from '../../models/training-event';
import { bookingEvent } from '../training-events/entity-events';

const { Confirmed } = API_CONSTANTS.TrainingEventAttendeeStatus;
const { Pending } = API_CONSTANTS.TrainingEventStatus;
type Person = Pick<TrainingEventAttendee, '_id' | 'trainingEventId' | 'employeeId' | 'attendeeType' | 'statusId'>;

const at = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Applies an event's default booking templates to those of the attendees a template books: each goes (pending when
 * queued by a confirmation,) processing, then success (every booking made, or already made by the same template) or
 * failed with the reasons ("bookings failed": not confirmed, event not pending, a template that ends before it
 * starts, an overlap with a booking the person already has).
 * Made bookings are published like hand-made ones. Answers the attendees' new states.
 */
export async function applyDefaultBookings(fastify: FastifyInstance, trainingEventId: number, people: Person[], queued = false) {
  const { TrainingEvent: Events, TrainingEventBooking: Bookings, BookingTemplate: Templates, AttendeeBookingStatus: Statuses, ReferenceItem: Items, Counter } = fastify.training;
  const templates = await Templates.find({ trainingEventId }).lean();
  // Only those a template books: an FDO without templates for FDOs has no bookings to stand anywhere.
  const concerned = people.filter((p) => templatesFor(p, templates).length > 0);
  if (!concerned.length) return [];
  const state = (p: Person, s: BookingState, made = 0, problems: string[] = []) =>
    Statuses.findByIdAndUpdate(p._id, { $set: { trainingEventId, employeeId: p.employeeId, state: s, made, problems, lastModifiedDate: new Date() } }, { upsert: true, returnDocument: 'after' }).lean();
  if (queued) await Promise.all(concerned.map((p) => state(p, 'pending')));
  await Promise.all(concerned.map((p) => state(p, 'processing')));

  const [event, booked] = await Promise.all([
    Events.findById(trainingEventId).lean(),
    Bookings.find({ trainingEventId }, { employeeId: 1, bookingTypeId: 1, startTime: 1, endTime: 1, templateId: 1 }).lean(),
  ]);
  const typeNames = new Map((await Items.find({ kind: 'bookingType' }, { itemId: 1, name: 1 }).lean()).map((t) => [t.itemId, t.name]));
  const results = [];
  for (const p of concerned) {
    const problems: string[] = [];
    const made: Omit<TrainingEventBooking, '_id' | 'lastModifiedDate'>[] = [];
    if (!event || event.status !== Pending) problems.push(event ? M.eventLocked : `Training event ${trainingEventId} does not exist.`);
    else if (p.statusId !== Confirmed) problems.push('Only confirmed attendees get the default bookings.');
    else {
      const theirs = booked.filter((b) => b.employeeId === p.employeeId);
      for (const t of templatesFor(p, templates)) {
        for (const times of templateTimes(t, event.dates)) {
          const what = `${typeNames.get(t.bookingTypeId) ?? `Booking type ${t.bookingTypeId}`} ${at(times.startTime)}`;
          if (theirs.some((b) => b.templateId === t._id && b.startTime.getTime() === times.startTime.getTime())) continue;
          if (times.endTime <= times.startTime) problems.push(`${what}: ${A.templateEnd}`);
          else if ([...theirs, ...made].some((b) => b.startTime < times.endTime && b.endTime > times.startTime)) problems.push(`${what}: ${M.bookingOverlap}`);
          else made.push({ trainingEventId, employeeId: p.employeeId, bookingTypeId: t.bookingTypeId, templateId: t._id, ...times });
        }
      }
    }
    if (made.length) {
      const first = await reserveIds(Counter, Bookings.modelName, made.length);
      const lastModifiedDate = new Date();
      const docs = made.map((b, k) => ({ ...b, _id: first + k, lastModifiedDate }));
      await fastify.outbox.insert(Bookings, docs, (d) => [fastify.outbox.entry(trainingEventBookingEvents.created, bookingEvent(d as TrainingEventBooking), { key: String((d as TrainingEventBooking)._id) })]);
      booked.push(...docs);
    }
    results.push(await state(p, problems.length ? 'failed' : 'success', made.length, problems));
  }
  return results;
}

/**
 * After attendees were confirmed: when the event's settings say so, their default bookings are queued (pending) and
 * made without holding up the answer that confirmed them. A failure is reported and leaves them failed or pending,
 * which the bookings settings page shows with a retry.
 */
export function autoBookConfirmed(fastify: FastifyInstance, trainingEventId: number, people: Person[]) {
  const run = async () => {
    const confirmed = people.filter((p) => p.statusId === Confirmed);
    if (!confirmed.length) return;
    const settings = await fastify.training.EventApprovalSettings.findById(trainingEventId, { autoBookOnConfirm: 1 }).lean();
    if (settings?.autoBookOnConfirm) await applyDefaultBookings(fastify, trainingEventId, confirmed, true);
  };
  run().catch((err: unknown) => fastify.reportError(err, { message: 'default bookings after a confirmation' }));
}
