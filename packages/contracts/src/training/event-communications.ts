import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from '../events/define-event';

/** Bodies and rules of a training event's communications (§2.6 sub-pages), shared by svc-training and the portal. */

/** §9 notification types, keyed as a user's notification channels are (`gartan` is the in-app message). */
export const NOTIFICATION_TYPES = { gartan: 'Gartan message', email: 'Email', sms: 'SMS' } as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
const notificationTypes = Object.keys(NOTIFICATION_TYPES) as NotificationType[];
/** How an event's message is sent: one type for everyone, or `channels`, each recipient by their own (§3.2 User). */
export const EVENT_MESSAGE_TYPES = { ...NOTIFICATION_TYPES, channels: "Each recipient's channels" } as const;
export type EventMessageType = keyof typeof EVENT_MESSAGE_TYPES;
const eventMessageTypes = Object.keys(EVENT_MESSAGE_TYPES) as EventMessageType[];

export const COMMUNICATION_MESSAGES = {
  /** §5.2, as the problem's detail; each missing field is marked Required. */
  notificationRequired: 'Name, type, recipient, subject and message required',
  required: 'Required',
  /** §8.2. */
  noUserAccount: 'Messages cannot be sent when recipients have no user account',
  /** §5.2. */
  pastDate: 'Dates in the past not allowed',
  noEmail: 'Has no e-mail address',
  noPhone: 'Has no phone number',
  notOnEvent: 'Not an attendee of this event',
  /** `channels`: a recipient with no address on any channel they take. */
  noChannel: 'Cannot be reached on any of their channels',
  alreadySent: 'This notification has been sent and can no longer be changed',
  noInstructions: 'Write the joining instructions before sending them',
} as const;

/** What a message may name in braces; each is filled per recipient when it is sent. */
export const MERGE_FIELDS = {
  firstName: "Recipient's first name",
  lastName: "Recipient's last name",
  courseName: 'Course name',
  courseCode: 'Course code',
  firstDate: 'First date and start time',
  dates: 'Every date with its times',
  location: 'Venue name and address',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;

/** Fills `{field}` merge fields; braces naming anything else stay as written. */
export function fillMergeFields(text: string, values: Record<MergeField, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? values[key as MergeField] : whole));
}

