import type { FromSchema } from 'json-schema-to-ts';

/** One file attached to a record (an activity report, an action plan), without its content. */
export const recordAttachmentSchema = {
  $id: 'RecordAttachment',
  type: 'object',
  required: ['id', 'fileName', 'contentType', 'size', 'description', 'createdBy', 'createdDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    description: { type: 'string' },
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type RecordAttachment = FromSchema<typeof recordAttachmentSchema>;

/** A record's attachments, newest first, with the limits a new one must keep (ATTACHMENT_LIMITS). */
export const recordAttachmentListSchema = {
  $id: 'RecordAttachmentList',
  type: 'object',
  required: ['data', 'limits'],
  additionalProperties: false,
  properties: {
    data: { type: 'array', items: recordAttachmentSchema },
    limits: {
      type: 'object',
      required: ['maxCount', 'maxBytes', 'types'],
      additionalProperties: false,
      properties: { maxCount: { type: 'integer' }, maxBytes: { type: 'integer' }, types: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    },
  },
} as const;
export type RecordAttachmentList = FromSchema<typeof recordAttachmentListSchema>;
