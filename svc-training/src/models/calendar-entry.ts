import { Schema, type Connection } from 'mongoose';

/**
 * A training event as the calendar and the iCalendar feeds read it (issue 32): one small document per event, keyed by
 * the event's id, with the fields the planner's filters match under the same names (so its filter and the managed
 * scope apply unchanged) and what an entry shows packed into one JSON string (`shown`). Kept by every event write
 * (events/calendar-entries.ts). The local store decodes every document it returns field by field, so a month
 * of 500 events read here costs a fraction of 500 full events.
 */
export interface CalendarEntry {
  _id: number;
  trainingType: 1 | 2;
  status: 1 | 2 | 3;
  courseName: string;
  trainingLocationIds: number[];
  firstDate: Date;
  lastDate: Date;
  /** JSON of CalendarEntryShown. */
  shown: string;
}

/** What an entry shows: the course code, the dates (start and end, ms), the comment and the last change (ms). */
export type CalendarEntryShown = [code: string, dates: [number, number][], comment: string, lastModified: number];

export const calendarEntrySchema = new Schema<CalendarEntry>(
  {
    _id: { type: Number, required: true },
    trainingType: { type: Number, required: true },
    status: { type: Number, required: true },
    courseName: { type: String, required: true },
    trainingLocationIds: { type: [Number], default: [] },
    firstDate: { type: Date, required: true, index: true },
    lastDate: { type: Date, required: true },
    shown: { type: String, required: true },
  },
  { versionKey: false },
);
// As the events' (training-event.ts): the course search. A station's feed: every field its query names, so the local
// store picks the window's entries from index entries alone instead of reading every entry of the station.
calendarEntrySchema.index({ courseName: 1, trainingType: 1, status: 1, firstDate: 1 });
calendarEntrySchema.index({ trainingLocationIds: 1, firstDate: 1, lastDate: 1, trainingType: 1, status: 1 });

/** Whether the entries have been filled from the events stored before they were kept (one document, `_id: 'filled'`). */
export interface CalendarEntryMark {
  _id: string;
  at: Date;
}

export const calendarEntryModels = (db: Connection) => ({
  CalendarEntry: db.model<CalendarEntry>('CalendarEntry', calendarEntrySchema, 'training_calendar_entries'),
  CalendarEntryMark: db.model<CalendarEntryMark>('CalendarEntryMark', new Schema<CalendarEntryMark>({ _id: { type: String, required: true }, at: { type: Date, required: true } }, { versionKey: false }), 'training_calendar_marks'),
});
