import { Schema } from 'mongoose';

/** A note, a CPD entry, a risk assessment, an assessment report or an attachment of an employee; `data` holds the kind's fields. */
export interface EmployeeRecord {
  _id: number;
  employeeId: number;
  kind: 'note' | 'cpd' | 'riskAssessment' | 'assessmentReport' | 'attachment';
  data: Record<string, unknown>;
  /** An attachment's bytes (never listed). */
  content: Buffer | null;
  createdBy: string;
  /** Who changed it last (empty until someone edits it). */
  lastModifiedBy?: string;
  createdDate: Date;
  lastModifiedDate: Date;
}

export const employeeRecordSchema = new Schema<EmployeeRecord>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    kind: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    content: { type: Buffer, default: null },
    createdBy: { type: String, default: '' },
    lastModifiedBy: { type: String, default: '' },
    createdDate: { type: Date, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
