import { Schema } from 'mongoose';
import type { ActionPlanSource, ActionPlanStatus, ActionPlanType, EvaluationResult } from '@firecrest/contracts';
import { statusChangeSchema, type StatusChange } from './status-change';

/** An employee's action plan (§3.2), raised from an evaluation, a competency record or by hand. */
export interface ActionPlan {
  _id: number;
  employeeId: number;
  type: ActionPlanType;
  description: string;
  resolveByDate: string;
  resolvedDate: string | null;
  assessorEmployeeId: number | null;
  lineManagerEmployeeId: number | null;
  status: ActionPlanStatus;
  comment: string;
  competencyIds: number[];
  subjectAreaIds: number[];
  source: ActionPlanSource;
  sourceId: number | null;
  history: StatusChange<ActionPlanStatus>[];
  evaluation: { outcomes: { competencyId: number; result: EvaluationResult }[]; comment: string; evaluatedBy: string; evaluatedDate: Date } | null;
  createdBy: string;
  /** The resolve-by date a reminder was last sent for (so a moved date is reminded again, an unchanged one once). */
  remindedFor: string | null;
  lastModifiedDate: Date;
}

export const actionPlanSchema = new Schema<ActionPlan>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    type: { type: String, required: true },
    description: { type: String, required: true },
    resolveByDate: { type: String, required: true },
    resolvedDate: { type: String, default: null },
    assessorEmployeeId: { type: Number, default: null },
    lineManagerEmployeeId: { type: Number, default: null },
    status: { type: String, required: true },
    comment: { type: String, default: '' },
    competencyIds: { type: [Number], default: [] },
    subjectAreaIds: { type: [Number], default: [] },
    source: { type: String, required: true },
    sourceId: { type: Number, default: null },
    history: { type: [statusChangeSchema], default: [] },
    evaluation: {
      type: new Schema({ outcomes: [{ _id: false, competencyId: Number, result: String }], comment: String, evaluatedBy: String, evaluatedDate: Date }, { _id: false }),
      default: null,
    },
    createdBy: { type: String, default: '' },
    remindedFor: { type: String, default: null },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
