import type { FromSchema } from 'json-schema-to-ts';

const ids = { type: 'array', items: { type: 'integer' } } as const;

/** A row of the portal's personnel list (GET /personnel/employees/search). */
export const employeeSearchRowSchema = {
  $id: 'EmployeeSearchRow',
  type: 'object',
  required: ['id', 'firstName', 'lastName', 'serviceNumber', 'email', 'stationId', 'staffGroupIds', 'roleIds', 'active'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    serviceNumber: { type: 'string' },
    email: { type: 'string' },
    /** The station of the first current contract. */
    stationId: { type: ['integer', 'null'] },
    staffGroupIds: ids,
    roleIds: ids,
    active: { type: 'boolean' },
  },
} as const;
export type EmployeeSearchRow = FromSchema<typeof employeeSearchRowSchema>;

/** A page of the personnel list and how many match in all. */
export const employeeSearchPageSchema = {
  $id: 'EmployeeSearchPage',
  type: 'object',
  required: ['data', 'total'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: { $ref: 'EmployeeSearchRow#' } }, total: { type: 'integer' } },
} as const;
export type EmployeeSearchPage = FromSchema<typeof employeeSearchPageSchema, { references: [typeof employeeSearchRowSchema] }>;
