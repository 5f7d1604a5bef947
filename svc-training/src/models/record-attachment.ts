import { Schema } from 'mongoose';

/** A file attached to a training record (an activity report, an action plan), kept with its owner's kind and id. */
export interface RecordAttachment {
  _id: number;
  owner: 'activityReport' | 'actionPlan';
  ownerId: number;
  fileName: string;
  contentType: string;
  size: number;
  description: string;
  content: Buffer;
  createdBy: string;
  createdDate: Date;
}

export const recordAttachmentSchema = new Schema<RecordAttachment>(
  {
    _id: { type: Number, required: true },
    owner: { type: String, required: true },
    ownerId: { type: Number, required: true },
    fileName: { type: String, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    description: { type: String, default: '' },
    content: { type: Buffer, required: true },
    createdBy: { type: String, default: '' },
    createdDate: { type: Date, required: true },
  },
  { versionKey: false },
);
recordAttachmentSchema.index({ owner: 1, ownerId: 1 });
