import { Schema } from 'mongoose';

/** The scheduled source (§3 LMS import settings, type id 2): one document, `_id` 2. The password is sealed. */
export interface ImportSettingsDoc {
  _id: number;
  serverName: string;
  port: number | null;
  useSSL: boolean;
  userName: string;
  sealedPassword: string;
  type: number;
  importType: number;
  fileFolder: string;
  domain: string;
  resultsEmail: string;
  lastRunDate: Date | null;
  lastRunResult: string;
  lastModifiedDate: Date;
  lastModifiedBy: string;
}

export const importSettingsSchema = new Schema<ImportSettingsDoc>(
  {
    _id: { type: Number, required: true },
    serverName: { type: String, required: true },
    port: { type: Number, default: null },
    useSSL: { type: Boolean, default: true },
    userName: { type: String, default: '' },
    sealedPassword: { type: String, default: '' },
    type: { type: Number, required: true },
    importType: { type: Number, default: 2 },
    fileFolder: { type: String, default: '' },
    domain: { type: String, default: '' },
    resultsEmail: { type: String, default: '' },
    lastRunDate: { type: Date, default: null },
    lastRunResult: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
    lastModifiedBy: { type: String, default: '' },
  },
  { versionKey: false },
);
