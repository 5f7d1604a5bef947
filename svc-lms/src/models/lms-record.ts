import { Schema } from 'mongoose';

/**
 * A completion recorded from the LMS (§3 LMS record). `_id` is "<employeeId>:<competencyId>:<completionDate>", so the
 * unique `_id` index is what refuses a completion imported before (no read before the write).
 */
export interface LmsRecordDoc {
  _id: string;
  importId: string;
  employeeId: number;
  competencyId: number;
  serviceNo: string;
  lastName: string;
  firstName: string;
  locationIds: number[];
  locations: string;
  competencyCode: string;
  competencyName: string;
  completionDate: string;
  createdBy: string;
  createdDate: Date;
  evaluationStatus: 2 | 3 | null;
}

export const lmsRecordSchema = new Schema<LmsRecordDoc>(
  {
    _id: { type: String, required: true },
    importId: { type: String, required: true },
    employeeId: { type: Number, required: true },
    competencyId: { type: Number, required: true },
    serviceNo: { type: String, default: '' },
    lastName: { type: String, default: '' },
    firstName: { type: String, default: '' },
    locationIds: { type: [Number], default: [] },
    locations: { type: String, default: '' },
    competencyCode: { type: String, required: true },
    competencyName: { type: String, default: '' },
    completionDate: { type: String, required: true },
    createdBy: { type: String, required: true },
    createdDate: { type: Date, required: true, index: true },
    evaluationStatus: { type: Number, default: null },
  },
  { versionKey: false },
);
