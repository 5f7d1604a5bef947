import { Schema } from 'mongoose';
import type { NotificationRequested } from '@firecrest/contracts';

/** A message waiting to be sent, or sent; `_id` is the sender's id, so a replayed request is kept once. */
export interface OutgoingMessage {
  _id: string;
  channel: NotificationRequested['channel'];
  to: string;
  subject: string;
  body: string;
  createdDate: Date;
  sentDate: Date | null;
  attempts: number;
  lastError: string | null;
}

/** After this many failed attempts a message stays with its error and is not tried again. */
export const MAX_ATTEMPTS = 5;

export const outgoingMessageSchema = new Schema<OutgoingMessage>(
  {
    _id: { type: String, required: true },
    channel: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, default: '' },
    body: { type: String, required: true },
    createdDate: { type: Date, required: true },
    sentDate: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
  },
  { versionKey: false },
);
outgoingMessageSchema.index({ channel: 1, sentDate: 1 });
