import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  MESSAGE_FOLDERS,
  MESSAGE_TEXT,
  MESSAGES_PAGE_SIZE,
  RECIPIENT_KIND_LABELS,
  mailboxMessageSchema,
  mailboxPageSchema,
  messageBodySchema,
  messageContactSchema,
  messageDraftSchema,
  messageRecipientRefSchema,
  unreadCountsSchema,
  type MessageBody,
  type MessageContact,
  idParams,
} from '@firecrest/contracts';
import { ProblemError, fieldProblem, nextId, type TypedRoutes } from '@firecrest/service-kit';
import type { StoredMailboxItem, StoredMessage } from '../../models/messages';
import { SEND_MESSAGE_JOB, sendInBackground } from '../../jobs/scheduled-messages';
import { deliverMessage, mailboxCopy } from './delivery';
import { draftOf } from './drafts';
import { FOLDERS_OF_ROLE, afterCursor, cursorOf, searchFolder, searchWords, toMailboxMessage } from './mailbox';
import { resolveRecipients } from './recipients';

const tags = ['messages'];
/** Anyone signed in has a mailbox: the routes only ever reach the caller's own copies. */
const signedIn = { access: {} };
const listQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['folder'],
  properties: {
    folder: { type: 'string', enum: MESSAGE_FOLDERS },
    q: { type: 'string', maxLength: 200 },
    cursor: { type: 'string', maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: MESSAGES_PAGE_SIZE },
  },
} as const;
const draftQuery = { type: 'object', additionalProperties: false, required: ['mode'], properties: { mode: { type: 'string', enum: ['reply', 'replyAll', 'forward'] } } } as const;
const contactQuery = { type: 'object', additionalProperties: false, properties: { q: { type: 'string', maxLength: 100 } } } as const;
const CONTACTS_SHOWN = 20;
/** Up to this many recipients a message is delivered before the POST answers; a larger one just after (issue 31: accepted in under 300 ms). */
const INLINE_RECIPIENTS = 50;

const me = (request: FastifyRequest) => request.identity!;
const nameOf = (request: FastifyRequest) => me(request).name || me(request).username;

/** When a body asks for a schedule: a time in the future, else null (now). */
function scheduleOf(body: MessageBody): Date | null {
  if (!body.scheduledFor) return null;
  const when = new Date(body.scheduledFor);
  if (when.getTime() <= Date.now()) throw fieldProblem('scheduledFor', MESSAGE_TEXT.pastSchedule);
  return when;
}

/** §2.6 /notifications: the signed-in user's mailbox. Messages are stored once; each mailbox holds a copy per folder. */
const references = [messageRecipientRefSchema, messageBodySchema, mailboxMessageSchema, mailboxPageSchema, unreadCountsSchema, messageDraftSchema, messageContactSchema] as const;

