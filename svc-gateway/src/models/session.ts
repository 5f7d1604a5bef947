import { Schema } from 'mongoose';

/** A portal sign-in. Only the SHA-256 of the cookie token is stored; expired rows are purged by a job (no TTL index). */
export interface Session {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ipAddress?: string;
  userAgent?: string;
}

export const sessionSchema = new Schema<Session>({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: String, required: true, index: true },
  createdAt: { type: Date, required: true },
  lastSeenAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true, index: true },
  ipAddress: { type: String },
  userAgent: { type: String },
});

