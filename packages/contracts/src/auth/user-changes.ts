import type { FromSchema } from 'json-schema-to-ts';

/** One change of a user account (GET /admin/users/{id}/history), newest first; the account's creation last. */
export const userChangeSchema = {
  type: 'object',
  required: ['action', 'byUsername', 'at', 'changes'],
  additionalProperties: false,
  properties: {
    /** Absent for the account's creation, which is not a stored change. */
    id: { type: 'string' },
    action: { type: 'string' },
    byUsername: { type: 'string' },
    at: { type: ['string', 'null'], format: 'date-time' },
    /** The fields the change set, with their new values. */
    changes: { type: 'object', additionalProperties: true },
  },
} as const;
export type UserChange = FromSchema<typeof userChangeSchema>;

export const userHistorySchema = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: userChangeSchema } },
} as const;
