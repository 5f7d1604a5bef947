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

export const auditRecorded = defineEvent<AuditEntry>('audit.recorded', auditEntrySchema);