export const messageRoutes: TypedRoutes<Record<never, never>, typeof references> = async (fastify) => {
  const { Message: Messages, MailboxItem: Items, MessageDelivery: Deliveries, MessageRecipient: Recipients, MessageGroup: Groups, Employee: Employees, Counter } = fastify.system;
  for (const schema of references) fastify.addSchema(schema);

  /** The caller's own copy, or 404 as if it did not exist. */
  async function copyOf(request: FastifyRequest & { params: { id: number } }): Promise<StoredMailboxItem> {
    const item = await Items.findOne({ _id: request.params.id, userId: me(request).id }).lean();
    if (!item) throw new ProblemError('notFound', `Message ${request.params.id} does not exist.`);
    return item;
  }
  async function messageOf(item: StoredMailboxItem): Promise<StoredMessage> {
    const message = await Messages.findById(item.messageId).lean();
    if (!message) throw new ProblemError('notFound', `Message ${item._id} does not exist.`);
    return message;
  }
  const deliveriesOf = async (messageId: number) =>
    (await Deliveries.find({ messageId }).sort({ userId: 1, channel: 1 }).lean()).map((d) => ({ userId: d.userId, channel: d.channel, status: d.status, error: d.error }));
  async function answer(item: StoredMailboxItem) {
    const message = await messageOf(item);
    const deliveries = item.role === 'from' ? await deliveriesOf(message._id) : undefined;
    return toMailboxMessage(item, message, { body: message.body, ...(deliveries ? { deliveries } : {}) });
  }

  fastify.get(
    '',
    { config: signedIn, schema: { tags, summary: 'One folder, newest first, a page at a time; q searches subject, people and text', querystring: listQuery, response: { 200: { $ref: 'MailboxPage#' } } } },
    async (request) => {
      const { folder, q, cursor, limit } = request.query;
      const mine = { userId: me(request).id, folder };
      const read = (after: Record<string, unknown>, count: number) => Items.find({ ...mine, ...after }).sort({ date: -1, _id: -1 }).limit(count).lean();
      const words = searchWords(q);
      const rows = words.length ? await searchFolder(read, afterCursor(cursor), words, limit + 1) : await read(afterCursor(cursor), limit + 1);
      const page = rows.slice(0, limit);
      const messages = new Map((await Messages.find({ _id: { $in: [...new Set(page.map((r) => r.messageId))] } }, { body: 0, to: 0 }).lean()).map((m) => [m._id, m]));
      return { data: page.map((r) => toMailboxMessage(r, messages.get(r.messageId))), nextCursor: rows.length > limit ? cursorOf(page.at(-1)!) : null };
    },
  );

  fastify.get(
    '/unread',
    {
      config: signedIn,
      schema: { tags, summary: 'Unread counts for the header badge; answers 304 to If-None-Match while they stay the same', response: { 200: { $ref: 'UnreadCounts#' }, 304: { type: 'null', description: 'Not modified' } } },
    },
    async (request, reply) => {
      const userId = me(request).id;
      const [inbox, notifications] = await Promise.all([
        Items.countDocuments({ userId, folder: 'inbox', read: false }),
        Items.countDocuments({ userId, folder: 'notifications', read: false }),
      ]);
      // Per user: a shared cache between the portal and here must never give one user's counts to another.
      const etag = `"${createHash('sha1').update(`${userId}:${inbox}:${notifications}`).digest('base64url').slice(0, 16)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { inbox, notifications, total: inbox + notifications };
    },
  );

  fastify.get(
    '/contacts',
    {
      config: signedIn,
      schema: { tags, summary: 'People a message may go to: users, employees (those without a user account are marked), stations, watches, staff groups and training events', querystring: contactQuery, response: { 200: { type: 'object', properties: { data: { type: 'array', items: { $ref: 'MessageContact#' } } } } } },
    },
    async (request) => {
      const q = (request.query.q ?? '').trim();
      const pattern = { $regex: q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' };
      const users = await Recipients.find({ disabled: false, ...(q ? { $or: [{ name: pattern }, { username: pattern }] } : {}) }).sort({ name: 1 }).limit(CONTACTS_SHOWN).lean();
      const employees = q ? await Employees.find({ $or: [{ firstName: pattern }, { lastName: pattern }, { gartanId: pattern }] }).sort({ lastName: 1, firstName: 1 }).limit(CONTACTS_SHOWN).lean() : [];
      const groups = q ? await Groups.find({ name: pattern }).sort({ name: 1 }).limit(CONTACTS_SHOWN).lean() : [];
      const linked = new Set((await Recipients.find({ employeeId: { $in: employees.map((e) => String(e._id)) }, disabled: false }).lean()).map((u) => u.employeeId));
      const data: MessageContact[] = [
        // Names and usernames only: anyone signed in may write to anyone, but addresses are not theirs to read.
        ...users.map((u) => ({ kind: 'user' as const, id: u._id, name: u.name, detail: u.username })),
        ...employees.map((e) => ({ kind: 'employee' as const, id: String(e._id), name: `${e.firstName} ${e.lastName}`.trim(), detail: linked.has(String(e._id)) ? 'Employee' : 'No user account' })),
        ...groups.map((g) => ({ kind: g.kind, id: String(g.itemId), name: g.name, detail: `${RECIPIENT_KIND_LABELS[g.kind]}: ${g.kind === 'trainingEvent' ? 'everyone booked on it' : 'everyone in it today'}` })),
      ];
      return { data };
    },
  );

  fastify.get(
    '/:id',
    { config: signedIn, schema: { tags, summary: 'Opens a message (marking it read)', params: idParams, response: { 200: { $ref: 'MailboxMessage#' } } } },
    async (request) => {
      const item = await copyOf(request);
      if (!item.read) await Items.updateOne({ _id: item._id }, { $set: { read: true } });
      return answer({ ...item, read: true });
    },
  );

  fastify.get(
    '/:id/draft',
    { config: signedIn, schema: { tags, summary: 'A reply, reply-all or forward, as the compose form starts it', params: idParams, querystring: draftQuery, response: { 200: { $ref: 'MessageDraft#' } } } },
    async (request) => {
      const message = await messageOf(await copyOf(request));
      if (message.system && request.query.mode !== 'forward') throw new ProblemError('validation', MESSAGE_TEXT.noReplyToSystem);
      return draftOf(message, request.query.mode, me(request).id);
    },
  );

  /** A new message's fields from the body; the recipients resolved (or refused, §8.2). */
  async function fieldsOf(request: FastifyRequest, body: MessageBody) {
    const scheduledFor = scheduleOf(body);
    const recipients = await resolveRecipients(fastify.system, body.recipients);
    return {
      subject: body.subject.trim(),
      body: body.body,
      to: recipients.map((r) => ({ userId: r._id, name: r.name || r.username })),
      type: body.type,
      scheduledFor,
      from: { userId: me(request).id, name: nameOf(request) },
    };
  }

  fastify.post(
    '',
    { config: signedIn, schema: { tags, summary: 'Sends a message now, or at scheduledFor', body: { $ref: 'MessageBody#' }, response: { 201: { $ref: 'MailboxMessage#' } } } },
    async (request, reply) => {
      // The recipients and both ids at once: three round trips in one wait.
      const [fields, messageId, ownId] = await Promise.all([fieldsOf(request, request.body), nextId(Counter, 'Message'), nextId(Counter, 'MailboxItem')]);
      const now = new Date();
      const message: StoredMessage = {
        ...fields,
        _id: messageId,
        status: fields.scheduledFor ? 'scheduled' : 'sending',
        sentDate: null,
        system: false,
        externalId: '',
        createdDate: now,
      };
      message.externalId = `m:${message._id}`;
      // Stored as built (its fields are already the schema's types): casting 1,500 recipients one by one cost more than the write.
      await Messages.insertMany([message], { lean: true });
      const own = mailboxCopy(ownId, message, message.from.userId, 'from', fields.scheduledFor ? 'scheduled' : 'sent', fields.scheduledFor ?? now);
      await Items.insertMany([own], { lean: true });
      if (fields.scheduledFor) await fastify.agenda.schedule(fields.scheduledFor, SEND_MESSAGE_JOB, { messageId: message._id });
      else if (message.to.length <= INLINE_RECIPIENTS) await deliverMessage(fastify, message, request.id);
      else await sendInBackground(fastify, message._id);
      // Answered from what was written, not read back; a scheduled or large message's deliveries are still to come.
      const inline = !fields.scheduledFor && message.to.length <= INLINE_RECIPIENTS;
      return reply.code(201).send(toMailboxMessage(own, message, { body: message.body, deliveries: inline ? await deliveriesOf(message._id) : [] }));
    },
  );

  fastify.put(
    '/:id',
    { config: signedIn, schema: { tags, summary: 'Changes a scheduled message before it goes', params: idParams, body: { $ref: 'MessageBody#' }, response: { 200: { $ref: 'MailboxMessage#' } } } },
    async (request) => {
      const item = await copyOf(request);
      if (item.role !== 'from') throw new ProblemError('validation', MESSAGE_TEXT.alreadySent);
      const fields = await fieldsOf(request, request.body);
      if (!fields.scheduledFor) throw fieldProblem('scheduledFor', MESSAGE_TEXT.pastSchedule);
      const { matchedCount } = await Messages.updateOne({ _id: item.messageId, status: 'scheduled' }, { $set: fields });
      if (!matchedCount) throw new ProblemError('conflict', MESSAGE_TEXT.alreadySent);
      const message = await messageOf(item);
      const { _id, ...copy } = mailboxCopy(item._id, message, item.userId, 'from', 'scheduled', fields.scheduledFor);
      await Items.updateOne({ _id }, { $set: { ...copy, folder: item.folder } });
      await fastify.agenda.cancel({ name: SEND_MESSAGE_JOB, data: { messageId: message._id } });
      await fastify.agenda.schedule(fields.scheduledFor, SEND_MESSAGE_JOB, { messageId: message._id });
      return answer((await Items.findById(item._id).lean())!);
    },
  );

  fastify.post(
    '/:id/trash',
    { config: signedIn, schema: { tags, summary: 'Moves a message to the bin; a scheduled one is cancelled', params: idParams, response: { 200: { $ref: 'MailboxMessage#' } } } },
    async (request) => {
      const item = await copyOf(request);
      if (item.folder === 'trash') return answer(item);
      if (item.folder === 'scheduled') {
        await Messages.updateOne({ _id: item.messageId, status: 'scheduled' }, { $set: { status: 'cancelled' } });
        await fastify.agenda.cancel({ name: SEND_MESSAGE_JOB, data: { messageId: item.messageId } });
      }
      await Items.updateOne({ _id: item._id }, { $set: { folder: 'trash', previousFolder: item.folder } });
      return answer({ ...item, folder: 'trash', previousFolder: item.folder });
    },
  );

  fastify.post(
    '/:id/restore',
    { config: signedIn, schema: { tags, summary: 'Moves a message from the bin back to its folder', params: idParams, response: { 200: { $ref: 'MailboxMessage#' } } } },
    async (request) => {
      const item = await copyOf(request);
      if (item.folder !== 'trash') throw new ProblemError('validation', MESSAGE_TEXT.notInTrash);
      const back = item.previousFolder ?? FOLDERS_OF_ROLE[item.role][0];
      if (back === 'scheduled') {
        // Putting it in the bin cancelled it: back out of the bin it is due again, if its time is still to come.
        const message = await messageOf(item);
        if (!message.scheduledFor || message.scheduledFor.getTime() <= Date.now()) throw new ProblemError('validation', MESSAGE_TEXT.schedulePassed);
        await Messages.updateOne({ _id: message._id, status: 'cancelled' }, { $set: { status: 'scheduled' } });
        await fastify.agenda.schedule(message.scheduledFor, SEND_MESSAGE_JOB, { messageId: message._id });
      }
      await Items.updateOne({ _id: item._id }, { $set: { folder: back, previousFolder: null } });
      return answer({ ...item, folder: back, previousFolder: null });
    },
  );

  fastify.delete(
    '/:id',
    { config: signedIn, schema: { tags, summary: 'Deletes a message in the bin for good (from this mailbox only)', params: idParams } },
    async (request, reply) => {
      const item = await copyOf(request);
      if (item.folder !== 'trash') throw new ProblemError('validation', MESSAGE_TEXT.onlyFromTrash);
      await Items.deleteOne({ _id: item._id });
      // The message itself goes with its last copy.
      if (!(await Items.countDocuments({ messageId: item.messageId }))) {
        await Promise.all([Messages.deleteOne({ _id: item.messageId, status: { $ne: 'sending' } }), Deliveries.deleteMany({ messageId: item.messageId })]);
      }
      return reply.code(204).send();
    },
  );
};
