import type { FastifyInstance } from 'fastify';
import type { Model } from 'mongoose';
import { notificationRequested } from '@firecrest/contracts';
import type { OutgoingMessage } from '../models/outgoing-message';

/** Any service asks for a message to be sent by publishing it; the outgoing messages keep it once per id. */
export function queueRequestedNotifications(fastify: FastifyInstance, Outgoing: Model<OutgoingMessage>) {
  fastify.events.subscribe(notificationRequested, async ({ payload }) => {
    await Outgoing.updateOne(
      { _id: payload.id },
      { $setOnInsert: { channel: payload.channel, to: payload.to, subject: payload.subject ?? '', body: payload.body, createdDate: new Date(), sentDate: null, attempts: 0, lastError: null } },
      { upsert: true },
    );
  });
}
