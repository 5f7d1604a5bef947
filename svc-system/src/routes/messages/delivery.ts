import type { FastifyInstance } from 'fastify';
import { COMMUNICATION_MESSAGES, messageSent, notificationRequested, type NotificationRequested, type UserMessageRequested } from '@firecrest/contracts';
import { byIds, insertRunOrEach, isDuplicateKey, mailLanguage, messageMailBody, nextId, reserveIds } from '@firecrest/service-kit';
import type { StoredMailboxItem, StoredMessage, StoredMessageDelivery, StoredMessageRecipient } from '../../models/messages';
import { channelsFor } from './recipients';

/** Copies inserted per command: one round trip per run keeps 1,500 recipients within seconds on FerretDB. */
const INSERT_RUN = 500;
const SNIPPET_LENGTH = 160;
/** How much of the body a folder search reaches (the rest is only read when the message is opened). */
const SEARCHED_BODY = 1_000;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** How many recipients a recipient's copy names in its list line and search; the opened message lists them all. */
export const COPY_NAMES = 20;

/** The recipients as one line: all of them, or the first `most` and how many others. */
export function namesLine(to: StoredMessage['to'], most = Infinity): string {
  const names = to.slice(0, most).map((p) => p.name).join(', ');
  const others = to.length - Math.min(to.length, most);
  return others ? `${names} and ${others.toLocaleString('en-GB')} ${others === 1 ? 'other' : 'others'}` : names;
}

/**
 * One user's copy of a message, with what its folder lists and searches. The sender's copy names every recipient; a
 * recipient's names the first COPY_NAMES: every name in each of 1,500 copies was 1,500 x 50 kB written per message.
 */
export function mailboxCopy(id: number, message: StoredMessage, userId: string, role: 'from' | 'to', folder: StoredMailboxItem['folder'], date: Date): StoredMailboxItem {
  const toNames = namesLine(message.to, role === 'from' ? Infinity : COPY_NAMES);
  return {
    _id: id,
    key: `${message._id}:${userId}:${role}`,
    userId,
    messageId: message._id,
    role,
    folder,
    previousFolder: null,
    // The sender has read what they wrote.
    read: role === 'from',
    subject: message.subject,
    snippet: oneLine(message.body).slice(0, SNIPPET_LENGTH),
    fromName: message.from.name,
    toNames,
    searchText: [message.subject, message.from.name, toNames, oneLine(message.body).slice(0, SEARCHED_BODY)].join('\n').toLowerCase(),
    date,
  };
}

/** Inserts rows in runs; a row already there (a repeated delivery) is left as it is. */
async function insertOnce<T>(model: { insertMany(rows: T[], options: object): Promise<unknown>; create(row: T): Promise<unknown> }, rows: T[]) {
  for (let start = 0; start < rows.length; start += INSERT_RUN) {
    await insertRunOrEach(
      rows.slice(start, start + INSERT_RUN),
      // lean: the rows are built whole, in the schema's types; mongoose casting 500 of them was most of a run's time.
      (run) => model.insertMany(run, { ordered: false, lean: true }),
      async (row) => {
        await model.create(row).catch((err: unknown) => {
          if (!isDuplicateKey(err)) throw err;
        });
      },
    );
  }
}

/**
 * Delivers a message taken for sending: an inbox copy for each recipient reached in-app, e-mails and SMS handed to
 * svc-scheduler's outbox (`notification.requested`, sent by its SendEmails / SendSMSNotifications tasks with retries),
 * a delivery row per recipient and channel, the sender's copy filed under sent, then `message.sent`. Every write is
 * keyed, so running it again for the same message (a job re-run after a crash) sends nothing twice.
 */
