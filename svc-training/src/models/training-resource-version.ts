import { Schema } from 'mongoose';

/** One saved change of a training resource (§2.3 `/training-resources/{id}/history`): what it became, who, when. */
export interface TrainingResourceVersion {
  resourceId: number;
  action: 'created' | 'updated' | 'deleted';
  fields: Record<string, unknown>;
  by: string;
  at: Date;
}

export const trainingResourceVersionSchema = new Schema<TrainingResourceVersion>(
  {
    resourceId: { type: Number, required: true, index: true },
    action: { type: String, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
