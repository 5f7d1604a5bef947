import type { FromSchema } from 'json-schema-to-ts';
import { MODULE_KEYS, RIGHTS } from '../permissions';

/** The portal's languages (issue 36): English (UK) and Welsh. Each user may choose one; DEFAULT_LANGUAGE otherwise. */
export const LANGUAGES = ['en-GB', 'cy'] as const;
export type Language = (typeof LANGUAGES)[number];

const rightsList = { type: 'array', items: { type: 'string', enum: RIGHTS } } as const;

export const permissionMapSchema = {
  $id: 'PermissionMap',
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(MODULE_KEYS.map((k) => [k, rightsList])) as Record<
    (typeof MODULE_KEYS)[number],
    typeof rightsList
  >,
} as const;

/** Who is signed in: what the gateway answers the portal and passes (signed) to the services. */
export const sessionUserSchema = {
  $id: 'SessionUser',
  type: 'object',
  required: ['id', 'username', 'name', 'mustChangePassword', 'accessAllLocations', 'roles', 'permissions'],
  properties: {
    id: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    mustChangePassword: { type: 'boolean' },
    accessAllLocations: { type: 'boolean' },
    /** The locations whose people a user without access to all locations manages (default location included). */
    locationIds: { type: 'array', items: { type: 'integer' } },
    roles: { type: 'array', items: { type: 'string' } },
    permissions: { $ref: 'PermissionMap#' },
    /** Where the portal opens after sign-in (spec §3.2 default landing page). */
    landingPage: { type: 'string', enum: ['dashboard', 'personnel', 'calendar'] },
    /** The language the user chose on their profile; absent: the portal's configured default. */
    language: { type: 'string', enum: LANGUAGES },
  },
} as const;
export type SessionUser = FromSchema<typeof sessionUserSchema, { references: [typeof permissionMapSchema] }>;

export const loginBodySchema = {
  $id: 'LoginBody',
  type: 'object',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;
export type LoginBody = FromSchema<typeof loginBodySchema>;

/** Password policy: at least 12 characters with a letter and a digit, and hard to guess (the gateway checks a zxcvbn score of 3). */
export const PASSWORD_MIN_LENGTH = 12;
export const changePasswordBodySchema = {
  $id: 'ChangePasswordBody',
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  properties: {
    currentPassword: { type: 'string', minLength: 1, maxLength: 200 },
    newPassword: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200, pattern: '^(?=.*[A-Za-z])(?=.*[0-9]).*$' },
  },
} as const;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

export const sessionResponseSchema = {
  $id: 'SessionResponse',
  type: 'object',
  required: ['user'],
  properties: { user: { $ref: 'SessionUser#' } },
} as const;
