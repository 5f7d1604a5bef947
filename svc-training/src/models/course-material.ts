import { Schema } from 'mongoose';

/** A course material as a template holds it and as an event copies it from its template. */
export const courseMaterialSchema = new Schema(
  {
    description: { type: String, required: true },
    link: { type: String, default: null },
    fileId: { type: String, default: null },
    fileName: { type: String, default: null },
    contentType: { type: String, required: true },
    audience: { type: String, required: true },
  },
  { _id: false },
);
