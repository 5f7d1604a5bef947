import { Schema } from 'mongoose';

/**
 * A sign-in by redirect under way (the `state` round trip), then, when the identity is not linked to a user yet, the
 * association waiting for the user to prove a local account. Only the hash of the browser's token is stored.
 */
export interface OidcLogin {
  tokenHash: string;
  provider: string;
  stage: 'redirect' | 'associate';
  state: string;
  nonce: string;
  codeVerifier: string;
  returnUrl: string;
  /** Set at stage `associate`: the validated identity. */
  subject: string | null;
  email: string | null;
  displayName: string | null;
  expiresAt: Date;
}

export const oidcLoginSchema = new Schema<OidcLogin>({
  tokenHash: { type: String, required: true, unique: true },
  provider: { type: String, required: true },
  stage: { type: String, required: true },
  state: { type: String, required: true },
  nonce: { type: String, required: true },
  codeVerifier: { type: String, required: true },
  returnUrl: { type: String, default: '' },
  subject: { type: String, default: null },
  email: { type: String, default: null },
  displayName: { type: String, default: null },
  expiresAt: { type: Date, required: true, index: true },
});

/** An external identity (provider + subject) linked to a user by association. */
export interface OidcIdentity {
  provider: string;
  subject: string;
  userId: string;
  /** The identity's e-mail or username when linked, to show on the profile. */
  label: string;
  linkedAt: Date;
}

export const oidcIdentitySchema = new Schema<OidcIdentity>({
  provider: { type: String, required: true },
  subject: { type: String, required: true },
  userId: { type: String, required: true, index: true },
  label: { type: String, default: '' },
  linkedAt: { type: Date, required: true },
});
oidcIdentitySchema.index({ provider: 1, subject: 1 }, { unique: true });
