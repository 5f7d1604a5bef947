import type { Connection } from 'mongoose';
import { userViewSchema, type UserView } from './user-view';
import { roleViewSchema, type RoleView } from './role-view';
import { locationViewSchema, type LocationView } from './location-view';
import { referenceViewSchema, type ReferenceView } from './reference-view';

export function compileViews(db: Connection) {
  return {
    UserView: db.model<UserView>('UserView', userViewSchema, 'users'),
    RoleView: db.model<RoleView>('RoleView', roleViewSchema, 'roles'),
    LocationView: db.model<LocationView>('LocationView', locationViewSchema, 'locations'),
    ReferenceView: db.model<ReferenceView>('ReferenceView', referenceViewSchema, 'reference_items'),
  };
}
export type Views = ReturnType<typeof compileViews>;

// Named `views` (read models); each service's decorators have names of their own, as one type check covers all.
declare module 'fastify' {
  interface FastifyInstance {
    views: Views;
  }
}
