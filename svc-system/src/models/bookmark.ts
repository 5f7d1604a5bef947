import { Schema } from 'mongoose';

/** A link to another application (admin-area §3), with its icon kept alongside. */
export interface StoredBookmark {
  _id: number;
  name: string;
  label: string;
  url: string;
  description: string;
  icon: { data: Buffer; type: string; name: string } | null;
  lastModifiedDate: Date;
}

export const bookmarkSchema = new Schema<StoredBookmark>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    label: { type: String, required: true },
    url: { type: String, required: true },
    description: { type: String, default: '' },
    icon: { type: new Schema({ data: Buffer, type: { type: String }, name: String }, { _id: false }), default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
