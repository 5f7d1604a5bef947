import { Schema } from 'mongoose';
import type { EmployeeCompetencyEvent, EmployeeSubjectAreaEvent, Stored } from '@firecrest/contracts';

/** A competency an employee holds; dates are `YYYY-MM-DD`; `lastModifiedBy` absent when a service wrote it. */
export type EmployeeCompetency = Stored<EmployeeCompetencyEvent, 'lastModifiedDate'>;

export const employeeCompetencySchema = new Schema<EmployeeCompetency>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    competencyId: { type: Number, required: true },
    competencyProgramId: { type: Number, default: null },
    statusId: { type: Number, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, default: null },
    expiryDate: { type: String, default: null },
    lastModifiedBy: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** A subject area an employee is working through. */
export type EmployeeSubjectArea = Stored<EmployeeSubjectAreaEvent, 'lastModifiedDate'>;

export const employeeSubjectAreaSchema = new Schema<EmployeeSubjectArea>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    subjectAreaId: { type: Number, required: true },
    competencyProgramId: { type: Number, default: null },
    activityGroupId: { type: Number, default: null },
    statusId: { type: Number, required: true },
    lastModifiedBy: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
