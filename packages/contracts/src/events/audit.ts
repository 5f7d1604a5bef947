import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

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
 * What the gateway publishes: the audit entries of one short window (up to a few hundred) as ONE event, so capture
 * costs the request path nothing but building the entry (a Kafka message per entry cost the gateway twice the CPU
 * per entry: bench/README.md, "Audit capture"). Each entry is as above; the consumer stores each once (a redelivery is a no-op).
 */
export const auditBatchSchema = {
  $id: 'AuditBatch',
  type: 'object',
  required: ['entries'],
  additionalProperties: false,
  properties: {
    entries: { type: 'array', minItems: 1, items: auditEntryShape },
  },
} as const;
export type AuditBatch = FromSchema<typeof auditBatchSchema>;

export const auditBatchRecorded = defineEvent<AuditBatch>('audit.batch-recorded', auditBatchSchema);
