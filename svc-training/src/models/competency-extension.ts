import { Schema } from 'mongoose';

/** One extension of an employee competency's expiry (spec §6 EXTEND_COMPETENCY_EXPIRY): what moved, why, by whom. */
export interface CompetencyExtension {
  _id: number;
  recordId: number;
  employeeId: number;
  competencyId: number;
  previousExpiryDate: string | null;
  expiryDate: string;
  reason: string;
  extendedBy: string;
  extendedAt: Date;
}

export const competencyExtensionSchema = new Schema<CompetencyExtension>(
  {
    _id: { type: Number, required: true },
    recordId: { type: Number, required: true, index: true },
    employeeId: { type: Number, required: true, index: true },
    competencyId: { type: Number, required: true, index: true },
    previousExpiryDate: { type: String, default: null },
    expiryDate: { type: String, required: true },
    reason: { type: String, required: true },
    extendedBy: { type: String, required: true },
    extendedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
