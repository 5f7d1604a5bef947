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

/** How many times a station's calendar entries changed (one document per station that ever changed, `_id` its id). */
export interface CalendarStationChange {
  _id: number;
  version: number;
}

export const calendarFeedModels = (db: Connection) => ({
  CalendarFeed: db.model<CalendarFeed>('CalendarFeed', calendarFeedSchema, 'calendar_feeds'),
  CalendarStationChange: db.model<CalendarStationChange>('CalendarStationChange', new Schema<CalendarStationChange>({ _id: { type: Number, required: true }, version: { type: Number, required: true } }, { versionKey: false }), 'calendar_station_changes'),
});
