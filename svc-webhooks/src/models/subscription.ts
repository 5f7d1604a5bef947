import { Schema } from 'mongoose';

/** A webhook subscription (admin-area §3). Secrets are stored only as `iv.tag.ciphertext` (the service kit's secretBox). */
export interface Subscription {
  _id: number;
  description: string | null;
  eventTypeId: number;
  /** null: any action. */
  eventTopicId: number | null;
  targetUrl: string;
  apiKey: string | null;
  tokenUrl: string | null;
  clientId: string | null;
  clientSecret: string | null;
  /** Signing secret (whsec_…), encrypted. */
  secret: string;
  /** The secret before the last rotation, encrypted, and until when it still signs beside the new one. */
  previousSecret: string | null;
  previousSecretExpires: Date | null;
  isActive: boolean;
  isSystem: boolean;
  createdDate: Date;
  lastSuccessDate: Date | null;
  /** The first failed attempt since the last success: five days later the subscription is deactivated. */
  failingSince: Date | null;
  deactivatedDate: Date | null;
  deactivatedReason: string | null;
  lastModifiedDate: Date;
}

export const subscriptionSchema = new Schema<Subscription>(
  {
    _id: { type: Number, required: true },
    description: { type: String, default: null },
    eventTypeId: { type: Number, required: true },
    eventTopicId: { type: Number, default: null },
    targetUrl: { type: String, required: true },
    apiKey: { type: String, default: null },
    tokenUrl: { type: String, default: null },
    clientId: { type: String, default: null },
    clientSecret: { type: String, default: null },
    secret: { type: String, required: true },
    previousSecret: { type: String, default: null },
    previousSecretExpires: { type: Date, default: null },
    isActive: { type: Boolean, default: true },
    isSystem: { type: Boolean, default: false },
    createdDate: { type: Date, required: true },
    lastSuccessDate: { type: Date, default: null },
    failingSince: { type: Date, default: null },
    deactivatedDate: { type: Date, default: null },
    deactivatedReason: { type: String, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
subscriptionSchema.index({ eventTypeId: 1, isActive: 1 });
