import { Schema } from 'mongoose';

/** svc-training's employee competencies as far as the status screens need them, kept from its events. */
export interface CompetencyCopy {
  _id: number;
  employeeId: number;
  competencyId: number;
  statusId: number;
  startDate: string;
  expiryDate: string | null;
  deleted: boolean;
  lastModifiedDate: Date;
}

export const competencyCopySchema = new Schema<CompetencyCopy>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    competencyId: { type: Number, required: true },
    statusId: { type: Number, required: true },
    startDate: { type: String, required: true },
    expiryDate: { type: String, default: null },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
