import type { FromSchema } from 'json-schema-to-ts';

/** Keys start with this, so a leaked key is recognisable to secret scanners. */
export const API_KEY_PREFIX = 'fck_';
export const MAX_IP_RESTRICTIONS = 50;

const ipRestrictions = {
  type: 'array',
  maxItems: MAX_IP_RESTRICTIONS,
  description: 'IPv4/IPv6 addresses and CIDR ranges allowed to use the key; empty means all',
  items: { type: 'string', minLength: 2, maxLength: 49 },
} as const;

export const apiKeySchema = {
  $id: 'ApiKey',
  type: 'object',
  required: ['id', 'userId', 'username', 'apiKey', 'ipRestrictions', 'createdBy', 'createdDate', 'lastUsedDate'],
  properties: {
    id: { type: 'string' },
    userId: { type: 'string' },
    username: { type: 'string' },
    apiKey: { type: 'string', description: 'The key, masked; shown in full only once, when created' },
    ipRestrictions,
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    lastUsedDate: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type ApiKey = FromSchema<typeof apiKeySchema>;

export const createdApiKeySchema = {
  $id: 'CreatedApiKey',
  type: 'object',
  required: ['apiKey', 'key'],
  properties: { apiKey: { $ref: 'ApiKey#' }, key: { type: 'string', description: 'The full key: store it now, it is never shown again' } },
} as const;

export const createApiKeyBodySchema = {
  $id: 'CreateApiKeyBody',
  type: 'object',
  additionalProperties: false,
  properties: {
    userId: { type: 'string', pattern: '^[0-9a-f]{24}$', description: "Another user's id; omit for your own key" },
    ipRestrictions,
  },
} as const;
export type CreateApiKeyBody = FromSchema<typeof createApiKeyBodySchema>;

export const updateApiKeyBodySchema = {
  $id: 'UpdateApiKeyBody',
  type: 'object',
  required: ['ipRestrictions'],
  additionalProperties: false,
  properties: { ipRestrictions },
} as const;
export type UpdateApiKeyBody = FromSchema<typeof updateApiKeyBodySchema>;
