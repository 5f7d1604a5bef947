import type { Connection } from 'mongoose';
import { userViewSchema, type UserView } from './user-view';
import { roleViewSchema, type RoleView } from './role-view';

export function compileViews(db: Connection) {
  return {
    UserView: db.model<UserView>('UserView', userViewSchema, 'users'),
    RoleView: db.model<RoleView>('RoleView', roleViewSchema, 'roles'),
  };
}
export type Views = ReturnType<typeof compileViews>;

// Named `views` (read models); each service's decorators have names of their own, as one type check covers all.
declare module 'fastify' {
  interface FastifyInstance {
    views: Views;
  }
}
