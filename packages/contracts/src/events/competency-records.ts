import type { FromSchema } from 'json-schema-to-ts';
import { defineEntityEvents, isoDate, isoDateTime, nullableInt, nullableIsoDate } from './define-entity-events';

/** A competency held by an employee, with its period, expiry and status (spec §3.1 Employee competency). */
export const employeeCompetencyEventSchema = {
  $id: 'EmployeeCompetencyEvent',
  type: 'object',
  required: ['id', 'employeeId', 'competencyId', 'competencyProgramId', 'statusId', 'startDate', 'endDate', 'expiryDate', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    employeeId: { type: 'integer', minimum: 1 },
    competencyId: { type: 'integer', minimum: 1 },
    competencyProgramId: nullableInt,
    statusId: { type: 'integer', minimum: 1 },
    startDate: isoDate,
    endDate: nullableIsoDate,
    expiryDate: nullableIsoDate,
    /** The user who made this change (absent when a service wrote it: an evaluation, an import, a task). */
    lastModifiedBy: { type: 'string' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type EmployeeCompetencyEvent = FromSchema<typeof employeeCompetencyEventSchema>;
export const employeeCompetencyEvents = defineEntityEvents<EmployeeCompetencyEvent>('employee-competency', employeeCompetencyEventSchema);

/** A subject area an employee is working through, with its status (spec §3.1 Employee subject area). */
export const employeeSubjectAreaEventSchema = {
  $id: 'EmployeeSubjectAreaEvent',
  type: 'object',
  required: ['id', 'employeeId', 'subjectAreaId', 'competencyProgramId', 'activityGroupId', 'statusId', 'lastModifiedDate'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    employeeId: { type: 'integer', minimum: 1 },
    subjectAreaId: { type: 'integer', minimum: 1 },
    competencyProgramId: nullableInt,
    activityGroupId: nullableInt,
    statusId: { type: 'integer', minimum: 1 },
    /** The user who made this change (absent when a service wrote it). */
    lastModifiedBy: { type: 'string' },
    lastModifiedDate: isoDateTime,
  },
} as const;
export type EmployeeSubjectAreaEvent = FromSchema<typeof employeeSubjectAreaEventSchema>;
export const employeeSubjectAreaEvents = defineEntityEvents<EmployeeSubjectAreaEvent>('employee-subject-area', employeeSubjectAreaEventSchema);
