import { Schema } from 'mongoose';
import type { CompetencyExtension as CompetencyExtensionShape, Stored } from '@firecrest/contracts';

/** One extension of an employee competency's expiry (spec §6 EXTEND_COMPETENCY_EXPIRY): what moved, why, by whom. */
export type CompetencyExtension = Stored<CompetencyExtensionShape, 'extendedAt'>;

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
