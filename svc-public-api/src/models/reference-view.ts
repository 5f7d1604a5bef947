import { Schema } from 'mongoose';
import type { ReferenceKind } from '@firecrest/contracts';

/** The read model behind the code-and-name lists of the API (booking types, competencies, statuses…). */
export interface ReferenceView {
  _id: string;
  kind: ReferenceKind;
  itemId: number;
  code: string;
  codeLower: string;
  name: string;
  nameLower: string;
  deleted: boolean;
  lastModifiedDate: Date;
}

export const referenceViewSchema = new Schema<ReferenceView>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, index: true },
    itemId: { type: Number, required: true },
    code: { type: String, default: '' },
    codeLower: { type: String, default: '' },
    name: { type: String, default: '' },
    nameLower: { type: String, default: '' },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
