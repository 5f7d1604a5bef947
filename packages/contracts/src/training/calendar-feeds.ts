import type { FromSchema } from 'json-schema-to-ts';

/** The places on an event an employee's feed may cover (§4.1 attendee types). */
export const CALENDAR_FEED_ROLES = ['delegate', 'instructor', 'fdo'] as const;
export const CALENDAR_FEED_ROLE_LABELS: Record<(typeof CALENDAR_FEED_ROLES)[number], string> = { delegate: 'Attending (delegate)', instructor: 'Running (instructor)', fdo: 'FDO' };
/** §4.1 attendee type of each role. */
export const CALENDAR_FEED_ROLE_TYPES: Record<(typeof CALENDAR_FEED_ROLES)[number], 1 | 2 | 3> = { instructor: 1, delegate: 2, fdo: 3 };
/** §4.1 training types a feed may cover. */
export const CALENDAR_FEED_TRAINING_TYPE_LABELS: Record<1 | 2, string> = { 1: 'On-station training', 2: 'Training centre courses' };

/**
 * `POST /training/calendar-feeds`: a secret iCalendar feed of one employee's training events or of one station's,
 * with what the subscriber chose to see in it (issue 32): its name in their calendar program, which of the employee's
 * places (attending, running, FDO), which types of training, whether cancelled events stay (marked cancelled) and
 * whether the event's comment is shown.
 */
export const calendarFeedBodySchema = {
  $id: 'CalendarFeedBody',
  type: 'object',
  required: ['kind', 'subjectId'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['employee', 'station'] },
    /** The employee's id, or the station's location id. */
    subjectId: { type: 'integer', minimum: 1 },
    /** The calendar's name in the calendar program (empty: "My training" or "Training at <station>"). */
    name: { type: 'string', maxLength: 100, default: '' },
    /** An employee's feed: the places it covers (a station's feed covers every event held there). */
    roles: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', enum: CALENDAR_FEED_ROLES }, default: [...CALENDAR_FEED_ROLES] },
    trainingTypes: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', enum: [1, 2] }, default: [1, 2] },
    includeCancelled: { type: 'boolean', default: true },
    includeComments: { type: 'boolean', default: true },
  },
} as const;
export type CalendarFeedBody = FromSchema<typeof calendarFeedBodySchema>;

/** What a feed shows (as chosen when it was made). */
export interface CalendarFeedChoice {
  name: string;
  roles: (typeof CALENDAR_FEED_ROLES)[number][];
  trainingTypes: (1 | 2)[];
  includeCancelled: boolean;
  includeComments: boolean;
}

/** A feed as listed (the URL with its token is answered once, when the feed is made). */
export interface CalendarFeedRow extends CalendarFeedChoice {
  id: string;
  kind: 'employee' | 'station';
  subjectId: number;
  createdDate: string;
  /** Only in the answer that made the feed: the secret address to give a calendar program. */
  path?: string;
}

/** How far back and ahead a feed reaches from today, in days. */
export const CALENDAR_FEED_WINDOW = { pastDays: 90, futureDays: 730 } as const;
