import { Schema } from 'mongoose';

/** Connection settings of one external system; password and API key sealed (AES-256-GCM), never stored in clear. */
export interface StoredIntegrationSettings {
  _id: number;
  system: string;
  authType: number;
  userName: string | null;
  passwordSealed: string | null;
  endpointUrl: string;
  apiKeySealed: string | null;
  apiKeyLast4: string | null;
  enabled: boolean;
  lastModifiedDate: Date;
}

export const integrationSettingsSchema = new Schema<StoredIntegrationSettings>(
  {
    _id: { type: Number, required: true },
    system: { type: String, required: true, unique: true },
    authType: { type: Number, required: true },
    userName: { type: String, default: null },
    passwordSealed: { type: String, default: null },
    endpointUrl: { type: String, required: true },
    apiKeySealed: { type: String, default: null },
    apiKeyLast4: { type: String, default: null },
    enabled: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** An external system's skill and the subject areas (with their competencies) an employee needs for it. */
export interface StoredSkillMappingType {
  _id: number;
  system: string;
  skillCode: string;
  name: string;
  subjectAreas: { subjectAreaId: number; competencyIds: number[] }[];
  createdDate: Date;
}

export const skillMappingTypeSchema = new Schema<StoredSkillMappingType>(
  {
    _id: { type: Number, required: true },
    system: { type: String, required: true, index: true },
    skillCode: { type: String, required: true },
    name: { type: String, required: true },
    subjectAreas: { type: [new Schema({ subjectAreaId: Number, competencyIds: [Number] }, { _id: false })], default: [] },
    createdDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** An external system's skill a training booking of these booking types is sent as (admin `booking-type-roster`, `booking-type-availability`). */
export interface StoredBookingTypeMapping {
  _id: number;
  system: string;
  skillCode: string;
  name: string;
  bookingTypeIds: number[];
  createdDate: Date;
}

export const bookingTypeMappingSchema = new Schema<StoredBookingTypeMapping>(
  {
    _id: { type: Number, required: true },
    system: { type: String, required: true, index: true },
    skillCode: { type: String, required: true },
    name: { type: String, required: true },
    bookingTypeIds: { type: [Number], default: [] },
    createdDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** When an employee's skill state was last pushed to the external system. `_id`: `<system>:<skill type>:<employee>`. */
export interface StoredSkillNotification {
  _id: string;
  notificationSent: boolean;
  dateNotificationSent: Date | null;
}

export const skillNotificationSchema = new Schema<StoredSkillNotification>(
  { _id: { type: String, required: true }, notificationSent: { type: Boolean, default: false }, dateNotificationSent: { type: Date, default: null } },
  { versionKey: false },
);

/** When a diagram's schemas were first seen as they are now: a new hash is a change, dated when first seen. */
export interface StoredSchemaVersion {
  _id: string;
  hash: string;
  dateUpdated: Date;
}

export const schemaVersionSchema = new Schema<StoredSchemaVersion>(
  { _id: { type: String, required: true }, hash: { type: String, required: true }, dateUpdated: { type: Date, required: true } },
  { versionKey: false },
);
