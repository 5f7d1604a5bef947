import { Schema } from 'mongoose';

export interface StoredContract {
  serviceNumber: string;
  roleId: number | null;
  stationId: number | null;
  watchId: number | null;
  rosterId: number | null;
  staffGroupId: number | null;
  startDate: string;
  endDate: string | null;
}

/** An employee with their contracts; dates are `YYYY-MM-DD` (calendar days, no time zone to get wrong). */
export interface Employee {
  _id: number;
  firstName: string;
  lastName: string;
  gartanId: string;
  email: string;
  address: string;
  phoneNumbers: string[];
  serviceStartDate: string | null;
  dateOfBirth: string | null;
  contracts: StoredContract[];
  lastModifiedDate: Date;
}

const contractSchema = new Schema<StoredContract>(
  {
    serviceNumber: { type: String, default: '' },
    roleId: { type: Number, default: null },
    stationId: { type: Number, default: null },
    watchId: { type: Number, default: null },
    rosterId: { type: Number, default: null },
    staffGroupId: { type: Number, default: null },
    startDate: { type: String, required: true },
    endDate: { type: String, default: null },
  },
  { _id: false },
);

export const employeeSchema = new Schema<Employee>(
  {
    _id: { type: Number, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    gartanId: { type: String, required: true, unique: true },
    email: { type: String, default: '' },
    address: { type: String, default: '' },
    phoneNumbers: { type: [String], default: [] },
    serviceStartDate: { type: String, default: null },
    dateOfBirth: { type: String, default: null },
    contracts: { type: [contractSchema], default: [] },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
