import { Schema, type Connection, type Model } from 'mongoose';

export const ARCHIVABLE_KINDS = ['competency', 'subjectArea', 'competencyProgram'] as const;
export type ArchivableKind = (typeof ARCHIVABLE_KINDS)[number];

/**
 * When a framework item (competency, subject area, competency program) is to be archived: once `archiveAfter` has
 * passed, the archive tasks archive what employees hold of it and stamp `archivedDate`.
 */
export interface ArchiveAfter {
  /** "<kind>:<itemId>", as the reference item's own `_id`. */
  _id: string;
  kind: ArchivableKind;
  itemId: number;
  archiveAfter: string;
  archivedDate: Date | null;
}

const archiveAfterSchema = new Schema<ArchiveAfter>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    itemId: { type: Number, required: true },
    archiveAfter: { type: String, required: true },
    archivedDate: { type: Date, default: null },
  },
  { versionKey: false },
);

export const archiveAfterModel = (db: Connection): Model<ArchiveAfter> => db.models.ArchiveAfter ?? db.model<ArchiveAfter>('ArchiveAfter', archiveAfterSchema, 'archive_after');
