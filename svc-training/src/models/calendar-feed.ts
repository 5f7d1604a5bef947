import { Schema, type Connection } from 'mongoose';
import { CALENDAR_FEED_ROLES, type CalendarFeedChoice } from '@firecrest/contracts';

/**
 * A secret iCalendar feed (issue 32): the training events of one employee (attending or running them) or of one
 * station, read by calendar programs at a URL holding a token, showing what its maker chose. Only the token's SHA-256 is kept; deleting the feed
 * revokes the URL.
 */
export interface CalendarFeed extends CalendarFeedChoice {
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
    // What the subscriber chose to see; the defaults are what feeds made before the choice showed.
    name: { type: String, default: '' },
    roles: { type: [String], default: () => [...CALENDAR_FEED_ROLES] },
    trainingTypes: { type: [Number], default: () => [1, 2] },
    includeCancelled: { type: Boolean, default: true },
    includeComments: { type: Boolean, default: true },
  },
  { versionKey: false },
);

/**
 * A station feed's answer as last built (the iCalendar text), kept per feed (routes/calendar-feeds/kept-answers.ts):
 * served again while its station's change count (`version`) and the day its window was counted from are the same.
 */
export interface CalendarFeedAnswer {
  _id: string;
  station: number;
  version: number;
  day: string;
  body: string;
  builtDate: Date;
}

/** How many times a station's calendar entries changed (one document per station that ever changed, `_id` its id). */
export interface CalendarStationChange {
  _id: number;
  version: number;
}

export const calendarFeedModels = (db: Connection) => ({
  CalendarFeed: db.model<CalendarFeed>('CalendarFeed', calendarFeedSchema, 'calendar_feeds'),
  CalendarFeedAnswer: db.model<CalendarFeedAnswer>(
    'CalendarFeedAnswer',
    new Schema<CalendarFeedAnswer>(
      { _id: { type: String, required: true }, station: { type: Number, required: true }, version: { type: Number, required: true }, day: { type: String, required: true }, body: { type: String, required: true }, builtDate: { type: Date, required: true } },
      { versionKey: false },
    ),
    'calendar_feed_answers',
  ),
  CalendarStationChange: db.model<CalendarStationChange>('CalendarStationChange', new Schema<CalendarStationChange>({ _id: { type: Number, required: true }, version: { type: Number, required: true } }, { versionKey: false }), 'calendar_station_changes'),
});
