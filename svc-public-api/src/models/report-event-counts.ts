import { Schema } from 'mongoose';

/**
 * The training events of one course that start in one year, as the activity and events status reports count them
 * (reports/event-counts.ts): a line of text per event, `id, first day (MM-DD), location ids joined by _, status,
 * training days, attendees`, tab-separated, so a report reads a document per course and year instead of one per
 * event (the local FerretDB's cost is per document, and packed text is the cheapest to decode). Events without dates
 * are year `none`, day `00-00`. Kept by the projection from each event's ledger entry (below): a line is added to a set and
 * pulled from it, so redeliveries and replays add nothing twice.
 */
export interface EventCount {
  /** JSON of `[year, code, name]`. */
  _id: string;
  year: string;
  code: string;
  name: string;
  courseNameLower: string;
  events: string[];
}

export const eventCountSchema = new Schema<EventCount>(
  {
    _id: { type: String, required: true },
    year: { type: String, required: true, index: true },
    code: { type: String, default: '' },
    name: { type: String, default: '' },
    courseNameLower: { type: String, default: '' },
    events: { type: [String], default: [] },
  },
  { versionKey: false },
);

/** Where one training event is counted now (its count document and line), for the next refresh to take back. */
export interface EventCountLedger {
  /** The training event's id. */
  _id: number;
  doc: string;
  line: string;
}

export const eventCountLedgerSchema = new Schema<EventCountLedger>(
  { _id: { type: Number, required: true }, doc: { type: String, required: true }, line: { type: String, required: true } },
  { versionKey: false },
);
