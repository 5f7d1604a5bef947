import { Schema, type Connection, type Model } from 'mongoose';
import type { FrameworkJobChange, FrameworkJobItemKind, FrameworkJobType, JobState } from '@firecrest/contracts';

/**
 * A bulk framework job: what it works through (`units`: employees to assign to, or items to archive), how far it
 * has got (`done` of them), and what it changed. `heartbeat` is stamped each run, so a job whose instance stopped
 * is taken up again by the next run of its scheduled task.
 */
export interface StoredFrameworkJob {
  _id: number;
  jobType: FrameworkJobType;
  state: JobState;
  items: { kind: FrameworkJobItemKind; id: number; code: string }[];
  employeeIds: number[];
  total: number;
  done: number;
  skipped: number;
  message: string;
  changes: FrameworkJobChange[];
  createdBy: string;
  createdDate: Date;
  startedDate: Date | null;
  finishedDate: Date | null;
  heartbeat: Date | null;
  cancelledBy: string | null;
}

const frameworkJobSchema = new Schema<StoredFrameworkJob>(
  {
    _id: { type: Number, required: true },
    jobType: { type: Number, required: true, index: true },
    state: { type: String, required: true },
    items: { type: [new Schema({ kind: String, id: Number, code: String }, { _id: false })], default: [] },
    employeeIds: { type: [Number], default: [] },
    total: { type: Number, required: true },
    done: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    message: { type: String, default: '' },
    changes: { type: [new Schema({ kind: String, itemId: Number, itemCode: String, employeeId: Number, count: Number }, { _id: false })], default: [] },
    createdBy: { type: String, required: true },
    createdDate: { type: Date, required: true },
    startedDate: { type: Date, default: null },
    finishedDate: { type: Date, default: null },
    heartbeat: { type: Date, default: null },
    cancelledBy: { type: String, default: null },
  },
  { versionKey: false },
);

export const frameworkJobModel = (db: Connection): Model<StoredFrameworkJob> =>
  (db.models.FrameworkJob as Model<StoredFrameworkJob> | undefined) ?? db.model<StoredFrameworkJob>('FrameworkJob', frameworkJobSchema, 'framework_jobs');
