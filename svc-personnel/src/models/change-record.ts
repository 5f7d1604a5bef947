import { Schema } from 'mongoose';
import type { FieldChange } from '@firecrest/contracts';

/** One change of an organisation list item, a location or an employee: who, when, what it became. */
export interface ChangeRecord {
  entity: string;
  entityId: number;
  action: 'created' | 'updated' | 'deleted';
  userId: string;
  username: string;
  at: Date;
  /** The answer the write gave (the item as it became); null for deletions. */
  snapshot: unknown;
  /** What the write changed, field by field, against the entity's previous snapshot. */
  changes: FieldChange[];
  /** The employee whose record this is (an employee, or a note, CPD entry or attachment of one); null otherwise. */
  employeeId: number | null;
}

export const changeRecordSchema = new Schema<ChangeRecord>(
  {
    entity: { type: String, required: true, index: true },
    entityId: { type: Number, required: true },
    action: { type: String, required: true },
    userId: { type: String, default: '' },
    username: { type: String, default: '' },
    at: { type: Date, required: true },
    snapshot: { type: Schema.Types.Mixed, default: null },
    changes: { type: Schema.Types.Mixed, default: [] },
    employeeId: { type: Number, default: null },
  },
  { versionKey: false, minimize: false },
);

// An entity's changes newest first (a history page, and the previous snapshot a new change is compared with).
changeRecordSchema.index({ entity: 1, entityId: 1, at: -1 });
