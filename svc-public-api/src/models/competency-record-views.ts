import type { EmployeeCompetencyEvent, EmployeeSubjectAreaEvent, Stored } from '@firecrest/contracts';
import { Schema, type SchemaDefinition } from 'mongoose';

/**
 * Copied from the employee (and their primary station) onto each record, so the record lists can filter and sort
 * on them without a join; kept current by the employee and station handlers.
 */
export interface EmployeeCopy {
  gartanId: string;
  lastNameLower: string;
  stationIds: number[];
  primaryStationId: number | null;
  stationCallSignLower: string;
  activeFrom: string;
  activeUntil: string;
}

/** Copied from the reference lists (competency or subject area, and status), for ordering by code, name, status. */
export interface ReferenceCopy {
  codeLower: string;
  nameLower: string;
  statusNameLower: string;
}

const copies: SchemaDefinition = {
  gartanId: { type: String, default: '', index: true },
  lastNameLower: { type: String, default: '', index: true },
  stationIds: { type: [Number], default: [], index: true },
  primaryStationId: { type: Number, default: null, index: true },
  stationCallSignLower: { type: String, default: '' },
  activeFrom: { type: String, default: '' },
  activeUntil: { type: String, default: '' },
  codeLower: { type: String, default: '' },
  nameLower: { type: String, default: '' },
  statusNameLower: { type: String, default: '' },
};

export type EmployeeCompetencyView = Stored<EmployeeCompetencyEvent, 'lastModifiedDate'> & EmployeeCopy & ReferenceCopy & { deleted: boolean };

export const employeeCompetencyViewSchema = new Schema<EmployeeCompetencyView>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    competencyId: { type: Number, required: true, index: true },
    competencyProgramId: { type: Number, default: null },
    statusId: { type: Number, required: true, index: true },
    startDate: { type: String, default: '' },
    endDate: { type: String, default: null },
    expiryDate: { type: String, default: null },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
    ...copies,
  },
  { versionKey: false },
);

export type EmployeeSubjectAreaView = Stored<EmployeeSubjectAreaEvent, 'lastModifiedDate'> & EmployeeCopy & ReferenceCopy & { deleted: boolean };

export const employeeSubjectAreaViewSchema = new Schema<EmployeeSubjectAreaView>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    subjectAreaId: { type: Number, required: true, index: true },
    competencyProgramId: { type: Number, default: null },
    activityGroupId: { type: Number, default: null },
    statusId: { type: Number, required: true, index: true },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
    ...copies,
  },
  { versionKey: false },
);

// The all-employees lists' filters in each of their sort orders (sort field, then `_id`, then the filtered fields), so
// a deep page and the count read index entries instead of every record (MongoDB filters on the index keys; the local
// FerretDB, infra/README.md "sqlite-pushdown-4-covering"). Competencies: `deleted` and activeOnly's periods (the
// employee's and the record's own); subject areas: `deleted` (their all-employees list has no activeOnly). The
// one-employee lists start from the employeeId index.
const activeRecord = { deleted: 1, activeFrom: 1, activeUntil: 1, startDate: 1, endDate: 1 } as const;
for (const sort of ['stationCallSignLower', 'nameLower']) employeeCompetencyViewSchema.index({ [sort]: 1, _id: 1, ...activeRecord });
// With the expiry date: the competencies report's chart counts each expiry band of the held records from index
// entries alone (12-55 ms a count at 6,000 records under load; 0.2-1.3 s each from the rows).
employeeCompetencyViewSchema.index({ _id: 1, ...activeRecord, expiryDate: 1 });
// A station's records (`stationIds`, an array: a multikey index on MongoDB) in call-sign order, with what the list's
// other sorts and filters read, so a page and its count come from index entries alone, however many records the
// station has (the local FerretDB keeps it as an element index: infra/README.md, "sqlite-pushdown-7").
employeeCompetencyViewSchema.index({ stationIds: 1, stationCallSignLower: 1, _id: 1, ...activeRecord, nameLower: 1, competencyId: 1, statusId: 1, employeeId: 1 });
for (const sort of ['lastNameLower', 'codeLower', 'nameLower', 'statusNameLower']) employeeSubjectAreaViewSchema.index({ [sort]: 1, _id: 1, deleted: 1 });
employeeSubjectAreaViewSchema.index({ _id: 1, deleted: 1 });
