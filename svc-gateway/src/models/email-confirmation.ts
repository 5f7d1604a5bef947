import { Schema } from 'mongoose';

/** A new e-mail address waiting for its confirmation link (`confirmEmail`); only the token's hash is stored; used once. */
export interface EmailConfirmation {
  tokenHash: string;
  userId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export const emailConfirmationSchema = new Schema<EmailConfirmation>({
  tokenHash: { type: String, required: true, unique: true },
  userId: { type: String, required: true, index: true },
  email: { type: String, required: true },
  expiresAt: { type: Date, required: true, index: true },
  usedAt: { type: Date, default: null },
});
