import { Schema } from 'mongoose';

/**
 * One event for one subscription, and its delivery attempts (admin-area §3, §4). `_id` is derived from the event and
 * the subscription, so an event consumed twice (after a crash before the offset commit) makes the same notification,
 * and is the `webhook-id` header on every attempt.
 */
export interface Notification {
  _id: string;
  subscriptionId: number;
  eventType: string;
  eventAction: string;
  /** The body POSTed, kept as sent so every retry signs the same bytes. */
  jsonPayload: string;
  /** The target's host when the notification was made: deliveries to one host are bounded together. */
  targetHost: string;
  attempts: number;
  sendDate: Date | null;
  httpStatusCode: number | null;
  completed: boolean;
  responseError: string | null;
  createdDate: Date;
  /** When the next attempt is due; null when none will be made by itself (done, given up, subscription off). */
  nextAttemptAt: Date | null;
  /** Claimed by one worker until then: no other instance sends this attempt meanwhile. */
  leaseUntil: Date;
  leaseOwner: string | null;
}

export const notificationSchema = new Schema<Notification>(
  {
    _id: { type: String, required: true },
    subscriptionId: { type: Number, required: true },
    eventType: { type: String, required: true },
    eventAction: { type: String, required: true },
    jsonPayload: { type: String, required: true },
    targetHost: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    sendDate: { type: Date, default: null },
    httpStatusCode: { type: Number, default: null },
    completed: { type: Boolean, default: false },
    responseError: { type: String, default: null },
    createdDate: { type: Date, required: true },
    nextAttemptAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: () => new Date(0) },
    leaseOwner: { type: String, default: null },
  },
  { versionKey: false },
);
notificationSchema.index({ nextAttemptAt: 1 });
notificationSchema.index({ subscriptionId: 1, sendDate: -1 });
