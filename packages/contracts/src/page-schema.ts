/** The JSON Schema of a page of a list (`{ data, total }`, newest first unless said), items as `items` says. */
export const pageSchemaOf = <const I extends object>(items: I) =>
  ({
    type: 'object',
    required: ['data', 'total'],
    additionalProperties: false,
    properties: { data: { type: 'array', items }, total: { type: 'integer', description: 'How many match, over every page' } },
  }) as const;
