import { Schema } from 'mongoose';

/**
 * One event for one subscription, and its delivery attempts (admin-area §3, §4). `_id` is derived from the event and
 * the subscription, so an event consumed twice (after a crash before the offset commit) makes the same notification,
 * and is the `webhook-id` header on every attempt. A notification not completed whose `nextAttemptAt` has come is due.
 */
export interface Notification {
  _id: string;
  subscriptionId: number;
  eventType: string;
  eventAction: string;
  /** The body POSTed, kept as sent so every retry signs the same bytes. */
  jsonPayload: string;
  attempts: number;
  sendDate: Date | null;
  httpStatusCode: number | null;
  completed: boolean;
  responseError: string | null;
  createdDate: Date;
  /** When the next attempt is due; null when none will be made by itself (done, given up, subscription off). */
  nextAttemptAt: Date | null;
  /** The target's host when the notification was made: deliveries to one host are bounded together. */
  targetHost: string;
  /** Part of the claim key (attempt-claim.ts): raised when a claimer died, so the attempt can be claimed again. */
  claimGeneration: number;
}

export const notificationSchema = new Schema<Notification>(
  {
    _id: { type: String, required: true },
    subscriptionId: { type: Number, required: true },
    eventType: { type: String, required: true },
    eventAction: { type: String, required: true },
    jsonPayload: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    sendDate: { type: Date, default: null },
    httpStatusCode: { type: Number, default: null },
    completed: { type: Boolean, default: false },
    responseError: { type: String, default: null },
    createdDate: { type: Date, required: true },
    nextAttemptAt: { type: Date, default: null },
    targetHost: { type: String, required: true },
    claimGeneration: { type: Number, default: 0 },
  },
  { versionKey: false },
);
notificationSchema.index({ subscriptionId: 1, sendDate: -1 });
notificationSchema.index({ completed: 1, nextAttemptAt: 1 });
