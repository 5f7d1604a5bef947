import type { FromSchema } from 'json-schema-to-ts';
import { defineEvent } from './define-event';
import { permissionMapSchema } from '../auth/session-user';

// Inlined without its $id, so event validators never register the same id twice.
const { $id: _permissionMapId, ...permissionMap } = permissionMapSchema;

/** A role as other services see it. */
export const roleEventSchema = {
  $id: 'RoleEvent',
  type: 'object',
  required: ['id', 'name', 'accessAllLocations', 'permissions', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    accessAllLocations: { type: 'boolean' },
    permissions: permissionMap,
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;
export type RoleEvent = FromSchema<typeof roleEventSchema>;

export const roleDeletedSchema = {
  $id: 'RoleDeleted',
  type: 'object',
  required: ['id', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, lastModifiedDate: { type: 'string', format: 'date-time' } },
} as const;
export type RoleDeleted = FromSchema<typeof roleDeletedSchema>;

export const roleCreated = defineEvent<RoleEvent>('role.created', roleEventSchema);
export const roleUpdated = defineEvent<RoleEvent>('role.updated', roleEventSchema);
export const roleDeleted = defineEvent<RoleDeleted>('role.deleted', roleDeletedSchema);
