import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { assertPayload } from '@firecrest/service-kit';
import {
  auditBatchRecorded,
  auditBatchSchema,
  auditEntrySchema,
  auditEntryTable,
  auditRecorded,
  defineEvent,
  errorEntrySchema,
  errorRecorded,
  redactText,
  redactUrl,
  type AuditBatch,
  type AuditEntry,
  type ErrorEntry,
} from '@firecrest/contracts';
import type { StoredAuditEntry, StoredErrorEntry } from '../models/log-entries';
import { accessEventOfRequest } from '../routes/logs/access-log';
import { appendOnce } from './store-with-retry';
import { fillAccessEventsAtStart } from './access-events-fill';

/** Where the event bus parks what a handler failed on; watched here so a long outage loses nothing either. */
const auditDeadLetters = defineEvent<AuditEntry>(`${auditRecorded.topic}.dlq`, auditEntrySchema);
const auditBatchDeadLetters = defineEvent<AuditBatch>(`${auditBatchRecorded.topic}.dlq`, auditBatchSchema);
const errorDeadLetters = defineEvent<ErrorEntry>(`${errorRecorded.topic}.dlq`, errorEntrySchema);

/** The entry's own id, else a digest of the whole event: the same event delivered twice maps to one row. */
const auditKey = (e: AuditEntry) => (e as { id?: string }).id ?? createHash('sha256').update(JSON.stringify(e)).digest('base64url');

export function toStoredAudit(e: AuditEntry): StoredAuditEntry {
  const method = redactUrl(e.method);
  return {
    _id: auditKey(e),
    requestId: e.requestId ?? null,
    userId: e.userId ?? null,
    username: redactText(e.username),
    controller: e.controller,
    method,
    requestType: e.requestType,
    requestUrl: redactUrl(e.requestUrl),
    ipAddress: e.ipAddress,
    statusCode: e.statusCode ?? null,
    outcome: e.outcome ?? null,
    accessEvent: accessEventOfRequest(method, e.statusCode ?? null),
    createdDate: new Date(e.createdDate),
  };
}

export function toStoredError(e: ErrorEntry): StoredErrorEntry {
  return {
    _id: e.id,
    service: e.service,
    level: e.level,
    message: redactText(e.message),
    exception: redactText(e.exception),
    requestId: e.requestId ?? null,
    dateLogged: new Date(e.dateLogged),
  };
}

/**
 * A batch's entries. A row table's own schema only describes numbers, so each of its entries is checked against
 * AuditEntry here; one that fails is logged and left out, the rest stored.
 */
function batchEntries(fastify: FastifyInstance, batch: AuditBatch): AuditEntry[] {
  if ('entries' in batch) return batch.entries;
  return auditEntryTable.decode(batch).filter((entry) => {
    try {
      assertPayload(auditRecorded, entry);
      return true;
    } catch (err) {
      fastify.log.error({ err, requestId: entry.requestId }, 'audit entry of a row table refused by its contract, not stored');
      return false;
    }
  });
}

/** The audit and error logs are fed by events only: append-only, idempotent, never on a request's path. */
export function subscribeLogs(fastify: FastifyInstance) {
  const { AuditEntry: audit, ErrorEntry: errors } = fastify.system;
  fillAccessEventsAtStart(fastify);
  const storeAudit = (entries: AuditEntry[]) => appendOnce(audit, entries.map(toStoredAudit));
  const storeErrors = (entries: ErrorEntry[]) => appendOnce(errors, entries.map(toStoredError));
  // One consumer group for the six topics: one group to join at start-up.
  const options = { group: 'logs', fromBeginning: true };
  // The gateway's batches (up to 1,000 entries each): the entries of 2 batches in one insertMany, a heartbeat between.
  for (const contract of [auditBatchRecorded, auditBatchDeadLetters]) {
    fastify.events.subscribe(contract, (e) => storeAudit(batchEntries(fastify, e.payload)), {
      ...options,
      run: 2,
      batch: (events) => storeAudit(events.flatMap((e) => batchEntries(fastify, e.payload))),
    });
  }
  // Single entries: those published before batches, and any other publisher of one.
  for (const contract of [auditRecorded, auditDeadLetters]) {
    fastify.events.subscribe(contract, (e) => storeAudit([e.payload]), { ...options, batch: (events) => storeAudit(events.map((e) => e.payload)) });
  }
  for (const contract of [errorRecorded, errorDeadLetters]) {
    fastify.events.subscribe(contract, (e) => storeErrors([e.payload]), { ...options, batch: (events) => storeErrors(events.map((e) => e.payload)) });
  }
}
