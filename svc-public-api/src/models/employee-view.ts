import { Schema } from 'mongoose';
import type { Contract } from '@firecrest/contracts';

/**
 * The read model behind /api/v1/employees. Derived fields serve the filters: `stationIds` (any contract's station)
 * and the active period, from the first contract's start to the last one's end (`9999-12-31` while open).
 */
export interface EmployeeView {
  _id: number;
  firstName: string;
  lastName: string;
  lastNameLower: string;
  gartanId: string;
  email: string;
  address: string;
  phoneNumbers: string[];
  serviceStartDate: string | null;
  dateOfBirth: string | null;
  contracts: Contract[];
  stationIds: number[];
  primaryStationId: number | null;
  activeFrom: string;
  activeUntil: string;
  deleted: boolean;
  lastModifiedDate: Date;
}

export const employeeViewSchema = new Schema<EmployeeView>(
  {
    _id: { type: Number, required: true },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    lastNameLower: { type: String, default: '', index: true },
    gartanId: { type: String, default: '', index: true },
    email: { type: String, default: '' },
    address: { type: String, default: '' },
    phoneNumbers: { type: [String], default: [] },
    serviceStartDate: { type: String, default: null },
    dateOfBirth: { type: String, default: null },
    contracts: { type: Schema.Types.Mixed, default: [] },
    stationIds: { type: [Number], default: [], index: true },
    primaryStationId: { type: Number, default: null },
    activeFrom: { type: String, default: '' },
    activeUntil: { type: String, default: '' },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

// /api/v1/employees' default filter (not deleted, today within the active period) in each of its sort orders: the
// condition is read from the index entries instead of the documents, so a deep page and the count do not read every
// employee (MongoDB filters on the index keys; the local FerretDB, infra/README.md "List queries run from indexes").
employeeViewSchema.index({ lastNameLower: 1, _id: 1, deleted: 1, activeFrom: 1, activeUntil: 1 });
employeeViewSchema.index({ _id: 1, deleted: 1, activeFrom: 1, activeUntil: 1 });
// The personnel report's chart: people working today counted station by station from index entries.
employeeViewSchema.index({ primaryStationId: 1, _id: 1, deleted: 1, activeFrom: 1, activeUntil: 1 });
