import type { FastifyInstance } from 'fastify';
import { notificationDelivery, userCreated, userMessageRequested, userUpdated, type UserEvent } from '@firecrest/contracts';
import { storeSystemMessage } from '../routes/messages/delivery';

/** Read from the start: a new instance knows every user before its first message. */
const RECIPIENTS = { group: 'messages', fromBeginning: true } as const;

/**
 * What the mailbox needs from other services, kept from their events: who can be written to (svc-gateway's users),
 * system notifications to file (`user-message.requested`, e.g. svc-training's event notifications), and how each
 * e-mail or SMS handed to svc-scheduler's outbox went (`notification.delivery`).
 */
export function subscribeMessages(fastify: FastifyInstance) {
  const { MessageRecipient: Recipients, MessageDelivery: Deliveries } = fastify.system;

  const account = async ({ payload: u }: { payload: UserEvent }) => {
    await Recipients.updateOne(
      { _id: u.id },
      {
        $set: {
          username: u.username,
          name: u.name || u.username,
          email: (u.email ?? '').trim(),
          employeeId: u.employeeId ?? null,
          disabled: u.disabled,
          // Absent from an event: keep what an earlier one said.
          ...(u.phoneNumber !== undefined ? { phone: u.phoneNumber.trim() } : {}),
          ...(u.notificationChannels !== undefined ? { channels: u.notificationChannels } : {}),
          ...(u.language !== undefined ? { language: u.language } : {}),
        },
      },
      { upsert: true },
    );
  };
  fastify.events.subscribe(userCreated, account, RECIPIENTS);
  fastify.events.subscribe(userUpdated, account, RECIPIENTS);

  fastify.events.subscribe(userMessageRequested, async ({ payload }) => void (await storeSystemMessage(fastify, payload)), RECIPIENTS);

  fastify.events.subscribe(
    notificationDelivery,
    async ({ payload: d }) => {
      // Only ours (`message:` ids), and only a later attempt than the one recorded: redeliveries change nothing.
      if (!d.id.startsWith('message:')) return;
      await Deliveries.updateOne({ _id: d.id, attempts: { $lt: d.attempts } }, { $set: { status: d.sentDate ? 'sent' : 'failed', error: d.error, attempts: d.attempts } });
    },
    { group: 'messages' },
  );
}
