import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';

/** One field of a stored document, as its mongoose schema declares it. */
const fieldDescriptionSchema = {
  type: 'object',
  required: ['name', 'type', 'required', 'index'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    type: { type: 'string', description: 'The mongoose type (String, Number, Date, ObjectId, Mixed, Object for a sub-document, `[]` after an array)' },
    required: { type: 'boolean' },
    index: { type: 'boolean', description: 'Indexed or unique' },
  },
} as const;
const fieldsSchema = { type: 'array', items: fieldDescriptionSchema } as const;

/**
 * The models a service stores, published by the service kit at each start (admin-area §2.11: the schema diagrams are
 * drawn from what the owners say of themselves, not from their source).
 */
export const modelDescriptionsSchema = {
  $id: 'ModelDescriptions',
  type: 'object',
  required: ['service', 'describedAt', 'models'],
  additionalProperties: false,
  properties: {
    service: { type: 'string' },
    describedAt: { type: 'string', format: 'date-time' },
    models: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'collection', 'fields', 'embedded'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', description: 'The model name the service compiles it under' },
          collection: { type: 'string' },
          fields: fieldsSchema,
          embedded: {
            type: 'array',
            description: 'Each sub-document (single or array) at its dotted path from the model, parents before children',
            items: { type: 'object', required: ['path', 'fields'], additionalProperties: false, properties: { path: { type: 'string' }, fields: fieldsSchema } },
          },
        },
      },
    },
  },
} as const;
export type ModelDescriptions = FromSchema<typeof modelDescriptionsSchema>;
export type ModelDescription = ModelDescriptions['models'][number];
export type FieldDescription = ModelDescription['fields'][number];

/** Keyed by service; compacted, so the latest description of every service stays on the topic for a new reader. */
export const modelsDescribed = defineEvent<ModelDescriptions>('system.model-descriptions', modelDescriptionsSchema, { compacted: true });
