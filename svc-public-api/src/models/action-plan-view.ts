import { Schema } from 'mongoose';
import type { ActionPlanEvent } from '@firecrest/contracts';

/** An employee's action plan as svc-training publishes it, for the action plan report (issue 30). */
export interface ActionPlanView {
  _id: number;
  employeeId: number;
  type: ActionPlanEvent['type'];
  description: string;
  resolveByDate: string;
  resolvedDate: string | null;
  assessorEmployeeId: number | null;
  status: ActionPlanEvent['status'];
  competencyIds: number[];
  source: ActionPlanEvent['source'];
  createdBy: string;
  /** The employee's stations (copies.ts), for the reports' station filter and scope. */
  employeeStationIds: number[];
  deleted: boolean;
  lastModifiedDate: Date;
}

export const actionPlanViewSchema = new Schema<ActionPlanView>(
  {
    _id: { type: Number, required: true },
    employeeId: { type: Number, required: true, index: true },
    type: { type: String, required: true },
    description: { type: String, default: '' },
    resolveByDate: { type: String, default: '', index: true },
    resolvedDate: { type: String, default: null },
    assessorEmployeeId: { type: Number, default: null },
    status: { type: String, required: true, index: true },
    competencyIds: { type: [Number], default: [] },
    source: { type: String, required: true },
    createdBy: { type: String, default: '' },
    employeeStationIds: { type: [Number], default: [], index: true },
    deleted: { type: Boolean, default: false },
    lastModifiedDate: { type: Date, required: true },
  },
  { versionKey: false },
);
