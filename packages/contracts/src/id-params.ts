/** The path parameters of a route on one record by its integer id (`/things/:id`). */
export const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1 } } } as const;
