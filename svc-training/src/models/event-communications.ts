import { Schema, type Connection } from 'mongoose';
import type { DeliveryStatus, EventMessageType, NotificationType } from '@firecrest/contracts';

/** An event's joining instructions (one per event, `_id` = the event's id), with merge fields filled when sent. */
export interface JoiningInstruction {
  _id: number;
  subject: string;
  body: string;
  lastModifiedBy: string;
  lastModifiedDate: Date;
}

export const joiningInstructionSchema = new Schema<JoiningInstruction>(
  {
    _id: { type: Number, required: true },
    subject: { type: String, required: true },
    body: { type: String, required: true },
    lastModifiedBy: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** A notification of an event to some of its attendees: sent when saved, or at `sendAt`; changeable until sent. */
export interface EventNotification {
  _id: number;
  trainingEventId: number;
  name: string;
  type: EventMessageType;
  recipientIds: number[];
  subject: string;
  message: string;
  sendAt: Date | null;
  sentDate: Date | null;
  createdBy: string;
  createdDate: Date;
  lastModifiedDate: Date;
}

export const eventNotificationSchema = new Schema<EventNotification>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    name: { type: String, required: true },
    type: { type: String, required: true },
    recipientIds: { type: [Number], default: [] },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    sendAt: { type: Date, default: null },
    sentDate: { type: Date, default: null },
    createdBy: { type: String, default: '' },
    createdDate: { type: Date, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
// The due sweep: unsent notifications by time.
eventNotificationSchema.index({ sentDate: 1, sendAt: 1 });

/** One message to one recipient; `_id` is the id given to svc-scheduler's outbox (or the inbox), so its delivery comes back here. */
export interface CommunicationLog {
  _id: string;
  trainingEventId: number;
  /** What was sent: the event's joining instructions, or one of its notifications. */
  source: 'joiningInstruction' | 'notification';
  notificationId: number | null;
  attendeeId: number;
  employeeId: number;
  recipientName: string;
  channel: NotificationType;
  /** The address, phone number or user id it went to; '' when there was none (failed at once). */
  to: string;
  subject: string;
  status: DeliveryStatus;
  error: string | null;
  attempts: number;
  queuedDate: Date;
  sentDate: Date | null;
  sentBy: string;
}

export const communicationLogSchema = new Schema<CommunicationLog>(
  {
    _id: { type: String, required: true },
    trainingEventId: { type: Number, required: true },
    source: { type: String, required: true },
    notificationId: { type: Number, default: null },
    attendeeId: { type: Number, required: true },
    employeeId: { type: Number, required: true },
    recipientName: { type: String, default: '' },
    channel: { type: String, required: true },
    to: { type: String, default: '' },
    subject: { type: String, default: '' },
    status: { type: String, required: true },
    error: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    queuedDate: { type: Date, required: true },
    sentDate: { type: Date, default: null },
    sentBy: { type: String, default: '' },
  },
  { versionKey: false },
);
communicationLogSchema.index({ trainingEventId: 1, queuedDate: -1 });

/** How a person is reached, copied from svc-personnel's employee events (`_id` = employee id). */
export interface RecipientContact {
  _id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The default phone number, else the first. */
  phone: string;
}

export const recipientContactSchema = new Schema<RecipientContact>(
  {
    _id: { type: Number, required: true },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
  },
  { versionKey: false },
);

/** A user account linked to an employee, copied from svc-gateway's user events (`_id` = user id): who can get Gartan messages. */
export interface RecipientAccount {
  _id: string;
  employeeId: number | null;
  email: string;
  /** The user's own number (the employee's default phone comes first). */
  phone: string;
  disabled: boolean;
  /** The user's notification channels (§3.2 User); null while their events have not said. */
  channels: NotificationType[] | null;
  /** The language the user chose (issue 36); null: DEFAULT_LANGUAGE. The system's e-mails to them are written in it. */
  language: string | null;
}

export const recipientAccountSchema = new Schema<RecipientAccount>(
  {
    _id: { type: String, required: true },
    employeeId: { type: Number, default: null, index: true },
    email: { type: String, default: '' },
    phone: { type: String, default: '' },
    disabled: { type: Boolean, default: false },
    channels: { type: [String], default: null },
    language: { type: String, default: null },
  },
  { versionKey: false },
);

/** A venue's name and address for the {location} merge field, copied from svc-personnel's location events. */
export interface Venue {
  _id: number;
  name: string;
  address: string;
  postcode: string;
}

export const venueSchema = new Schema<Venue>(
  { _id: { type: Number, required: true }, name: { type: String, default: '' }, address: { type: String, default: '' }, postcode: { type: String, default: '' } },
  { versionKey: false },
);

/** Copies of how recipients and venues are reached (events/recipient-contacts.ts keeps them). */
function contactModels(db: Connection) {
  return {
    RecipientContact: db.model<RecipientContact>('RecipientContact', recipientContactSchema, 'recipient_contacts'),
    RecipientAccount: db.model<RecipientAccount>('RecipientAccount', recipientAccountSchema, 'recipient_accounts'),
    Venue: db.model<Venue>('Venue', venueSchema, 'venues'),
  };
}

/** The models of a training event's communications (§2.6 sub-pages). */
export function eventCommunicationsModels(db: Connection) {
  return {
    JoiningInstruction: db.model<JoiningInstruction>('JoiningInstruction', joiningInstructionSchema, 'joining_instructions'),
    EventNotification: db.model<EventNotification>('EventNotification', eventNotificationSchema, 'event_notifications'),
    CommunicationLog: db.model<CommunicationLog>('CommunicationLog', communicationLogSchema, 'communication_logs'),
    ...contactModels(db),
  };
}
