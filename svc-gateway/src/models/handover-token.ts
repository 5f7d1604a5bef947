import { Schema } from 'mongoose';

/** A sign-in token handed over by the roster system (`gartan-login`), remembered until it expires so it works once. */
export interface HandoverToken {
  jti: string;
  expiresAt: Date;
}

export const handoverTokenSchema = new Schema<HandoverToken>({
  jti: { type: String, required: true, unique: true },
  expiresAt: { type: Date, required: true, index: true },
});