export async function deliverMessage(fastify: FastifyInstance, message: StoredMessage, requestId?: string) {
  const { MessageRecipient: Recipients, MailboxItem: Items, MessageDelivery: Deliveries, Message: Messages, Counter } = fastify.system;
  const sentDate = new Date();
  // Read now, not when written: a scheduled message follows the recipients' channels as they are when it goes.
  const known = new Map((await byIds(Recipients, message.to.map((p) => p.userId))).map((r) => [r._id, r]));
  const copies: StoredMailboxItem[] = [];
  const deliveries: StoredMessageDelivery[] = [];
  const outbox: NotificationRequested[] = [];
  const firstId = await reserveIds(Counter, 'MailboxItem', message.to.length);
  message.to.forEach((person, i) => {
    const recipient: Pick<StoredMessageRecipient, 'channels' | 'email' | 'phone' | 'language'> = known.get(person.userId) ?? { channels: null, email: '', phone: '', language: null };
    for (const channel of channelsFor(message.type, recipient)) {
      const id = `message:${message._id}:${person.userId}:${channel}`;
      const row = { _id: id, messageId: message._id, userId: person.userId, channel, attempts: 0, date: sentDate };
      if (channel === 'gartan') {
        copies.push(mailboxCopy(firstId + i, message, person.userId, 'to', 'inbox', sentDate));
        deliveries.push({ ...row, status: 'delivered', error: null });
        continue;
      }
      const to = channel === 'email' ? recipient.email : recipient.phone;
      if (!to) {
        deliveries.push({ ...row, status: 'unreachable', error: channel === 'email' ? COMMUNICATION_MESSAGES.noEmail : COMMUNICATION_MESSAGES.noPhone });
        continue;
      }
      deliveries.push({ ...row, status: 'queued', error: null });
      // An e-mail frames the sender's text in the recipient's language; an SMS is the text alone.
      const body = channel === 'email' ? messageMailBody(mailLanguage(recipient.language, fastify.defaultLanguage), { recipient: person.name, from: message.from.name, body: message.body }) : message.body;
      outbox.push({ id, channel, to, subject: message.subject, body });
    }
  });
  await insertOnce(Items, copies);
  await insertOnce(Deliveries, deliveries);
  if (outbox.length) await fastify.events.publishMany(notificationRequested, outbox, (m) => m.id, { requestId });
  // A scheduled message leaves the sender's scheduled folder (unless they put it in the bin meanwhile).
  await Items.updateOne({ messageId: message._id, role: 'from', folder: 'scheduled' }, { $set: { folder: 'sent', date: sentDate } });
  await Messages.updateOne({ _id: message._id }, { $set: { status: 'sent', sentDate } });
  await fastify.events.publish(
    messageSent,
    {
      id: message._id,
      senderId: message.from.userId,
      subject: message.subject,
      type: message.type,
      recipientIds: message.to.map((p) => p.userId),
      sentDate: sentDate.toISOString(),
      scheduled: message.scheduledFor !== null,
    },
    { key: String(message._id), requestId },
  );
}

/** Takes a scheduled message for sending when its job runs; a cancelled or already sent one is left alone. */
export async function sendScheduled(fastify: FastifyInstance, messageId: number) {
  // `sending` is taken again: a job whose process died part-way runs once more, and deliverMessage is idempotent.
  const message = await fastify.system.Message.findOneAndUpdate({ _id: messageId, status: { $in: ['scheduled', 'sending'] } }, { $set: { status: 'sending' } }, { returnDocument: 'after' }).lean();
  if (message) await deliverMessage(fastify, message);
}

/**
 * Files a system notification (`user-message.requested`, e.g. a training event's) in the user's notifications
 * folder; a repeated request (same id) is stored once.
 */
export async function storeSystemMessage(fastify: FastifyInstance, request: UserMessageRequested) {
  const { Message: Messages, MailboxItem: Items, MessageRecipient: Recipients, Counter } = fastify.system;
  const externalId = `ext:${request.id}`;
  let message = await Messages.findOne({ externalId }).lean();
  if (!message) {
    const recipient = await Recipients.findById(request.userId).lean();
    const sentDate = new Date(request.sentDate);
    const fields: StoredMessage = {
      _id: await nextId(Counter, 'Message'),
      subject: request.subject,
      body: request.body,
      from: { userId: 'system', name: request.from },
      to: [{ userId: request.userId, name: recipient?.name ?? '' }],
      type: 'gartan',
      status: 'sent',
      scheduledFor: null,
      sentDate,
      system: true,
      externalId,
      createdDate: new Date(),
    };
    message = await Messages.create(fields).then(
      (created) => created.toObject(),
      async (err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
        return Messages.findOne({ externalId }).lean();
      },
    );
  }
  if (!message) return;
  await insertOnce(Items, [mailboxCopy(await nextId(Counter, 'MailboxItem'), message, request.userId, 'to', 'notifications', message.sentDate ?? message.createdDate)]);
}
