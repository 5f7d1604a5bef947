/** `{ ids }`: the ids of those asked about that are there (reads for other services). */
export const idsAnswer = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', items: { type: 'integer' } } },
} as const;
