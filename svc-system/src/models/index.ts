import type { Connection } from 'mongoose';
import { counterSchema, type Counter } from '@firecrest/service-kit';
import { bookmarkSchema, type StoredBookmark } from './bookmark';
import { auditEntrySchema, errorEntrySchema, type StoredAuditEntry, type StoredErrorEntry } from './log-entries';

export function compileSystemModels(db: Connection) {
  return {
    AuditEntry: db.model<StoredAuditEntry>('AuditEntry', auditEntrySchema, 'audit_entries'),
    ErrorEntry: db.model<StoredErrorEntry>('ErrorEntry', errorEntrySchema, 'error_entries'),
    Bookmark: db.model<StoredBookmark>('Bookmark', bookmarkSchema, 'bookmarks'),
    Counter: db.model<Counter>('Counter', counterSchema, 'counters'),
  };
}
export type SystemModels = ReturnType<typeof compileSystemModels>;

// Named after the service: one type check covers every service's decorators.
declare module 'fastify' {
  interface FastifyInstance {
    system: SystemModels;
  }
}