/** How an event's dates read in a message: UTC, as every date in Firecrest is stored and shown (§9). */
export function mergeDate(startTime: string, endTime?: string, language: string = 'en-GB'): string {
  const start = new Date(startTime);
  const day = start.toLocaleDateString(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = (d: Date) => d.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return endTime ? `${day} ${time(start)}–${time(new Date(endTime))}` : `${day} ${time(start)}`;
}

/** Used when an event has none of its own yet: what a training centre sends delegates before a course. */
export const DEFAULT_JOINING_INSTRUCTION = {
  subject: 'Joining instructions: {courseName}',
  body: [
    'Dear {firstName},',
    '',
    'You are booked on {courseName}.',
    'Dates: {dates}',
    'Venue: {location}',
    '',
    'Please arrive 15 minutes before the start on {firstDate} and report to reception.',
    'Bring your fire kit and PPE, photo ID and any pre-course learning you were sent.',
  ].join('\n'),
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const joiningInstructionBodySchema = {
  $id: 'JoiningInstructionBody',
  type: 'object',
  required: ['subject', 'body'],
  additionalProperties: false,
  properties: { subject: text(500), body: text(20_000) },
} as const;
export type JoiningInstructionBody = FromSchema<typeof joiningInstructionBodySchema>;

export const joiningInstructionSendSchema = {
  $id: 'JoiningInstructionSend',
  type: 'object',
  required: ['attendeeIds', 'type'],
  additionalProperties: false,
  properties: {
    attendeeIds: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    type: { type: 'string', enum: eventMessageTypes },
  },
} as const;
export type JoiningInstructionSend = FromSchema<typeof joiningInstructionSendSchema>;

/** Every field optional to the schema: the §5.2 rule below names what is missing, as the form shows it. */
export const eventNotificationBodySchema = {
  $id: 'EventNotificationBody',
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text(200),
    type: { type: ['string', 'null'], enum: [...eventMessageTypes, null] },
    /** Attendees of the event. */
    recipientIds: { type: 'array', maxItems: 500, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    subject: text(500),
    message: text(20_000),
    /** Null: sent when saved. */
    sendAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type EventNotificationBody = FromSchema<typeof eventNotificationBodySchema>;

export interface CommunicationFieldError {
  field: string;
  message: string;
}

/** §5.2: name, type, recipient, subject and message required; a scheduled time must not be past. */
export function eventNotificationRules(body: EventNotificationBody, now = new Date()): CommunicationFieldError[] {
  const errors: CommunicationFieldError[] = [];
  const blank = (v: string | undefined) => !v?.trim();
  if (blank(body.name)) errors.push({ field: 'name', message: COMMUNICATION_MESSAGES.required });
  if (!body.type) errors.push({ field: 'type', message: COMMUNICATION_MESSAGES.required });
  if (!body.recipientIds?.length) errors.push({ field: 'recipientIds', message: COMMUNICATION_MESSAGES.required });
  if (blank(body.subject)) errors.push({ field: 'subject', message: COMMUNICATION_MESSAGES.required });
  if (blank(body.message)) errors.push({ field: 'message', message: COMMUNICATION_MESSAGES.required });
  if (body.sendAt && new Date(body.sendAt) <= now) errors.push({ field: 'sendAt', message: COMMUNICATION_MESSAGES.pastDate });
  return errors;
}

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const channel = { type: 'string', enum: notificationTypes } as const;

/** A notification as svc-training answers it: scheduled until its time, then sent (its rows are in the log). */
export const eventNotificationSchema = {
  $id: 'EventNotification',
  type: 'object',
  required: ['id', 'trainingEventId', 'name', 'type', 'recipientIds', 'subject', 'message', 'sendAt', 'sentDate', 'status', 'createdBy', 'createdDate', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: int, trainingEventId: int, name: str, type: { type: 'string', enum: eventMessageTypes }, recipientIds: { type: 'array', items: int },
    subject: str, message: str, sendAt: nullableDateTime, sentDate: nullableDateTime, status: { type: 'string', enum: ['scheduled', 'sent'] },
    createdBy: str, createdDate: dateTime, lastModifiedDate: dateTime,
  },
} as const;
export type EventNotification = FromSchema<typeof eventNotificationSchema>;

/**
 * One message of the event's log (`notificationslogs`): queued in svc-scheduler's outbox, sent by it, failed there
 * (retried a few times), or delivered to an inbox; `to` is '' when the recipient could not be reached.
 */
export const communicationLogEntrySchema = {
  $id: 'CommunicationLogEntry',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: str, source: { type: 'string', enum: ['joiningInstruction', 'notification'] }, notificationId: { type: ['integer', 'null'] },
    attendeeId: int, employeeId: int, recipientName: str, channel, to: str, subject: str,
    status: { type: 'string', enum: ['queued', 'sent', 'failed', 'delivered'] }, error: nullableString, attempts: int,
    queuedDate: dateTime, sentDate: nullableDateTime, sentBy: str,
  },
  // Every field is always there.
  required: ['id', 'source', 'notificationId', 'attendeeId', 'employeeId', 'recipientName', 'channel', 'to', 'subject', 'status', 'error', 'attempts', 'queuedDate', 'sentDate', 'sentBy'],
} as const;
export type CommunicationLogEntry = FromSchema<typeof communicationLogEntrySchema>;
export type DeliveryStatus = CommunicationLogEntry['status'];

/**
 * After each attempt at a message of the outbox (`notification.requested`), svc-scheduler says how it went, so the
 * service that asked can show the delivery (the event's notifications log).
 */
export const notificationDeliverySchema = {
  $id: 'NotificationDelivery',
  type: 'object',
  required: ['id', 'sentDate', 'error', 'attempts'],
  additionalProperties: false,
  // `id` as it was requested; a null sentDate is a failed attempt, with its error.
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 }, sentDate: nullableDateTime, error: nullableString, attempts: { type: 'integer', minimum: 1 } },
} as const;
export type NotificationDelivery = FromSchema<typeof notificationDeliverySchema>;
export const notificationDelivery = defineEvent<NotificationDelivery>('notification.delivery', notificationDeliverySchema);

/** A Gartan (in-app) message for a user's inbox (§2.6 /notifications); `id` is the sender's, a repeat is one message. */
export const userMessageRequestedSchema = {
  $id: 'UserMessageRequested',
  type: 'object',
  required: ['id', 'userId', 'from', 'subject', 'body', 'sentDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100 },
    userId: { type: 'string' },
    /** Who sent it, as the inbox shows it. */
    from: { type: 'string' },
    subject: { type: 'string' },
    body: { type: 'string' },
    sentDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type UserMessageRequested = FromSchema<typeof userMessageRequestedSchema>;
export const userMessageRequested = defineEvent<UserMessageRequested>('user-message.requested', userMessageRequestedSchema);

/** An event's joining instructions: the default (isDefault, never saved) until someone writes them. */
export const joiningInstructionSchema = {
  $id: 'JoiningInstruction',
  type: 'object',
  required: ['subject', 'body', 'isDefault', 'lastModifiedBy', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { subject: str, body: str, isDefault: { type: 'boolean' }, lastModifiedBy: nullableString, lastModifiedDate: nullableDateTime },
} as const;
export type JoiningInstruction = FromSchema<typeof joiningInstructionSchema>;

/** The joining instructions as one attendee gets them, with where each channel would reach them (null: it cannot). */
export const joiningInstructionPreviewSchema = {
  $id: 'JoiningInstructionPreview',
  type: 'object',
  required: ['attendeeId', 'recipientName', 'addresses', 'subject', 'body'],
  additionalProperties: false,
  properties: {
    attendeeId: int,
    recipientName: str,
    addresses: { type: 'object', required: ['gartan', 'email', 'sms'], additionalProperties: false, properties: { gartan: nullableString, email: nullableString, sms: nullableString } },
    subject: str,
    body: str,
  },
} as const;
export type JoiningInstructionPreview = FromSchema<typeof joiningInstructionPreviewSchema>;

/** What sending the joining instructions queued: a log row per copy. */
export const joiningInstructionSentSchema = {
  $id: 'JoiningInstructionSent',
  type: 'object',
  required: ['sent', 'logs'],
  additionalProperties: false,
  properties: { sent: int, logs: { type: 'array', items: communicationLogEntrySchema } },
} as const;
export type JoiningInstructionSent = FromSchema<typeof joiningInstructionSentSchema>;
