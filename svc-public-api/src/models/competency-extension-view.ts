import { Schema } from 'mongoose';
import type { CompetencyExtensionEvent, Stored } from '@firecrest/contracts';

/** An extension of a competency's expiry as svc-training publishes it, for the competency extensions report. */
export type CompetencyExtensionView = Stored<CompetencyExtensionEvent, 'extendedAt' | 'lastModifiedDate'> & {
  /** The employee's stations (copies.ts), for the reports' station filter and scope. */
  employeeStationIds: number[];
  deleted: boolean;
};

export const competencyExtensionViewSchema = new Schema<CompetencyExtensionView>(
  {
    _id: { type: Number, required: true },
    recordId: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    competencyId: { type: Number, required: true },
    previousExpiryDate: { type: String, default: null },
    expiryDate: { type: String, default: '' },
    reason: { type: String, default: '' },
    extendedBy: { type: String, default: '' },
    extendedAt: { type: Date, index: true },
    employeeStationIds: { type: [Number], default: [], index: true },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
