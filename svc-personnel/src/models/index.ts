import type { Connection } from 'mongoose';
import { locationSchema, type Location } from './location';
import { counterSchema, type Counter } from '@firecrest/service-kit';

export function compilePersonnelModels(db: Connection) {
  return {
    Location: db.model<Location>('Location', locationSchema, 'locations'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
  };
}
export type PersonnelModels = ReturnType<typeof compilePersonnelModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    personnel: PersonnelModels;
  }
}
