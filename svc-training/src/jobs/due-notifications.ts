import type { FastifyInstance } from 'fastify';
import type { Job } from 'agenda';
import { jobsPlugin } from '@firecrest/service-kit';
import type { Communications } from '../routes/event-communications/dispatch';

const DUE_JOB = 'event-notification-due';

/**
 * A training event's notifications sent at their time: `sendNotification` sends one now (once), `scheduleSending`
 * queues the agenda job that sends it at its `sendAt`.
 */
export async function dueNotifications(fastify: FastifyInstance, comms: Communications) {
  const { TrainingEvent: Events, EventNotification: Notifications } = fastify.training;
  /** Sends a notification whose time has come, once: the first to mark it sent sends it. */
  async function sendNotification(id: number) {
    const now = new Date();
    const n = await Notifications.findOneAndUpdate({ _id: id, sentDate: null, $or: [{ sendAt: null }, { sendAt: { $lte: now } }] }, { $set: { sentDate: now } }, { returnDocument: 'after' }).lean();
    if (!n) return null;
    const event = await Events.findById(n.trainingEventId).lean();
    if (!event) return n;
    // Attendees removed since it was written are left out; the others each get their copy.
    const list = await comms.recipients(n.trainingEventId, n.recipientIds, null);
    const copies = await comms.compose(event, list, n.subject, n.message, (r) => `training:n:${n._id}:${r.attendee._id}`);
    await comms.send(n.trainingEventId, copies, { source: 'notification', notificationId: n._id, type: n.type, sentBy: n.createdBy });
    return n;
  }

  // Scheduled notifications wait as agenda jobs in this service's database (kept across restarts, run once among
  // instances); a job due within the next look is run on time, so a look every few seconds is only for new ones.
  if (!fastify.hasDecorator('agenda')) await fastify.register(jobsPlugin, { processEvery: '5 seconds' });
  fastify.agenda.define(DUE_JOB, async (job: Job<{ notificationId: number }>) => void (await sendNotification(job.attrs.data.notificationId)));
  const scheduleSending = async (n: { _id: number; sendAt: Date | null }) => {
    if (n.sendAt) await fastify.agenda.schedule(n.sendAt, DUE_JOB, { notificationId: n._id });
  };
  return { sendNotification, scheduleSending };
}
