import { Schema } from 'mongoose';

/** A REST API v1 key. Only its SHA-256 is stored, with the first and last characters for display. */
export interface ApiKeyRecord {
  userId: string;
  keyHash: string;
  /** e.g. "fck_AbCd…wxYz" */
  masked: string;
  ipRestrictions: string[];
  createdBy: string;
  createdDate: Date;
  lastUsedDate: Date | null;
}

export const apiKeySchema = new Schema<ApiKeyRecord>({
  userId: { type: String, required: true, index: true },
  keyHash: { type: String, required: true, unique: true },
  masked: { type: String, required: true },
  ipRestrictions: { type: [String], default: [] },
  createdBy: { type: String, required: true },
  createdDate: { type: Date, required: true },
  lastUsedDate: { type: Date, default: null },
});
