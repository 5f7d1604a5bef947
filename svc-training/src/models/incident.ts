import { Schema } from 'mongoose';

export interface Incident {
  _id: number;
  incidentNo: string;
  incidentDate: Date;
  address: string;
  incidentTypeId: number;
  revisedIncidentTypeId: number | null;
  returnDate: Date | null;
  stationIds: number[];
  applianceCallSigns: string[];
  lastModifiedDate: Date;
}

export const incidentSchema = new Schema<Incident>(
  {
    _id: { type: Number, required: true },
    incidentNo: { type: String, required: true, unique: true },
    incidentDate: { type: Date, required: true },
    address: { type: String, default: '' },
    incidentTypeId: { type: Number, required: true },
    revisedIncidentTypeId: { type: Number, default: null },
    returnDate: { type: Date, default: null },
    stationIds: { type: [Number], default: [] },
    applianceCallSigns: { type: [String], default: [] },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
