import { Schema } from 'mongoose';

/**
 * What the skill mappings read of the workforce, kept from the owners' events (svc-personnel: employees;
 * svc-training: reference lists and employee competency records). Copies: the owners stay the source.
 */
export interface WorkforceEmployee {
  _id: number;
  firstName: string;
  lastName: string;
  gartanId: string;
}
export const workforceEmployeeSchema = new Schema<WorkforceEmployee>(
  { _id: Number, firstName: String, lastName: { type: String, index: true }, gartanId: String },
  { versionKey: false },
);

/** A reference item by `<kind>:<id>` (subject areas, competencies and their statuses). */
export interface WorkforceReference {
  _id: string;
  kind: string;
  itemId: number;
  code: string;
  name: string;
}
export const workforceReferenceSchema = new Schema<WorkforceReference>({ _id: String, kind: String, itemId: Number, code: String, name: String }, { versionKey: false });

export interface WorkforceSubjectArea {
  _id: number;
  employeeId: number;
  subjectAreaId: number;
  statusId: number;
}
export const workforceSubjectAreaSchema = new Schema<WorkforceSubjectArea>(
  { _id: Number, employeeId: { type: Number, index: true }, subjectAreaId: { type: Number, index: true }, statusId: Number },
  { versionKey: false },
);

export interface WorkforceCompetency {
  _id: number;
  employeeId: number;
  competencyId: number;
  statusId: number;
  startDate: string;
  endDate: string | null;
  expiryDate: string | null;
}
export const workforceCompetencySchema = new Schema<WorkforceCompetency>(
  { _id: Number, employeeId: { type: Number, index: true }, competencyId: { type: Number, index: true }, statusId: Number, startDate: String, endDate: String, expiryDate: String },
  { versionKey: false },
);
