import { Schema } from 'mongoose';

/**
 * A person's report documents being refreshed by one refresh (reports/person-claims.ts): held by `owner` until
 * `until`, when another may take it over (the holder died).
 */
export interface PersonClaim {
  _id: number;
  owner: string;
  until: Date;
}

export const personClaimSchema = new Schema<PersonClaim>(
  { _id: { type: Number, required: true }, owner: { type: String, required: true }, until: { type: Date, required: true } },
  { versionKey: false },
);
