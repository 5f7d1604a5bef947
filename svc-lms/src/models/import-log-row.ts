import { Schema } from 'mongoose';

/** One CSV row of one import, as read and what became of it (§3 LMS import log row). */
export interface ImportLogRowDoc {
  _id: string;
  importId: string;
  rowNumber: number;
  source: string;
  succeeded: boolean;
  guid: string;
  serviceNumber: string;
  lastName: string;
  firstName: string;
  courseCode: string;
  courseName: string;
  completionStatus: string;
  completionDate: string;
  createdBy: string;
  createdDate: Date;
  importErrorTitle: string;
  importErrorDescription: string;
  /** Stations of the matched employee, for the locationIds filter. */
  locationIds: number[];
}

export const importLogRowSchema = new Schema<ImportLogRowDoc>(
  {
    _id: { type: String, required: true },
    importId: { type: String, required: true },
    rowNumber: { type: Number, required: true },
    source: { type: String, required: true },
    succeeded: { type: Boolean, required: true },
    guid: { type: String, default: '' },
    serviceNumber: { type: String, default: '' },
    lastName: { type: String, default: '' },
    firstName: { type: String, default: '' },
    courseCode: { type: String, default: '' },
    courseName: { type: String, default: '' },
    completionStatus: { type: String, default: '' },
    completionDate: { type: String, default: '' },
    createdBy: { type: String, required: true },
    createdDate: { type: Date, required: true },
    importErrorTitle: { type: String, default: '' },
    importErrorDescription: { type: String, default: '' },
    locationIds: { type: [Number], default: [] },
  },
  { versionKey: false },
);
