import { Schema } from 'mongoose';

/**
 * Who sends one attempt of one notification. `_id` is the notification id, its attempt count and its lease expiry as
 * the claimer read them: the unique key lets exactly one instance insert it (an insert on a unique key is atomic on
 * MongoDB and on FerretDB alike, where a conditional update is not), so two instances never send one attempt twice.
 * A lease that ran out (a crashed instance) changes the key, so the attempt can be claimed again.
 */
export interface AttemptClaim {
  _id: string;
  owner: string;
  createdDate: Date;
}

export const attemptClaimSchema = new Schema<AttemptClaim>(
  { _id: { type: String, required: true }, owner: { type: String, required: true }, createdDate: { type: Date, required: true } },
  { versionKey: false },
);
attemptClaimSchema.index({ createdDate: 1 });
