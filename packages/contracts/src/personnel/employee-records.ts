import type { FromSchema } from 'json-schema-to-ts';
import { MESSAGES, type FieldMessage } from './validation-messages';

/** A note on an employee's record (spec §2.5 note-list). */
export const noteBodySchema = {
  $id: 'NoteBody',
  type: 'object',
  required: ['date', 'text'],
  additionalProperties: false,
  properties: {
    date: { type: 'string', format: 'date' },
    text: { type: 'string', maxLength: 4000 },
  },
} as const;
export type NoteBody = FromSchema<typeof noteBodySchema>;

/** A CPD entry (spec §3.2 Employee: CPD with event, location, total hours, subject area). */
export const cpdBodySchema = {
  $id: 'CpdBody',
  type: 'object',
  required: ['date', 'event', 'totalHours'],
  additionalProperties: false,
  properties: {
    date: { type: 'string', format: 'date' },
    event: { type: 'string', maxLength: 200 },
    location: { type: 'string', maxLength: 200, default: '' },
    totalHours: { type: 'number', maximum: 1000 },
    subjectAreaId: { type: ['integer', 'null'], minimum: 1, default: null },
  },
} as const;
export type CpdBody = FromSchema<typeof cpdBodySchema>;

const blank = (s: string | undefined) => !s || !s.trim();

export function noteRules(b: Partial<NoteBody>): FieldMessage[] {
  return blank(b.text) ? [{ field: 'text', message: MESSAGES.required }] : [];
}

export function cpdRules(b: Partial<CpdBody>, today = new Date().toISOString().slice(0, 10)): FieldMessage[] {
  const errors: FieldMessage[] = [];
  if (blank(b.event)) errors.push({ field: 'event', message: MESSAGES.required });
  if (b.date && b.date > today) errors.push({ field: 'date', message: MESSAGES.futureDatesNotAllowed });
  if (b.totalHours === undefined || b.totalHours === null) errors.push({ field: 'totalHours', message: MESSAGES.required });
  else if (!(b.totalHours > 0)) errors.push({ field: 'totalHours', message: MESSAGES.valueGreaterThanZero });
  return errors;
}

/**
 * Attachment limits (spec §9: "limits exist, values supplied at runtime"): these are the defaults. 700 KB keeps a
 * file's base64 JSON under the gateway's 1 MB body limit.
 */
export const ATTACHMENT_LIMITS = {
  maxCount: 10,
  maxBytes: 700 * 1024,
  /** Content types accepted, with the file name endings that go with them. */
  types: {
    'application/pdf': ['.pdf'],
    'image/png': ['.png'],
    'image/jpeg': ['.jpg', '.jpeg'],
    'text/plain': ['.txt'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  } as Record<string, string[]>,
};

export const attachmentBodySchema = {
  $id: 'AttachmentBody',
  type: 'object',
  required: ['fileName', 'contentType', 'content'],
  additionalProperties: false,
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/\\\\]+$' },
    contentType: { type: 'string', maxLength: 100 },
    /** The file, base64 encoded. */
    // Room over the limit, so a file slightly too large gets the §5.2 message rather than a length error.
    content: { type: 'string', maxLength: Math.ceil(ATTACHMENT_LIMITS.maxBytes * 1.6), contentEncoding: 'base64' },
    description: { type: 'string', maxLength: 500, default: '' },
  },
} as const;
export type AttachmentBody = FromSchema<typeof attachmentBodySchema>;

/** The type and size rules of one file (the count is checked against what is stored). */
export function attachmentRules(b: { fileName: string; contentType: string; size: number }): FieldMessage[] {
  const endings = ATTACHMENT_LIMITS.types[b.contentType];
  if (!endings || !endings.some((e) => b.fileName.toLowerCase().endsWith(e))) {
    return [{ field: 'contentType', message: `Only ${Object.values(ATTACHMENT_LIMITS.types).flat().join(', ')} files can be attached` }];
  }
  if (b.size === 0) return [{ field: 'content', message: MESSAGES.required }];
  if (b.size > ATTACHMENT_LIMITS.maxBytes) return [{ field: 'content', message: `${MESSAGES.attachmentLimits}: at most ${ATTACHMENT_LIMITS.maxBytes / 1024} KB a file` }];
  return [];
}

/**
 * A risk assessment or an assessment report on an employee (spec §2.5 risk-assessment-list, assessment-report-list):
 * a documented record, who assessed, and when it is to be reviewed.
 */
export const reviewedRecordBodySchema = {
  $id: 'ReviewedRecordBody',
  type: 'object',
  required: ['date', 'title', 'reviewDate'],
  additionalProperties: false,
  properties: {
    date: { type: 'string', format: 'date' },
    title: { type: 'string', maxLength: 200 },
    assessor: { type: 'string', maxLength: 200, default: '' },
    outcome: { type: 'string', maxLength: 4000, default: '' },
    reviewDate: { type: 'string', format: 'date' },
  },
} as const;
export type ReviewedRecordBody = FromSchema<typeof reviewedRecordBodySchema>;

export function reviewedRecordRules(b: Partial<ReviewedRecordBody>, today = new Date().toISOString().slice(0, 10)): FieldMessage[] {
  const errors: FieldMessage[] = [];
  if (blank(b.title)) errors.push({ field: 'title', message: MESSAGES.required });
  if (!b.date) errors.push({ field: 'date', message: MESSAGES.required });
  else if (b.date > today) errors.push({ field: 'date', message: MESSAGES.futureDatesNotAllowed });
  if (!b.reviewDate) errors.push({ field: 'reviewDate', message: MESSAGES.required });
  else if (b.date && b.reviewDate <= b.date) errors.push({ field: 'reviewDate', message: MESSAGES.endAfterStart });
  return errors;
}
