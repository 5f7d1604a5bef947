import type { Connection, MongooseQueryMiddleware, Schema } from 'mongoose';
import { userSchema, type User } from './user';
import { roleSchema, type Role } from './role';
import { sessionSchema, type Session } from './session';
import { apiKeySchema, type ApiKeyRecord } from './api-key';
import { passwordResetSchema, type PasswordReset } from './password-reset';
import { emailConfirmationSchema, type EmailConfirmation } from './email-confirmation';
import { handoverTokenSchema, type HandoverToken } from './handover-token';
import { oidcIdentitySchema, oidcLoginSchema, type OidcIdentity, type OidcLogin } from './oidc';

const QUERY_WRITES: MongooseQueryMiddleware[] = ['updateOne', 'updateMany', 'replaceOne', 'findOneAndUpdate', 'findOneAndReplace', 'deleteOne', 'deleteMany', 'findOneAndDelete'];

/** A copy of the schema that calls `onWrite` after every write made through its model (the driver's own calls excepted). */
function notifyingWrites<T>(schema: Schema<T>, onWrite: () => void) {
  const notify = () => onWrite();
  // A copy, so each app instance's models notify only their own listener. Documents' updateOne and deleteOne run the query hooks.
  return schema.clone().post('save', notify).post(QUERY_WRITES, notify).post('insertMany', notify).post('bulkWrite', notify);
}

/** `onAccountWrite` runs after every write to users, roles and API keys: what an API key resolves to depends on all three. */
export function compileModels(db: Connection, onAccountWrite: () => void) {
  return {
    User: db.model<User>('User', notifyingWrites(userSchema, onAccountWrite)),
    Role: db.model<Role>('Role', notifyingWrites(roleSchema, onAccountWrite)),
    Session: db.model<Session>('Session', sessionSchema),
    ApiKey: db.model<ApiKeyRecord>('ApiKey', notifyingWrites(apiKeySchema, onAccountWrite)),
    PasswordReset: db.model<PasswordReset>('PasswordReset', passwordResetSchema),
    OidcLogin: db.model<OidcLogin>('OidcLogin', oidcLoginSchema),
    HandoverToken: db.model<HandoverToken>('HandoverToken', handoverTokenSchema),
    EmailConfirmation: db.model<EmailConfirmation>('EmailConfirmation', emailConfirmationSchema),
    // Links decide who a sign-in is, so writing them clears the key cache like other account writes.
    OidcIdentity: db.model<OidcIdentity>('OidcIdentity', notifyingWrites(oidcIdentitySchema, onAccountWrite)),
  };
}
export type Models = ReturnType<typeof compileModels>;

declare module 'fastify' {
  interface FastifyInstance {
    models: Models;
  }
}
