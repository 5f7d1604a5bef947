import type { FastifyInstance } from 'fastify';
import { notificationDelivery } from '@firecrest/contracts';

/** svc-scheduler's word on each attempt at a message: its log row follows (a Gartan message never goes there). */
export function followDeliveries(fastify: FastifyInstance) {
  const { CommunicationLog: Logs } = fastify.training;
  fastify.events.subscribe(
    notificationDelivery,
    async ({ payload: d }) => {
      const status = d.sentDate ? 'sent' : 'failed';
      await Logs.updateOne({ _id: d.id, attempts: { $lt: d.attempts } }, { $set: { status, sentDate: d.sentDate ? new Date(d.sentDate) : null, error: d.error, attempts: d.attempts } });
    },
    { group: 'communications' },
  );
}
