import { Schema, type Connection } from 'mongoose';

/**
 * A secret iCalendar feed (issue 32): the training events of one employee (attending or running them) or of one
 * station, read by calendar programs at a URL holding a token. Only the token's SHA-256 is kept; deleting the feed
 * revokes the URL.
 */
export interface CalendarFeed {
  _id: string;
  tokenHash: string;
  kind: 'employee' | 'station';
  subjectId: number;
  owner: string;
  createdDate: Date;
}

export const calendarFeedSchema = new Schema<CalendarFeed>(
  {
    _id: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
    kind: { type: String, required: true },
    subjectId: { type: Number, required: true },
    owner: { type: String, required: true, index: true },
    createdDate: { type: Date, required: true },
  },
  { versionKey: false },
);

export const calendarFeedModels = (db: Connection) => ({ CalendarFeed: db.model<CalendarFeed>('CalendarFeed', calendarFeedSchema, 'calendar_feeds') });
