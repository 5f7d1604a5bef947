import { Schema } from 'mongoose';

/** The read model behind /api/v1/stations and /api/v1/training-locations. */
export interface LocationView {
  _id: number;
  kind: 'station' | 'trainingLocation';
  callSign: string;
  callSignLower: string;
  name: string;
  nameLower: string;
  address: string;
  postcode: string;
  phone: string;
  deleted: boolean;
  lastModifiedDate: Date;
}

export const locationViewSchema = new Schema<LocationView>(
  {
    _id: { type: Number, required: true },
    kind: { type: String, index: true },
    callSign: { type: String, default: '' },
    callSignLower: { type: String, default: '', index: true },
    name: { type: String, default: '' },
    nameLower: { type: String, default: '', index: true },
    address: { type: String, default: '' },
    postcode: { type: String, default: '' },
    phone: { type: String, default: '' },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
