import type { Connection } from 'mongoose';
import { referenceItemSchema, type ReferenceItem } from './reference-item';
import { counterSchema, type Counter } from '@firecrest/service-kit';

export function compileTrainingModels(db: Connection) {
  return {
    ReferenceItem: db.model<ReferenceItem>('ReferenceItem', referenceItemSchema, 'reference_items'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
  };
}
export type TrainingModels = ReturnType<typeof compileTrainingModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    training: TrainingModels;
  }
}
