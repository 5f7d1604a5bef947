import type { FromSchema } from 'json-schema-to-ts';

/** `POST /training/calendar-feeds`: a secret iCalendar feed of one employee's training events or of one station's. */
export const calendarFeedBodySchema = {
  $id: 'CalendarFeedBody',
  type: 'object',
  required: ['kind', 'subjectId'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['employee', 'station'] },
    /** The employee's id, or the station's location id. */
    subjectId: { type: 'integer', minimum: 1 },
  },
} as const;
export type CalendarFeedBody = FromSchema<typeof calendarFeedBodySchema>;

/** A feed as listed (the URL with its token is answered once, when the feed is made). */
export interface CalendarFeedRow {
  id: string;
  kind: 'employee' | 'station';
  subjectId: number;
  createdDate: string;
  /** Only in the answer that made the feed: the secret address to give a calendar program. */
  path?: string;
}

/** How far back and ahead a feed reaches from today, in days. */
export const CALENDAR_FEED_WINDOW = { pastDays: 90, futureDays: 730 } as const;
