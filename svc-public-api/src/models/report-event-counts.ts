import { Schema } from 'mongoose';

/** What the events of one course, day, location set and status add up to: events, their training days, their attendees. */
export interface EventTally {
  e: number;
  d: number;
  a: number;
}

/**
 * The training events of one course that start in one month, counted for the activity and events status reports
 * (reports/event-counts.ts): `days.d<DD>.l<location ids joined by _>.s<status>` holds an EventTally, so a report
 * reads a document per course and month whatever the number of events. Events without dates are month `none`, day
 * `d00`. Kept by the projection from each event's ledger entry (below), so redeliveries and replays add nothing twice.
 */
export interface EventCount {
  /** JSON of `[month, code, name]`. */
  _id: string;
  month: string;
  code: string;
  name: string;
  courseNameLower: string;
  days: Record<string, Record<string, Record<string, EventTally>>>;
}

export const eventCountSchema = new Schema<EventCount>(
  {
    _id: { type: String, required: true },
    month: { type: String, required: true, index: true },
    code: { type: String, default: '' },
    name: { type: String, default: '' },
    courseNameLower: { type: String, default: '' },
    days: { type: Schema.Types.Mixed },
  },
  { versionKey: false, minimize: false },
);

/** Where one training event is counted now (its count document and tally path, and what it adds), for the next refresh to take back. */
export interface EventCountLedger {
  /** The training event's id. */
  _id: number;
  doc: string;
  path: string;
  d: number;
  a: number;
}

export const eventCountLedgerSchema = new Schema<EventCountLedger>(
  {
    _id: { type: Number, required: true },
    doc: { type: String, required: true },
    path: { type: String, required: true },
    d: { type: Number, required: true },
    a: { type: Number, required: true },
  },
  { versionKey: false },
);
