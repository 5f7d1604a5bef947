import type { FromSchema } from 'json-schema-to-ts';
import type { ModuleKey } from '../permissions';

/** The two external systems of admin-area §2.14 and the modules guarding their settings and skill lists. */
export const INTEGRATION_SYSTEMS = ['availability', 'roster'] as const;
export type IntegrationSystem = (typeof INTEGRATION_SYSTEMS)[number];
export const INTEGRATION_MODULES: Record<IntegrationSystem, { settings: ModuleKey; skills: ModuleKey }> = {
  availability: { settings: 'INTEGRATIONAVAILABILITY', skills: 'SKILLSUBJECTAREAVAVAILABILITY' },
  roster: { settings: 'INTEGRATIONROSTER', skills: 'SKILLSUBJECTAREAROSTER' },
};

/** The code book of authentication types (§3): 0 none, 1 username and password, 2 API key. */
export const AUTH_TYPES = [
  { id: 0, name: 'None' },
  { id: 1, name: 'Username and password' },
  { id: 2, name: 'API key' },
] as const;
export const ENDPOINT_URL_PATTERN = '^https?://[^\\s/$.?#][^\\s]*$';
/** The §5 message for a missing or malformed endpoint URL. */
export const ENDPOINT_URL_MESSAGE = 'validations.required';

export const integrationSettingsBodySchema = {
  $id: 'IntegrationSettingsBody',
  type: 'object',
  required: ['authType', 'endpointUrl'],
  additionalProperties: false,
  properties: {
    authType: { type: 'integer', enum: [0, 1, 2] },
    userName: { type: ['string', 'null'], maxLength: 200 },
    password: { type: ['string', 'null'], maxLength: 500, description: 'Empty or absent keeps the stored one (same auth type)' },
    endpointUrl: { type: 'string', maxLength: 2048 },
    apiKey: { type: ['string', 'null'], maxLength: 500, description: 'Empty or absent keeps the stored one (same auth type)' },
    enabled: { type: 'boolean', default: false },
  },
} as const;
export type IntegrationSettingsBody = FromSchema<typeof integrationSettingsBodySchema>;

/** What the server gives back: secrets never in full (the password never, the API key masked). */
export const integrationSettingsSchema = {
  $id: 'IntegrationSettings',
  type: 'object',
  required: ['id', 'authType', 'userName', 'hasPassword', 'endpointUrl', 'apiKey', 'enabled'],
  properties: {
    id: { type: ['integer', 'null'], description: 'null: nothing saved yet (the new state)' },
    authType: { type: 'integer' },
    userName: { type: ['string', 'null'] },
    hasPassword: { type: 'boolean' },
    endpointUrl: { type: 'string' },
    apiKey: { type: ['string', 'null'], description: 'Masked: the last four characters only' },
    enabled: { type: 'boolean' },
  },
} as const;
export type IntegrationSettings = FromSchema<typeof integrationSettingsSchema>;

export const skillMappingTypeBodySchema = {
  $id: 'SkillMappingTypeBody',
  type: 'object',
  required: ['skillCode', 'name', 'subjectAreas'],
  additionalProperties: false,
  properties: {
    skillCode: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    subjectAreas: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['subjectAreaId', 'competencyIds'],
        additionalProperties: false,
        properties: { subjectAreaId: { type: 'integer', minimum: 1 }, competencyIds: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1 } } },
      },
    },
  },
} as const;
export type SkillMappingTypeBody = FromSchema<typeof skillMappingTypeBodySchema>;

export const SKILL_SORT_COLUMNS = ['Employee.LastName', 'Employee.FirstName', 'SkillCode', 'StartDate', 'EndDate', 'DateNotificationSent'] as const;
export const employeeSkillsQuerySchema = {
  $id: 'EmployeeSkillsQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    skillMappingId: { type: 'integer', minimum: 1 },
    validOnly: { type: 'boolean', default: false },
    orderBy: { type: 'string', enum: SKILL_SORT_COLUMNS, default: 'Employee.LastName' },
    orderByDescending: { type: 'boolean', default: false },
    page: { type: 'integer', minimum: 0, default: 0 },
    itemsPerPage: { type: 'integer', minimum: 1, maximum: 500, default: 30 },
  },
} as const;
export type EmployeeSkillsQuery = FromSchema<typeof employeeSkillsQuerySchema>;

export interface EmployeeSkillRow {
  id: string;
  skillMappingId: number;
  employeeId: number;
  gartanIdentifier: string;
  lastName: string;
  firstName: string;
  skillCode: string;
  startDate: string | null;
  endDate: string | null;
  valid: boolean;
  createdDate: string;
  notificationSent: boolean;
  dateNotificationSent: string | null;
}

export interface SkillMappingDetail {
  name: string;
  skillCode: string;
  startDate: string | null;
  endDate: string | null;
  employee: { id: number; firstName: string; lastName: string; gartanIdentifier: string };
  subjectAreas: {
    subjectAreaCode: string;
    subjectAreaStatusId: number | null;
    subjectAreaStatusName: string | null;
    competencies: { code: string; expiryDate: string | null; status: string | null }[];
  }[];
}

export const skillRefreshBodySchema = {
  $id: 'SkillRefreshBody',
  type: 'object',
  required: ['skillMappingId', 'employeeId'],
  additionalProperties: false,
  properties: { skillMappingId: { type: 'integer', minimum: 1 }, employeeId: { type: 'integer', minimum: 1 } },
} as const;
export type SkillRefreshBody = FromSchema<typeof skillRefreshBodySchema>;

/** What the far side answers when it has no such skill (docs/integrations-contract.md). */
export const SKILL_NOT_FOUND_MESSAGE = 'Skill not found on the connected system.';
