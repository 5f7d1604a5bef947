import { Schema } from 'mongoose';
import type { ActivityReportStatus, EvaluationResult } from '@firecrest/contracts';
import { statusChangeSchema, type StatusChange } from './status-change';

/** An incident's activity report (§3.2): what each crew member did and the competencies they exercised. */
export interface ActivityReport {
  _id: number;
  incidentId: number;
  /** Copied from the incident when written: managers of these stations see the report. */
  stationIds: number[];
  activities: { employeeId: number; activity: string; competencyIds: number[]; comment: string }[];
  comment: string;
  status: ActivityReportStatus;
  history: StatusChange<ActivityReportStatus>[];
  evaluation: {
    outcomes: { employeeId: number; competencyId: number; result: EvaluationResult }[];
    comment: string;
    evaluatedBy: string;
    evaluatedDate: Date;
    actionPlanIds: number[];
  } | null;
  lastModifiedDate: Date;
}

export const activityReportSchema = new Schema<ActivityReport>(
  {
    _id: { type: Number, required: true },
    incidentId: { type: Number, required: true, unique: true },
    stationIds: { type: [Number], default: [] },
    activities: { type: [{ _id: false, employeeId: Number, activity: String, competencyIds: [Number], comment: { type: String, default: '' } }], default: [] },
    comment: { type: String, default: '' },
    status: { type: String, required: true },
    history: { type: [statusChangeSchema], default: [] },
    evaluation: {
      type: new Schema(
        { outcomes: [{ _id: false, employeeId: Number, competencyId: Number, result: String }], comment: String, evaluatedBy: String, evaluatedDate: Date, actionPlanIds: [Number] },
        { _id: false },
      ),
      default: null,
    },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
