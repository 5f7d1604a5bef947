import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

/** One error a service reported (admin-area.md §3: system error log entry), published without blocking the request. */
export const errorEntrySchema = {
  $id: 'ErrorEntry',
  type: 'object',
  required: ['id', 'service', 'level', 'message', 'exception', 'dateLogged'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'Unique per report: storing it twice keeps one entry' },
    service: { type: 'string' },
    level: { type: 'string', enum: ['fatal', 'error', 'warn'] },
    message: { type: 'string', maxLength: 4000 },
    exception: { type: 'string', maxLength: 20000, description: 'Error name and stack, secrets removed' },
    requestId: { type: ['string', 'null'] },
    dateLogged: { type: 'string', format: 'date-time' },
  },
} as const;
export type ErrorEntry = FromSchema<typeof errorEntrySchema>;

export const errorRecorded = defineEvent<ErrorEntry>('error.recorded', errorEntrySchema);
