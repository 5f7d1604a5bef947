import type { FastifyInstance } from 'fastify';
import type { Job } from 'agenda';
import { sendScheduled } from '../routes/messages/delivery';

export const SEND_MESSAGE_JOB = 'messages.send-scheduled';
/** When the job kept for a message delivered in the background runs, should this process stop before it is done. */
const BACKGROUND_SAFETY_MS = 60_000;

/**
 * A scheduled message waits as one agenda job in this service's database, due at its time: kept across restarts,
 * locked so that one instance runs it; the message's own status and keyed writes make a second run send nothing.
 */
export function defineScheduledMessagesJob(fastify: FastifyInstance) {
  fastify.agenda.define(SEND_MESSAGE_JOB, async (job: Job<{ messageId: number }>) => {
    await sendScheduled(fastify, job.attrs.data.messageId);
  });
}

/**
 * Delivers a message just after its POST has answered (a large one: the sender does not wait for every copy). A job
 * is kept for it first, due a minute later, in case this process stops half-way; it is removed once delivered, and
 * would find the message sent anyway.
 */
export async function sendInBackground(fastify: FastifyInstance, messageId: number) {
  await fastify.agenda.schedule(new Date(Date.now() + BACKGROUND_SAFETY_MS), SEND_MESSAGE_JOB, { messageId });
  setImmediate(() => {
    sendScheduled(fastify, messageId)
      .then(() => fastify.agenda.cancel({ name: SEND_MESSAGE_JOB, data: { messageId } }))
      .catch((err: unknown) => fastify.log.error({ err, messageId }, 'message not delivered in the background; its job will try again'));
  });
}
