import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from '../events/define-event';

/** The mailbox (§2.6 /notifications/{folder}): `notifications` holds what the system sent, the rest people's messages. */
export const MESSAGE_FOLDERS = ['inbox', 'sent', 'scheduled', 'trash', 'notifications'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];
export const MESSAGE_FOLDER_LABELS: Record<MessageFolder, string> = { inbox: 'Inbox', sent: 'Sent', scheduled: 'Scheduled', trash: 'Bin', notifications: 'Notifications' };

/** §9 notification types plus `channels`: each recipient's own notification channels (§3.2 User) decide. */
export const MESSAGE_TYPES = ['gartan', 'email', 'sms', 'channels'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = { gartan: 'Gartan message', email: 'Email', sms: 'SMS', channels: "The recipient's channels" };

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;
/** Enough for every user of a large service in one message. */
export const MESSAGE_RECIPIENTS_MAX = 5_000;
export const MESSAGES_PAGE_SIZE = 30;

export const MESSAGE_TEXT = {
  sent: 'Your message was sent.',
  scheduled: 'Your message will be sent at the time chosen.',
  movedToTrash: 'The message was moved to the bin.',
  restored: 'The message was moved back.',
  deleted: 'The message was deleted for good.',
  cancelled: 'The scheduled message was cancelled.',
  pastSchedule: 'Choose a time in the future to schedule the message.',
  onlyFromTrash: 'Only a message in the bin can be deleted for good.',
  notInTrash: 'Only a message in the bin can be restored.',
  schedulePassed: 'The time this message was scheduled for has passed; write it again to send it.',
  alreadySent: 'This message has been sent and can no longer be changed.',
  noReplyToSystem: 'Notifications from the system cannot be answered.',
  /** Followed by the groups' names. */
  emptyGroups: 'Nobody belongs to these today',
  /** Followed by the events' names. */
  noAttendees: 'Nobody is booked on these training events',
} as const;

/** Who a message may be addressed to: a user; an employee through their user account; everyone of a group today; a training event's attendees. */
export const RECIPIENT_KINDS = ['user', 'employee', 'station', 'watch', 'staffGroup', 'trainingEvent'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
export const RECIPIENT_KIND_LABELS: Record<RecipientKind, string> = { user: 'User', employee: 'Employee', station: 'Station', watch: 'Watch', staffGroup: 'Staff group', trainingEvent: 'Training event' };

export const messageRecipientRefSchema = {
  $id: 'MessageRecipientRef',
  type: 'object',
  required: ['kind', 'id'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: RECIPIENT_KINDS }, id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
export type MessageRecipientRef = FromSchema<typeof messageRecipientRefSchema>;

export const messageBodySchema = {
  $id: 'MessageBody',
  type: 'object',
  required: ['subject', 'body', 'recipients', 'type'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: MESSAGE_SUBJECT_MAX, pattern: '\\S' },
    body: { type: 'string', minLength: 1, maxLength: MESSAGE_BODY_MAX, pattern: '\\S' },
    recipients: { type: 'array', minItems: 1, maxItems: MESSAGE_RECIPIENTS_MAX, items: { $ref: 'MessageRecipientRef#' } },
    type: { type: 'string', enum: MESSAGE_TYPES },
    /** Absent or null: sent now. */
    scheduledFor: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type MessageBody = FromSchema<typeof messageBodySchema, { references: [typeof messageRecipientRefSchema] }>;

const person = { type: 'object', required: ['userId', 'name'], additionalProperties: false, properties: { userId: { type: 'string' }, name: { type: 'string' } } } as const;
const delivery = {
  type: 'object',
  required: ['userId', 'channel', 'status', 'error'],
  additionalProperties: false,
  properties: {
    userId: { type: 'string' },
    channel: { type: 'string', enum: ['gartan', 'email', 'sms'] },
    /** delivered: in the inbox; queued: handed to the outbox; sent: the SMTP server or SMS gateway took it. */
    status: { type: 'string', enum: ['delivered', 'queued', 'sent', 'failed', 'unreachable'] },
    error: { type: ['string', 'null'] },
  },
} as const;

/** One message as one user's mailbox holds it; `id` is that user's copy, so the same message differs per folder. */
export const mailboxMessageSchema = {
  $id: 'MailboxMessage',
  type: 'object',
  required: ['id', 'messageId', 'folder', 'subject', 'snippet', 'from', 'to', 'toNames', 'type', 'read', 'date', 'scheduledFor', 'system'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    messageId: { type: 'integer' },
    folder: { type: 'string', enum: MESSAGE_FOLDERS },
    subject: { type: 'string' },
    snippet: { type: 'string' },
    /** Only when one message is opened. */
    body: { type: 'string' },
    from: person,
    /** Only when one message is opened: a folder lists `toNames` (a message may go to thousands). */
    to: { type: 'array', items: person },
    toNames: { type: 'string' },
    type: { type: 'string', enum: MESSAGE_TYPES },
    read: { type: 'boolean' },
    /** When it was sent (or is due, while scheduled). */
    date: { type: 'string', format: 'date-time' },
    scheduledFor: { type: ['string', 'null'], format: 'date-time' },
    /** Sent by the system (a training event's notification, a task): no reply. */
    system: { type: 'boolean' },
    /** The sender's copy, when opened: how each recipient was reached. */
    deliveries: { type: 'array', items: delivery },
  },
} as const;
export type MailboxMessage = FromSchema<typeof mailboxMessageSchema>;
export type MessageDelivery = NonNullable<MailboxMessage['deliveries']>[number];

export const mailboxPageSchema = {
  $id: 'MailboxPage',
  type: 'object',
  required: ['data', 'nextCursor'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: { $ref: 'MailboxMessage#' } }, nextCursor: { type: ['string', 'null'] } },
} as const;
export type MailboxPage = { data: MailboxMessage[]; nextCursor: string | null };

export const unreadCountsSchema = {
  $id: 'UnreadCounts',
  type: 'object',
  required: ['inbox', 'notifications', 'total'],
  additionalProperties: false,
  properties: { inbox: { type: 'integer' }, notifications: { type: 'integer' }, total: { type: 'integer' } },
} as const;
export type UnreadCounts = FromSchema<typeof unreadCountsSchema>;

/** A reply, reply-all or forward as the compose form starts it: the server works out who it goes back to. */
export const messageDraftSchema = {
  $id: 'MessageDraft',
  type: 'object',
  required: ['subject', 'body', 'recipients'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string' },
    body: { type: 'string' },
    recipients: { type: 'array', items: { type: 'object', required: ['kind', 'id', 'name'], additionalProperties: false, properties: { kind: { type: 'string', enum: ['user'] }, id: { type: 'string' }, name: { type: 'string' } } } },
  },
} as const;
export type MessageDraft = FromSchema<typeof messageDraftSchema>;

/** Someone a message may be sent to, for the compose form's picker. */
export const messageContactSchema = {
  $id: 'MessageContact',
  type: 'object',
  required: ['kind', 'id', 'name', 'detail'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: RECIPIENT_KINDS }, id: { type: 'string' }, name: { type: 'string' }, detail: { type: 'string' } },
} as const;
export type MessageContact = FromSchema<typeof messageContactSchema>;

/** A message left its sender for its recipients (now, or when its schedule came): webhooks and the audit see it. */
export const messageSentEventSchema = {
  $id: 'MessageSentEvent',
  type: 'object',
  required: ['id', 'senderId', 'subject', 'type', 'recipientIds', 'sentDate', 'scheduled'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    senderId: { type: 'string' },
    subject: { type: 'string' },
    type: { type: 'string', enum: MESSAGE_TYPES },
    recipientIds: { type: 'array', items: { type: 'string' } },
    sentDate: { type: 'string', format: 'date-time' },
    scheduled: { type: 'boolean' },
  },
} as const;
export type MessageSentEvent = FromSchema<typeof messageSentEventSchema>;
export const messageSent = defineEvent<MessageSentEvent>('message.sent', messageSentEventSchema);
