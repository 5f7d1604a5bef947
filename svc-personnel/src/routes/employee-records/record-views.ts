const id = { type: 'integer', minimum: 1 } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** What every record answers besides its own fields: whose it is, who wrote it and when. */
const stamps = { id, employeeId: id, createdBy: { type: 'string' }, createdDate: dateTime, lastModifiedDate: dateTime } as const;

/**
 * The response schema of one record as the routes answer it: its written fields (those of its body schema) and the
 * stamps. The serialiser writes only these fields, so nothing stored beside them (an attachment's bytes) can leak.
 */
export function recordViewSchema(fields: Readonly<Record<string, object>>) {
  return { type: 'object', required: Object.keys(stamps), properties: { ...fields, ...stamps } };
}

/** An attachment as listed: the file's description, never its bytes. */
export const attachmentViewSchema = recordViewSchema({
  fileName: { type: 'string' },
  contentType: { type: 'string' },
  size: { type: 'integer', minimum: 0 },
  description: { type: 'string' },
});

/** A list of records, `{ data }`, with `extra` answered beside it (an attachment list's limits). */
export const recordListSchema = (view: object, extra: Readonly<Record<string, object>> = {}) => ({
  type: 'object',
  required: ['data', ...Object.keys(extra)],
  properties: { data: { type: 'array', items: view }, ...extra },
});

/** The attachment limits answered with the list (spec §9: values supplied at runtime). */
export const attachmentLimitsSchema = {
  type: 'object',
  properties: { maxCount: { type: 'integer' }, maxBytes: { type: 'integer' }, types: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
};
