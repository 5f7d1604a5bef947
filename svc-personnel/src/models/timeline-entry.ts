import { Schema } from 'mongoose';
import type { FieldChange } from '@firecrest/contracts';

/** One thing that happened to a person, kept from its owner's event (timeline.ts): what, when, and what it changed. */
export interface TimelineEntry {
  /** `<source>:<id>:<time>:<action>` (and `:<employee>` for a shared record): the same event read twice (a replay) is one entry. */
  _id: string;
  employeeId: number;
  at: Date;
  /** The kind of record the event is about: employee, competency, subject area, training event place... */
  source: string;
  sourceId: number;
  action: 'created' | 'updated' | 'deleted';
  /** The event's entity as it became (readers name its ids); null for deletions. */
  payload: Record<string, unknown> | null;
  changes: FieldChange[];
  /** Who made the change, when the event names them (a user's hand); empty for a service's write or an unnamed one. */
  by: string;
}

export const timelineEntrySchema = new Schema<TimelineEntry>(
  {
    _id: { type: String, required: true },
    employeeId: { type: Number, required: true },
    at: { type: Date, required: true },
    source: { type: String, required: true },
    sourceId: { type: Number, required: true },
    action: { type: String, required: true },
    payload: { type: Schema.Types.Mixed, default: null },
    changes: { type: Schema.Types.Mixed, default: [] },
    by: { type: String, default: '' },
  },
  { versionKey: false, minimize: false },
);
// A person's timeline newest first, paged; one record's changes (its history page and the previous state of a change).
timelineEntrySchema.index({ employeeId: 1, at: -1 });
timelineEntrySchema.index({ source: 1, sourceId: 1, at: -1 });
