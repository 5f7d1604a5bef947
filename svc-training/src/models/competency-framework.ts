import { Schema } from 'mongoose';
import type { FrameworkKind } from '@firecrest/contracts';

/** One item of a competency framework list; `_id` is "<kind>:<itemId>" (the same key as its reference item, if any). */
export interface FrameworkEntry {
  _id: string;
  kind: FrameworkKind;
  itemId: number;
  /** The kind's body as last saved (code, name and the rest). */
  fields: Record<string, unknown>;
  lastModifiedDate: Date;
}

export const frameworkEntrySchema = new Schema<FrameworkEntry>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, index: true },
    itemId: { type: Number, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

/** A saved version of a framework item, for the history screens (§2.4 `/history`). */
export interface FrameworkVersion {
  kind: FrameworkKind;
  itemId: number;
  action: 'created' | 'updated' | 'deleted';
  fields: Record<string, unknown>;
  by: string;
  at: Date;
}

export const frameworkVersionSchema = new Schema<FrameworkVersion>(
  {
    kind: { type: String, required: true },
    itemId: { type: Number, required: true, index: true },
    action: { type: String, required: true },
    fields: { type: Schema.Types.Mixed, required: true },
    by: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
