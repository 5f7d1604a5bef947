import { Schema } from 'mongoose';

/** One move of a workflow (activity reports, action plans): who made it, when, and why. */
export interface StatusChange<S extends string> {
  from: S;
  to: S;
  by: string;
  at: Date;
  comment: string;
}

export const statusChangeSchema = new Schema({ from: String, to: String, by: String, at: Date, comment: { type: String, default: '' } }, { _id: false });
