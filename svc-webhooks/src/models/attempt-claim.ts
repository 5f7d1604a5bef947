import { Schema } from 'mongoose';

/**
 * Who sends one attempt of one notification. `_id` is the notification id, its attempt count and its claim
 * generation as the claimer read them: the unique key lets exactly one instance insert it (an insert on a unique key
 * is atomic on MongoDB and on FerretDB alike, where a conditional update is not, and costs far less than an update
 * there), so two instances never send one attempt twice. A claim older than an attempt can take means its claimer
 * died: the notification's generation is raised, which makes a new key, so the attempt can be claimed again.
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
