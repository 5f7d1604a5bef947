import type { FromSchema } from 'json-schema-to-ts';

const id = { type: 'integer', minimum: 1 } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, default: null } as const;
const day = { type: 'string', format: 'date' } as const;
const nullableDay = { type: ['string', 'null'], format: 'date', default: null } as const;
const code = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9._/-]+$' } as const;
const name = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;
const text = { type: 'string', maxLength: 2000, default: '' } as const;

/** Kinds of competency (§3.2 "competency type"; the values are ours, the spec names none). */
export const COMPETENCY_TYPES = ['Core', 'Role specific', 'Specialist', 'Licence'] as const;
export const VALIDITY_UNITS = ['days', 'years'] as const;

/** §3.2 refresher rule: how long an award stays valid and how often it is refreshed, over a date range. */
export const refresherRuleSchema = {
  type: 'object',
  required: ['name', 'isDefault', 'validityPeriod', 'validityUnit', 'startDate'],
  additionalProperties: false,
  properties: {
    name,
    /** Default rules apply to everyone; custom ones to an activity group. */
    isDefault: { type: 'boolean' },
    activityGroupId: nullableId,
    validityPeriod: { type: 'integer', minimum: 1, maximum: 36_500 },
    validityUnit: { type: 'string', enum: VALIDITY_UNITS },
    refresherCount: { type: 'integer', minimum: 0, maximum: 100, default: 0 },
    startDate: day,
    endDate: nullableDay,
    comment: text,
  },
} as const;
export type RefresherRule = FromSchema<typeof refresherRuleSchema>;

/**
 * §3.2 competency profile: who the competency is for (employee role, staff group and location: ids of svc-personnel's
 * organisation lists and locations, a blank one matching anyone) over a date range, with refresher rules of its own
 * that start no earlier than the profile. CompetencyAssignment assigns the competency to the employees it matches.
 */
export const competencyProfileSchema = {
  type: 'object',
  required: ['startDate'],
  additionalProperties: false,
  properties: {
    employeeRoleId: nullableId,
    staffGroupId: nullableId,
    locationId: nullableId,
    startDate: day,
    endDate: nullableDay,
    refresherRules: { type: 'array', maxItems: 50, items: refresherRuleSchema, default: [] },
  },
} as const;
export type CompetencyProfile = FromSchema<typeof competencyProfileSchema>;

export const competencyBodySchema = {
  $id: 'CompetencyBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: {
    code,
    name,
    description: text,
    competencyType: { type: ['string', 'null'], enum: [...COMPETENCY_TYPES, null], default: null },
    archiveAfterDate: nullableDay,
    subjectAreaIds: { type: 'array', maxItems: 200, items: id, default: [] },
    refresherRules: { type: 'array', maxItems: 50, items: refresherRuleSchema, default: [] },
    profiles: { type: 'array', maxItems: 200, items: competencyProfileSchema, default: [] },
  },
} as const;
export type CompetencyBody = FromSchema<typeof competencyBodySchema>;

export const subjectAreaBodySchema = {
  $id: 'SubjectAreaBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: { code, name, description: text, activityGroupId: nullableId },
} as const;
export type SubjectAreaBody = FromSchema<typeof subjectAreaBodySchema>;

export const competencyProgramBodySchema = {
  $id: 'CompetencyProgramBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: {
    code,
    name,
    description: text,
    dashboardDefault: { type: 'boolean', default: false },
    completionEmails: { type: 'array', maxItems: 50, items: { type: 'string', format: 'email', maxLength: 254 }, default: [] },
    subjectAreaIds: { type: 'array', maxItems: 500, items: id, default: [] },
  },
} as const;
export type CompetencyProgramBody = FromSchema<typeof competencyProgramBodySchema>;

/** Statuses are names only (seeded UNASSESSED … EXPIRED); the portal adds and renames them. */
export const competencyStatusBodySchema = {
  $id: 'CompetencyStatusBody',
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name },
} as const;

export const EVALUATION_BEHAVIOURS = ['Keep status', 'Reset to unassessed', 'Expire'] as const;

/** §3.2 activity group: evaluation status behaviour, increment, refresher count. */
export const activityGroupBodySchema = {
  $id: 'ActivityGroupBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: {
    code,
    name,
    evaluationStatusBehaviour: { type: 'string', enum: EVALUATION_BEHAVIOURS, default: 'Keep status' },
    increment: { type: 'integer', minimum: 0, maximum: 1000, default: 1 },
    refresherCount: { type: 'integer', minimum: 0, maximum: 100, default: 0 },
  },
} as const;
export type ActivityGroupBody = FromSchema<typeof activityGroupBodySchema>;

export const activityTypeBodySchema = {
  $id: 'ActivityTypeBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: { code, name, description: text, activityGroupId: nullableId },
} as const;
export type ActivityTypeBody = FromSchema<typeof activityTypeBodySchema>;

/** §2.4 activity area: a code and name grouping activity types (each type may sit in several areas). */
export const activityAreaBodySchema = {
  $id: 'ActivityAreaBody',
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: { code, name, description: text, activityTypeIds: { type: 'array', maxItems: 200, items: { type: 'integer', minimum: 1 }, default: [] } },
} as const;
export type ActivityAreaBody = FromSchema<typeof activityAreaBodySchema>;

/** §3.2 percentage range: label, range from and to (0 to 100, §9), colour. */
export const percentageRangeBodySchema = {
  $id: 'PercentageRangeBody',
  type: 'object',
  required: ['label', 'rangeFrom', 'rangeTo', 'colour'],
  additionalProperties: false,
  properties: {
    label: name,
    rangeFrom: { type: 'number', minimum: 0, maximum: 100 },
    rangeTo: { type: 'number', minimum: 0, maximum: 100 },
    colour: { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' },
  },
} as const;
export type PercentageRangeBody = FromSchema<typeof percentageRangeBodySchema>;
