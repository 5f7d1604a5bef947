import { Schema } from 'mongoose';

/** The last run of a task as the screen shows it; the schedule and the lock live in agenda's `jobs` collection. */
export interface TaskState {
  _id: string;
  executed: boolean;
  information: string;
  lastRunTime: Date | null;
  lastResult: { succeeded: boolean; message: string; startedAt: Date; finishedAt: Date } | null;
}

export const taskStateSchema = new Schema<TaskState>(
  {
    _id: { type: String, required: true },
    executed: { type: Boolean, default: true },
    information: { type: String, default: '' },
    lastRunTime: { type: Date, default: null },
    lastResult: {
      type: new Schema({ succeeded: Boolean, message: String, startedAt: Date, finishedAt: Date }, { _id: false }),
      default: null,
    },
  },
  { versionKey: false },
);
