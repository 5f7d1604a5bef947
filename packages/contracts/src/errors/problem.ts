import type { FromSchema } from 'json-schema-to-ts';

/** RFC 9457 problem details, with a stable machine-readable `code` and the request id. */
export const problemSchema = {
  $id: 'Problem',
  type: 'object',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string', description: 'URI identifying the problem type' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    code: { type: 'string', description: 'Stable error code; rely on it, not on the message' },
    requestId: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;
export type Problem = FromSchema<typeof problemSchema>;
