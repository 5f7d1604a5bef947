import { Schema, type Connection } from 'mongoose';
import type { AttendanceOption, EvaluationResult } from '@firecrest/contracts';

/** One session (event date) of an event: who attended, how, for how long. */
export interface AttendanceList {
  _id: number;
  trainingEventId: number;
  /** The event date's startTime: one list per date. */
  date: Date;
  /** The session's length when the list was saved, what each row's hours count against. */
  sessionHours: number;
  rows: { attendeeId: number; employeeId: number; attendeeType: 1 | 2 | 3; attendance: AttendanceOption; hours: number; comment: string }[];
  comment: string;
  lastModifiedDate: Date;
}

export const attendanceListSchema = new Schema<AttendanceList>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true },
    date: { type: Date, required: true },
    sessionHours: { type: Number, required: true },
    rows: {
      type: [{ _id: false, attendeeId: Number, employeeId: Number, attendeeType: Number, attendance: String, hours: Number, comment: { type: String, default: '' } }],
      default: [],
    },
    comment: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
attendanceListSchema.index({ trainingEventId: 1, date: 1 }, { unique: true });

/** A delegate's evaluation on an event; `status` is pending until the evaluation job applies it (§4.2). */
export interface Evaluation {
  _id: number;
  trainingEventId: number;
  attendeeId: number;
  employeeId: number;
  outcomes: { competencyId: number; result: EvaluationResult }[];
  comment: string;
  status: 'pending' | 'applied' | 'notApplied';
  byDefault: boolean;
  appliedDate: Date | null;
  lastModifiedDate: Date;
}

export const evaluationSchema = new Schema<Evaluation>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    attendeeId: { type: Number, required: true, unique: true },
    employeeId: { type: Number, required: true },
    outcomes: { type: [{ _id: false, competencyId: Number, result: String }], default: [] },
    comment: { type: String, default: '' },
    status: { type: String, required: true },
    byDefault: { type: Boolean, default: false },
    appliedDate: { type: Date, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);

/** An instructor's (or FDO's) appraisal of a delegate. */
export interface Appraisal {
  _id: number;
  trainingEventId: number;
  attendeeId: number;
  employeeId: number;
  appraiserId: number;
  appraiserEmployeeId: number;
  date: string;
  rating: number;
  strengths: string;
  developmentNeeds: string;
  comments: string;
  lastModifiedDate: Date;
}

export const appraisalSchema = new Schema<Appraisal>(
  {
    _id: { type: Number, required: true },
    trainingEventId: { type: Number, required: true, index: true },
    attendeeId: { type: Number, required: true },
    employeeId: { type: Number, required: true },
    appraiserId: { type: Number, required: true },
    appraiserEmployeeId: { type: Number, required: true },
    date: { type: String, required: true },
    rating: { type: Number, required: true },
    strengths: { type: String, default: '' },
    developmentNeeds: { type: String, default: '' },
    comments: { type: String, default: '' },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
appraisalSchema.index({ attendeeId: 1, appraiserId: 1 }, { unique: true });

/** The models of a training event's attendance (§2.6 sub-pages). */
export function eventAttendanceModels(db: Connection) {
  return {
    AttendanceList: db.model<AttendanceList>('AttendanceList', attendanceListSchema, 'training_event_attendance_lists'),
    Evaluation: db.model<Evaluation>('Evaluation', evaluationSchema, 'training_event_evaluations'),
    Appraisal: db.model<Appraisal>('Appraisal', appraisalSchema, 'training_event_appraisals'),
  };
}
