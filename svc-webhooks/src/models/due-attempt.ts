import { Schema } from 'mongoose';

/**
 * The next attempt of a notification not yet delivered: what the worker queries and leases. Kept apart from the
 * notifications (the delivery log, which only grows) so the query for due attempts reads a small collection; a row
 * goes when its notification is delivered. `nextAttemptAt` null: no attempt by itself (given up, subscription off).
 */
export interface DueAttempt {
  _id: string;
  subscriptionId: number;
  targetHost: string;
  jsonPayload: string;
  attempts: number;
  nextAttemptAt: Date | null;
  /** Claimed by one worker until then. */
  leaseUntil: Date;
}

export const dueAttemptSchema = new Schema<DueAttempt>(
  {
    _id: { type: String, required: true },
    subscriptionId: { type: Number, required: true },
    targetHost: { type: String, required: true },
    jsonPayload: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: null },
    leaseUntil: { type: Date, default: () => new Date(0) },
  },
  { versionKey: false },
);
dueAttemptSchema.index({ nextAttemptAt: 1 });
dueAttemptSchema.index({ subscriptionId: 1 });
