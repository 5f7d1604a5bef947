import type { Connection } from 'mongoose';
import { lmsRecordSchema, type LmsRecordDoc } from './lms-record';
import { importLogRowSchema, type ImportLogRowDoc } from './import-log-row';
import { importSettingsSchema, type ImportSettingsDoc } from './import-settings';
import { directoryEmployeeSchema, directoryItemSchema, type DirectoryEmployee, type DirectoryItem } from './directory';

export function compileLmsModels(db: Connection) {
  return {
    LmsRecord: db.model<LmsRecordDoc>('LmsRecord', lmsRecordSchema, 'lms_records'),
    ImportLogRow: db.model<ImportLogRowDoc>('ImportLogRow', importLogRowSchema, 'import_log_rows'),
    ImportSettings: db.model<ImportSettingsDoc>('ImportSettings', importSettingsSchema, 'import_settings'),
    DirectoryEmployee: db.model<DirectoryEmployee>('DirectoryEmployee', directoryEmployeeSchema, 'directory_employees'),
    DirectoryItem: db.model<DirectoryItem>('DirectoryItem', directoryItemSchema, 'directory_items'),
  };
}
export type LmsModels = ReturnType<typeof compileLmsModels>;

declare module 'fastify' {
  interface FastifyInstance {
    lms: LmsModels;
  }
}
