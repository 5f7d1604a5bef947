import { Schema } from 'mongoose';
import type { ModelDescription } from '@firecrest/contracts';

/** The latest description a service published of its models, by service name: what the schema diagrams draw. */
export interface StoredModelDescriptions {
  _id: string;
  describedAt: Date;
  models: ModelDescription[];
}

export const storedModelDescriptionsSchema = new Schema<StoredModelDescriptions>(
  // Kept as published (checked against its contract on arrival), so Mixed: read whole, never queried inside.
  { _id: { type: String, required: true }, describedAt: { type: Date, required: true }, models: { type: Schema.Types.Mixed, required: true } },
  { versionKey: false },
);
