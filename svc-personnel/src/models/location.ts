import { Schema } from 'mongoose';
import type { LocationDetails, Stored } from '@firecrest/contracts';

/** Stations and training locations, with the numeric ids integrators see. */
export type Location = Stored<LocationDetails, 'lastModifiedDate'>;

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
