import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from './session-user';

/** `forgotpasswordemailsend`: ask for a reset link by e-mail (the answer is the same whether or not the address is known). */
export const forgotPasswordBodySchema = {
  $id: 'ForgotPasswordBody',
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } },
} as const;
export type ForgotPasswordBody = FromSchema<typeof forgotPasswordBodySchema>;

/** `resetpassword`: the token from the e-mailed link and the new password (password rules as for a change). */
export const passwordResetBodySchema = {
  $id: 'PasswordResetBody',
  type: 'object',
  required: ['token', 'newPassword'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
    newPassword: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$' },
  },
} as const;
export type PasswordResetBody = FromSchema<typeof passwordResetBodySchema>;

/** `gartan-login`: the token the roster system handed over (docs/sign-in.md). */
export const handoverLoginBodySchema = {
  $id: 'HandoverLoginBody',
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 10, maxLength: 2000, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' } },
} as const;
export type HandoverLoginBody = FromSchema<typeof handoverLoginBodySchema>;

/** The signed-in user's own profile (spec §2.8 profile and account), as they may change it. */
export const profileBodySchema = {
  $id: 'ProfileBody',
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    phoneNumber: { type: 'string', maxLength: 30, pattern: '^[0-9 +()-]*$' },
    landingPage: { type: 'string', enum: ['dashboard', 'personnel', 'calendar'] },
    notificationChannels: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['gartan', 'email', 'sms'] } },
    /** The portal's language for this user (issue 36). */
    language: { type: 'string', enum: LANGUAGES },
  },
} as const;
export type ProfileBody = FromSchema<typeof profileBodySchema>;

/** A new e-mail address: it replaces the old one once confirmed from a link sent to it (`confirmEmail`). */
export const emailChangeBodySchema = {
  $id: 'EmailChangeBody',
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } },
} as const;
export type EmailChangeBody = FromSchema<typeof emailChangeBodySchema>;

export const emailConfirmBodySchema = {
  $id: 'EmailConfirmBody',
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;
export type EmailConfirmBody = FromSchema<typeof emailConfirmBodySchema>;
