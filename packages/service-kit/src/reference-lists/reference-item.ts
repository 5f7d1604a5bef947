import { Schema } from 'mongoose';
import type { ReferenceKind } from '@firecrest/contracts';

/** One item of a reference list; `_id` is "<kind>:<itemId>", itemId being the number integrators see. */
export interface ReferenceItem {
  _id: string;
  kind: ReferenceKind;
  itemId: number;
  code: string;
  name: string;
  /** Only on kinds with types or colours (REFERENCE_ITEM_TYPES, COLOURED_KINDS). */
  type?: string;
  colour?: string;
  lastModifiedDate: Date;
}

export const referenceItemSchema = new Schema<ReferenceItem>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, index: true },
    itemId: { type: Number, required: true },
    code: { type: String, default: '' },
    name: { type: String, required: true },
    type: { type: String },
    colour: { type: String },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
