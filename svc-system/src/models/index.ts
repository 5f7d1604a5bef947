import type { Connection } from 'mongoose';
import { auditEntrySchema, errorEntrySchema, type StoredAuditEntry, type StoredErrorEntry } from './log-entries';

export function compileSystemModels(db: Connection) {
  return {
    AuditEntry: db.model<StoredAuditEntry>('AuditEntry', auditEntrySchema, 'audit_entries'),
    ErrorEntry: db.model<StoredErrorEntry>('ErrorEntry', errorEntrySchema, 'error_entries'),
  };
}
export type SystemModels = ReturnType<typeof compileSystemModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    system: SystemModels;
  }
}
