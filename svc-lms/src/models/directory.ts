import { Schema } from 'mongoose';

/**
 * What svc-lms knows of employees, stations and competencies, kept from their owners' events: an import of 100,000
 * rows matches every row in memory instead of asking the owners row by row.
 */
export interface DirectoryEmployee {
  _id: number;
  gartanId: string;
  serviceNumbers: string[];
  firstName: string;
  lastName: string;
  stationIds: number[];
  lastModifiedDate: Date;
}
export interface DirectoryItem {
  /** "<kind>:<id>": location:<id> or competency:<id>. */
  _id: string;
  kind: 'location' | 'competency';
  itemId: number;
  code: string;
  name: string;
  lastModifiedDate: Date;
}

export const directoryEmployeeSchema = new Schema<DirectoryEmployee>(
  {
    _id: { type: Number, required: true },
    gartanId: { type: String, default: '' },
    serviceNumbers: { type: [String], default: [] },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    stationIds: { type: [Number], default: [] },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export const directoryItemSchema = new Schema<DirectoryItem>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    itemId: { type: Number, required: true },
    code: { type: String, default: '' },
    name: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
