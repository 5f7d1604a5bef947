/**
 * The response schemas of an entity's CRUD routes, from the schema of its event (what every read and write answers):
 * declared, they document the answers and let Fastify serialise them with the compiled serialiser. The event schema's
 * `$id` is left out: the schema is embedded in several routes' answers, not registered once.
 */
export function entityResponses(eventSchema: object) {
  const { $id: _id, ...one } = eventSchema as { $id?: string };
  return {
    one,
    page: { type: 'object', required: ['data', 'total'], additionalProperties: false, properties: { data: { type: 'array', items: one }, total: { type: 'integer', minimum: 0 } } },
    ids: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 } } } },
  } as const;
}
