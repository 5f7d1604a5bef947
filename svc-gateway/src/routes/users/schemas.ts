import type { FromSchema } from 'json-schema-to-ts';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';

export const userSummarySchema = {
  $id: 'UserSummary',
  type: 'object',
  required: ['id', 'username', 'name', 'disabled', 'locked', 'roleIds'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: ['string', 'null'] },
    disabled: { type: 'boolean' },
    locked: { type: 'boolean' },
    roleIds: { type: 'array', items: { type: 'string' } },
    lastLoginAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const createUserBodySchema = {
  $id: 'CreateUserBody',
  type: 'object',
  required: ['username', 'name', 'password', 'roleIds'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 3, maxLength: 100, pattern: '^[A-Za-z0-9._@-]+$' },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$' },
    // "A user must be assigned at least one role" (spec §5.2)
    roleIds: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
    mustChangePassword: { type: 'boolean', default: true },
  },
} as const;
export type CreateUserBody = FromSchema<typeof createUserBodySchema>;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
} as const;
export type IdParams = FromSchema<typeof idParamsSchema>;
