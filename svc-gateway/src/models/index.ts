import type { Connection } from 'mongoose';
import { userSchema, type User } from './user';
import { roleSchema, type Role } from './role';
import { sessionSchema, type Session } from './session';
import { apiKeySchema, type ApiKeyRecord } from './api-key';

export function compileModels(db: Connection) {
  return {
    User: db.model<User>('User', userSchema),
    Role: db.model<Role>('Role', roleSchema),
    Session: db.model<Session>('Session', sessionSchema),
    ApiKey: db.model<ApiKeyRecord>('ApiKey', apiKeySchema),
  };
}
export type Models = ReturnType<typeof compileModels>;

declare module 'fastify' {
  interface FastifyInstance {
    models: Models;
  }
}
