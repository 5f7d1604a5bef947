import { Schema } from 'mongoose';

/** A competency an employee holds; dates are `YYYY-MM-DD`. */
export interface EmployeeCompetency {
  _id: number;
  employeeId: number;
  competencyId: number;
  competencyProgramId: number | null;
  statusId: number;
  startDate: string;
  endDate: string | null;
  expiryDate: string | null;
  /** The user who made the last change by hand; empty when a service wrote it (evaluations, imports, tasks). */
  lastModifiedBy?: string;
  lastModifiedDate: Date;
}

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
export interface EmployeeSubjectArea {
  _id: number;
  employeeId: number;
  subjectAreaId: number;
  competencyProgramId: number | null;
  activityGroupId: number | null;
  statusId: number;
  /** The user who made the last change by hand; empty when a service wrote it. */
  lastModifiedBy?: string;
  lastModifiedDate: Date;
}

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
