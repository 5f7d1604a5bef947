import { Schema } from 'mongoose';

/** A password reset link (spec §2.8 forgot password): only the SHA-256 of its token is stored; used once, then void. */
export interface PasswordReset {
  tokenHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export const passwordResetSchema = new Schema<PasswordReset>({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: String, required: true, index: true },
  createdAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
});
