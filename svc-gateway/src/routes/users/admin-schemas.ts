import type { FromSchema } from 'json-schema-to-ts';
import { PASSWORD_MIN_LENGTH } from '@firecrest/contracts';

export const LANDING_PAGES = ['dashboard', 'personnel', 'calendar'] as const;
export const NOTIFICATION_CHANNELS = ['gartan', 'email', 'sms'] as const;

/** A user's administration fields (spec §3.2 User), as the detail screen saves them. */
export const updateUserBodySchema = {
  $id: 'UpdateUserBody',
  type: 'object',
  required: ['name', 'roleIds'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    email: { type: ['string', 'null'], maxLength: 254, anyOf: [{ type: 'null' }, { format: 'email' }, { maxLength: 0 }] },
    phoneNumber: { type: 'string', maxLength: 30, pattern: '^[0-9 +()-]*$', default: '' },
    // The §5.2 message comes from the route (an empty list is refused there, with its wording).
    roleIds: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
    employeeId: { type: ['string', 'null'], pattern: '^[1-9][0-9]{0,9}$', default: null },
    defaultLocationId: { type: ['integer', 'null'], minimum: 1, default: null },
    locationIds: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'integer', minimum: 1 }, default: [] },
    landingPage: { type: 'string', enum: LANDING_PAGES, default: 'dashboard' },
    notificationChannels: { type: 'array', uniqueItems: true, items: { type: 'string', enum: NOTIFICATION_CHANNELS }, default: [] },
    linkedAccounts: {
      type: 'object',
      additionalProperties: false,
      properties: { microsoft: { type: 'string', maxLength: 200 }, roster: { type: 'string', maxLength: 200 }, availability: { type: 'string', maxLength: 200 } },
      default: {},
    },
  },
} as const;
export type UpdateUserBody = FromSchema<typeof updateUserBodySchema>;

export const resetPasswordBodySchema = {
  $id: 'ResetPasswordBody',
  type: 'object',
  required: ['password'],
  additionalProperties: false,
  properties: { password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$' } },
} as const;

export const userSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100 },
    /** The accounts linked to one employee (the employee's user tab). */
    employeeId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    orderBy: { type: 'string', enum: ['username', 'name', 'lastLoginAt'], default: 'username' },
    orderByDescending: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
export type UserSearchQuery = FromSchema<typeof userSearchQuerySchema>;
