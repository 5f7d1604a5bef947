import { Schema } from 'mongoose';
import type { MessageFolder, MessageType } from '@firecrest/contracts';

interface Person {
  userId: string;
  name: string;
}
const personSchema = new Schema<Person>({ userId: { type: String, required: true }, name: { type: String, required: true } }, { _id: false });

/** A message once, as written (§3.2 Notification or message): each mailbox holds a copy pointing here. */
export interface StoredMessage {
  _id: number;
  subject: string;
  body: string;
  from: Person;
  to: Person[];
  type: MessageType;
  /** scheduled: waits for `scheduledFor`; sending: taken by one instance; sent; cancelled by its sender. */
  status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
  scheduledFor: Date | null;
  sentDate: Date | null;
  /** Sent by the system (training-event notifications): nobody to reply to. */
  system: boolean;
  /** `m:<id>` for a person's message; the sender's id for a system one (`user-message.requested`): a repeat is stored once. */
  externalId: string;
  createdDate: Date;
}

export const messageSchema = new Schema<StoredMessage>(
  {
    _id: { type: Number, required: true },
    subject: { type: String, required: true },
    body: { type: String, required: true },
    from: { type: personSchema, required: true },
    to: { type: [personSchema], default: [] },
    type: { type: String, required: true },
    status: { type: String, required: true },
    scheduledFor: { type: Date, default: null },
    sentDate: { type: Date, default: null },
    system: { type: Boolean, default: false },
    externalId: { type: String, required: true, unique: true },
    createdDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/**
 * One user's copy of a message in one folder: what a folder lists without reading the message. A user who sends to
 * themselves holds two (`role` from and to); `key` makes delivering the same message twice store each copy once.
 */
export interface StoredMailboxItem {
  _id: number;
  key: string;
  userId: string;
  messageId: number;
  role: 'from' | 'to';
  folder: MessageFolder;
  /** Where a copy in the bin came from, for restore. */
  previousFolder: MessageFolder | null;
  read: boolean;
  subject: string;
  snippet: string;
  fromName: string;
  toNames: string;
  /** Lower-case subject, names and snippet: what the folder search matches. */
  searchText: string;
  date: Date;
}

export const mailboxItemSchema = new Schema<StoredMailboxItem>(
  {
    _id: { type: Number, required: true },
    key: { type: String, required: true, unique: true },
    userId: { type: String, required: true },
    messageId: { type: Number, required: true, index: true },
    role: { type: String, required: true },
    folder: { type: String, required: true },
    previousFolder: { type: String, default: null },
    read: { type: Boolean, default: false },
    subject: { type: String, required: true },
    snippet: { type: String, default: '' },
    fromName: { type: String, default: '' },
    toNames: { type: String, default: '' },
    searchText: { type: String, default: '' },
    date: { type: Date, required: true },
  },
  { versionKey: false },
);
// A folder newest first, paged by (date, _id); the unread counts read the same prefix.
mailboxItemSchema.index({ userId: 1, folder: 1, date: -1, _id: -1 });
// The unread counts, answered from the index alone.
mailboxItemSchema.index({ userId: 1, folder: 1, read: 1 });

/** How a user is reached, kept from svc-gateway's user events (and employees' names for the §8.2 refusal). */
export interface StoredMessageRecipient {
  _id: string;
  username: string;
  name: string;
  email: string;
  phone: string;
  employeeId: string | null;
  disabled: boolean;
  /** null: the user event did not say; the gateway's default (e-mail) applies. */
  channels: ('gartan' | 'email' | 'sms')[] | null;
  /** The language the user chose (issue 36); null: DEFAULT_LANGUAGE. Their e-mails' frame is written in it. */
  language: string | null;
}

export const messageRecipientSchema = new Schema<StoredMessageRecipient>(
  {
    _id: { type: String, required: true },
    username: { type: String, default: '' },
    name: { type: String, default: '' },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
    employeeId: { type: String, default: null, index: true },
    disabled: { type: Boolean, default: false },
    channels: { type: [String], default: null },
    language: { type: String, default: null },
  },
  { versionKey: false },
);

/** One attempt to reach one recipient on one channel; `_id` is the outbox id, so the scheduler's word finds it. */
export interface StoredMessageDelivery {
  _id: string;
  messageId: number;
  userId: string;
  channel: 'gartan' | 'email' | 'sms';
  status: 'delivered' | 'queued' | 'sent' | 'failed' | 'unreachable';
  error: string | null;
  attempts: number;
  date: Date;
}

export const messageDeliverySchema = new Schema<StoredMessageDelivery>(
  {
    _id: { type: String, required: true },
    messageId: { type: Number, required: true, index: true },
    userId: { type: String, required: true },
    channel: { type: String, required: true },
    status: { type: String, required: true },
    error: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    date: { type: Date, required: true },
  },
  { versionKey: false },
);

/** An employee's contracts as the mailbox reads them: who belongs to a station, watch or staff group on a day. */
export interface StoredMessageMember {
  _id: number;
  name: string;
  contracts: { stationId: number | null; watchId: number | null; staffGroupId: number | null; startDate: string; endDate: string | null }[];
  /** Every id named by any contract (past or future too): found by membership, then checked against the day. */
  stationIds: number[];
  watchIds: number[];
  staffGroupIds: number[];
}

export const messageMemberSchema = new Schema<StoredMessageMember>(
  {
    _id: { type: Number, required: true },
    name: { type: String, default: '' },
    contracts: { type: [new Schema({ stationId: Number, watchId: Number, staffGroupId: Number, startDate: String, endDate: String }, { _id: false })], default: [] },
    stationIds: { type: [Number], default: [], index: true },
    watchIds: { type: [Number], default: [], index: true },
    staffGroupIds: { type: [Number], default: [], index: true },
  },
  { versionKey: false },
);

/** A station, watch, staff group or training event by `<kind>:<id>`, with its name, for the people search. */
export interface StoredMessageGroup {
  _id: string;
  kind: 'station' | 'watch' | 'staffGroup' | 'trainingEvent';
  itemId: number;
  name: string;
}

export const messageGroupSchema = new Schema<StoredMessageGroup>(
  { _id: { type: String, required: true }, kind: { type: String, required: true }, itemId: { type: Number, required: true }, name: { type: String, default: '' } },
  { versionKey: false },
);

/** Someone on a training event (`_id` = the attendee's id), kept from svc-training's attendee events: a message may go to an event's attendees. */
export interface StoredMessageAttendee {
  _id: number;
  trainingEventId: number;
  employeeId: number;
  statusId: number;
}

export const messageAttendeeSchema = new Schema<StoredMessageAttendee>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true },
    statusId: { type: Number, required: true },
  },
  { versionKey: false },
);
