import { Schema } from 'mongoose';

/** Stations and training locations, with the numeric ids integrators see. */
export interface Location {
  _id: number;
  kind: 'station' | 'trainingLocation';
  callSign: string;
  name: string;
  address: string;
  postcode: string;
  phone: string;
  districtId: number | null;
  rosterId: number | null;
  watchId: number | null;
  lastModifiedDate: Date;
}

export const locationSchema = new Schema<Location>(
  {
    _id: { type: Number, required: true },
    kind: { type: String, required: true, enum: ['station', 'trainingLocation'], index: true },
    callSign: { type: String, required: true },
    name: { type: String, required: true },
    address: { type: String, default: '' },
    postcode: { type: String, default: '' },
    phone: { type: String, default: '' },
    districtId: { type: Number, default: null },
    rosterId: { type: Number, default: null },
    watchId: { type: Number, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
