import type { FastifyInstance } from 'fastify';
import type { Job } from 'agenda';
import { sendScheduled } from '../routes/messages/delivery';

export const SEND_MESSAGE_JOB = 'messages.send-scheduled';

/**
 * A scheduled message waits as one agenda job in this service's database, due at its time: kept across restarts,
 * locked so that one instance runs it; the message's own status and keyed writes make a second run send nothing.
 */
export function defineScheduledMessagesJob(fastify: FastifyInstance) {
  fastify.agenda.define(SEND_MESSAGE_JOB, async (job: Job<{ messageId: number }>) => {
    await sendScheduled(fastify, job.attrs.data.messageId);
  });
}
