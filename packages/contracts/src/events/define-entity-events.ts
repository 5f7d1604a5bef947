import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent, type EventContract } from './define-event';

export const entityDeletedSchema = {
  type: 'object',
  required: ['id', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 }, lastModifiedDate: { type: 'string', format: 'date-time' } },
} as const;
export type EntityDeleted = FromSchema<typeof entityDeletedSchema>;

export interface EntityEvents<T> {
  created: EventContract<T>;
  updated: EventContract<T>;
  deleted: EventContract<EntityDeleted>;
}

/**
 * The three topics of an entity (`<entity>.created|updated|deleted`): created and updated carry the whole entity
 * with its `lastModifiedDate`, deleted carries the id and the time of deletion.
 */
export function defineEntityEvents<T>(entity: string, schema: object): EntityEvents<T> {
  return {
    created: defineEvent<T>(`${entity}.created`, schema),
    updated: defineEvent<T>(`${entity}.updated`, schema),
    deleted: defineEvent<EntityDeleted>(`${entity}.deleted`, { ...entityDeletedSchema, $id: `${entity}.deleted` }),
  };
}

/** JSON Schema fragments shared by the entity contracts. */
export const nullableInt = { type: ['integer', 'null'], minimum: 1 } as const;
export const isoDate = { type: 'string', format: 'date' } as const;
export const nullableIsoDate = { type: ['string', 'null'], format: 'date' } as const;
export const isoDateTime = { type: 'string', format: 'date-time' } as const;
export const nullableIsoDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
export const idList = { type: 'array', items: { type: 'integer', minimum: 1 } } as const;
