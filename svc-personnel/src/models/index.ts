import type { Connection } from 'mongoose';
import { locationSchema, type Location } from './location';
import { counterSchema, referenceItemSchema, type Counter, type ReferenceItem } from '@firecrest/service-kit';
import { employeeSchema, type Employee } from './employee';

export function compilePersonnelModels(db: Connection) {
  return {
    Location: db.model<Location>('Location', locationSchema, 'locations'),
    Employee: db.model<Employee>('Employee', employeeSchema, 'employees'),
    /** Watches, rosters, staff groups and employee roles. */
    ReferenceItem: db.model<ReferenceItem>('ReferenceItem', referenceItemSchema, 'reference_items'),
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
