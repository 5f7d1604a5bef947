import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';
import { rowTableCodec, rowTableShape } from './row-table';

/** One portal or API request seen by the gateway (admin-area.md §3: audit log entry). */
export const auditEntrySchema = {
  $id: 'AuditEntry',
  type: 'object',
  required: ['username', 'controller', 'method', 'requestType', 'requestUrl', 'ipAddress', 'createdDate', 'statusCode'],
  additionalProperties: false,
  properties: {
    requestId: { type: 'string' },
    userId: { type: ['string', 'null'] },
    username: { type: 'string' },
    controller: { type: 'string', description: 'The owning area, e.g. auth, webhooks, public-api' },
    method: { type: 'string', description: 'The route pattern that handled the request' },
    requestType: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] },
    requestUrl: { type: 'string' },
    ipAddress: { type: 'string' },
    statusCode: { type: 'integer' },
    outcome: {
      type: 'string',
      enum: ['completed', 'failed', 'aborted'],
      description: 'completed: answered below 500; failed: answered 500 or more; aborted: the caller left before the answer (statusCode is what the action came to)',
    },
    createdDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type AuditEntry = FromSchema<typeof auditEntrySchema>;

/** One entry as an event of its own: what the gateway published before batches; still consumed (and used by tests). */
export const auditRecorded = defineEvent<AuditEntry>('audit.recorded', auditEntrySchema);

/** The entry's shape without its `$id`, so the batch below embeds it (one source) without a second schema of that id. */
const { $id: _auditEntryId, ...auditEntryShape } = auditEntrySchema;

/**
 * The audit entries of one short window (up to a few hundred) as ONE event, so capture costs the request path nothing
 * but building the entry (a Kafka message per entry cost the gateway twice the CPU per entry: bench/README.md, "Audit
 * capture"). Either form: `entries` as objects, or (what the gateway sends) a row table of them (`auditEntryTable`),
 * about a fifth of the bytes. The consumer stores each entry once (a redelivery is a no-op) and checks each against
 * AuditEntry, since a row table's own schema only describes numbers.
 */
export const auditBatchSchema = {
  $id: 'AuditBatch',
  anyOf: [
    {
      type: 'object',
      required: ['entries'],
      additionalProperties: false,
      properties: {
        entries: { type: 'array', minItems: 1, items: auditEntryShape },
      },
    },
    rowTableShape,
  ],
} as const;
export type AuditBatch = FromSchema<typeof auditBatchSchema>;

export const auditBatchRecorded = defineEvent<AuditBatch>('audit.batch-recorded', auditBatchSchema);

/** Audit entries as a row table (columns in AuditEntry's property order). */
export const auditEntryTable = rowTableCodec<AuditEntry>(auditEntrySchema);

/** The entries of a batch in either form (a row table's are not checked against AuditEntry here). */
export const auditBatchEntries = (batch: AuditBatch): AuditEntry[] => ('entries' in batch ? batch.entries : auditEntryTable.decode(batch));
