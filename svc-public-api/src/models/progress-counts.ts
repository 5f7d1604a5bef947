import { Schema } from 'mongoose';

/**
 * The progress report's counts (reports/progress-counts.ts): held competency records per station of the person's
 * primary contract, by the period they are held in and the month they expire. `kind` says what a document counts:
 * `month` records per station in the month (`stations.s<id>`), `days` the same month's records per station and day
 * (`days.s<id>.d<DD>`, read only for the two months a band ends in), `people` the people holding a record in the
 * period (`stations.s<id>`). Station 0 is "no station". `from`/`until` bound the days the rows are held: a start
 * already past when counted is `0000-01-01`, an open end `9999-12-31`, so almost everything shares one period.
 */
export interface ProgressCount {
  _id: string;
  kind: 'month' | 'days' | 'people';
  from: string;
  until: string;
  /** YYYY-MM of the expiry, `none` for records without one; absent for people. */
  month?: string;
  stations?: Record<string, number>;
  days?: Record<string, Record<string, number>>;
}

export const progressCountSchema = new Schema<ProgressCount>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    from: { type: String, required: true },
    until: { type: String, required: true },
    month: { type: String },
    stations: { type: Schema.Types.Mixed },
    days: { type: Schema.Types.Mixed },
  },
  { versionKey: false, minimize: false },
);
progressCountSchema.index({ kind: 1, month: 1 });

/**
 * What one person adds to the counts now (count document, field, n; objects, as FerretDB stores no nested arrays):
 * the ledger each refresh diffs against.
 */
export interface ProgressLedger {
  _id: number;
  counted: { doc: string; field: string; n: number }[];
}

export const progressLedgerSchema = new Schema<ProgressLedger>({ _id: { type: Number, required: true }, counted: { type: Schema.Types.Mixed, default: [] } }, { versionKey: false });
