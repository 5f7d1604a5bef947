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
  isDefault: boolean;
}

export interface StoredPhone {
  prefix: string;
  number: string;
  isDefault: boolean;
}

/** An employee with their contracts; dates are `YYYY-MM-DD` (calendar days, no time zone to get wrong). */
export interface Employee {
  _id: number;
  firstName: string;
  lastName: string;
  gartanId: string;
  email: string;
  address: string;
  phones: StoredPhone[];
  serviceStartDate: string | null;
  dateOfBirth: string | null;
  nationalInsuranceNo: string;
  externalSystemId: string;
  lineManagerIds: number[];
  flexiDutyOfficer: boolean;
  instructor: boolean;
  assessor: boolean;
  verifier: boolean;
  learningRequirements: string;
  cateringRequirements: string;
  contracts: StoredContract[];
  // Derived at every write (employee-fields.ts): what the list filters, sorts, searches and scopes on.
  stationIds: number[];
  staffGroupIds: number[];
  roleIds: number[];
  activeFrom: string;
  activeUntil: string;
  lastNameLower: string;
  firstNameLower: string;
  serviceNumber: string;
  primaryStationId: number | null;
  searchText: string;
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
    isDefault: { type: Boolean, default: false },
  },
  { _id: false },
);

const phoneSchema = new Schema<StoredPhone>(
  { prefix: { type: String, default: '' }, number: { type: String, required: true }, isDefault: { type: Boolean, default: false } },
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
    phones: { type: [phoneSchema], default: [] },
    serviceStartDate: { type: String, default: null },
    dateOfBirth: { type: String, default: null },
    nationalInsuranceNo: { type: String, default: '' },
    externalSystemId: { type: String, default: '' },
    lineManagerIds: { type: [Number], default: [] },
    flexiDutyOfficer: { type: Boolean, default: false },
    instructor: { type: Boolean, default: false },
    assessor: { type: Boolean, default: false },
    verifier: { type: Boolean, default: false },
    learningRequirements: { type: String, default: '' },
    cateringRequirements: { type: String, default: '' },
    contracts: { type: [contractSchema], default: [] },
    stationIds: { type: [Number], default: [], index: true },
    staffGroupIds: { type: [Number], default: [] },
    roleIds: { type: [Number], default: [] },
    activeFrom: { type: String, default: '9999-12-31' },
    activeUntil: { type: String, default: '0000-01-01' },
    lastNameLower: { type: String, default: '', index: true },
    firstNameLower: { type: String, default: '' },
    serviceNumber: { type: String, default: '' },
    primaryStationId: { type: Number, default: null },
    searchText: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
