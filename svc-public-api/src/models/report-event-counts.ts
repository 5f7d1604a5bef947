import { Schema } from 'mongoose';

/**
 * Training events as the activity and events status reports count them (reports/event-counts.ts): per year, tallies
 * of events, training days and attendees by course, first day and status, packed as text, a line per tally
 * (`code, name, MM-DD, status, events, days, attendees`, tab-separated). `all` documents count every event; `at`
 * documents count the events held at exactly one set of locations (`locationIds`), so a station filter reads the
 * documents of the sets it meets and counts each event once. A document holds at most courses x days x statuses lines
 * whatever the number of events (the local FerretDB's cost is per document and field, packed text the cheapest to
 * decode). Events without dates are year `none`, day `00-00`. Kept from each event's ledger entry (below): a change
 * takes back what the entry says the event added and adds what it adds now.
 */
export interface EventCount {
  /** `all|<year>` or `at|<location ids joined by _>|<year>`. */
  _id: string;
  kind: 'all' | 'at';
  year: string;
  /** The location set of an `at` document; empty for `all`. */
  locationIds: number[];
  tallies: string;
}

export const eventCountSchema = new Schema<EventCount>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    year: { type: String, required: true },
    locationIds: { type: [Number], default: [], index: true },
    tallies: { type: String, default: '' },
  },
  { versionKey: false },
);
// (the reports find their documents by kind and years: the store picks them from the index, not by decoding each)
eventCountSchema.index({ kind: 1, year: 1 });

/** What one training event is counted as now, for the next refresh to take back. */
export interface EventCountLedger {
  /** The training event's id. */
  _id: number;
  year: string;
  /** Its location ids, in order, joined by `_`. */
  locations: string;
  /** The tally it is counted in: `code, name, MM-DD, status`, tab-separated. */
  tally: string;
  days: number;
  attendees: number;
}

export const eventCountLedgerSchema = new Schema<EventCountLedger>(
  {
    _id: { type: Number, required: true },
    year: { type: String, required: true },
    locations: { type: String, default: '' },
    tally: { type: String, required: true },
    days: { type: Number, default: 0 },
    attendees: { type: Number, default: 0 },
  },
  { versionKey: false },
);
