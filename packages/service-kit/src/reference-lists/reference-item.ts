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

/** A saved version of a reference item (the lists whose §2.3 screens have a `/history`): what it became, who, when. */
export interface ReferenceVersion {
  kind: ReferenceKind;
  itemId: number;
  action: 'created' | 'updated' | 'deleted';
  fields: { code: string; name: string };
  by: string;
  at: Date;
}

export const referenceVersionSchema = new Schema<ReferenceVersion>(
  {
    kind: { type: String, required: true, index: true },
    itemId: { type: Number, required: true },
    action: { type: String, required: true },
    fields: { code: String, name: String },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
