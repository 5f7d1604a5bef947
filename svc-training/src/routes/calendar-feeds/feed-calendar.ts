import ical, { ICalEventStatus } from 'ical-generator';
import type { TrainingEvent } from '../../models/training-event';

/** What a feed shows of an event. */
export type FeedEvent = Pick<TrainingEvent, '_id' | 'course' | 'dates' | 'status' | 'comment' | 'lastModifiedDate'>;

const STATUS: Record<TrainingEvent['status'], ICalEventStatus> = { 1: ICalEventStatus.CONFIRMED, 2: ICalEventStatus.CONFIRMED, 3: ICalEventStatus.CANCELLED };

/**
 * The events as an RFC 5545 calendar: one VEVENT per date of an event (a three-day course is three), with a UID that
 * stays the same across reads (event and date) so calendar programs update rather than duplicate, and the event's
 * lastModifiedDate as its sequence and stamp; the event's comment as its description when the feed shows comments.
 */
export function feedCalendar(name: string, events: FeedEvent[], { includeComments }: { includeComments: boolean }): string {
  const calendar = ical({ name, prodId: { company: 'Firecrest', product: 'Training calendar', language: 'EN' }, ttl: 60 * 60 });
  for (const e of events) {
    e.dates.forEach((d, i) => {
      calendar.createEvent({
        id: `training-event-${e._id}-${i}@firecrest`,
        start: d.startTime,
        end: d.endTime,
        stamp: e.lastModifiedDate,
        lastModified: e.lastModifiedDate,
        sequence: Math.floor(e.lastModifiedDate.getTime() / 1000) % 2_000_000_000,
        summary: `${e.course.code ? `${e.course.code} ` : ''}${e.course.name}${e.dates.length > 1 ? ` (day ${i + 1} of ${e.dates.length})` : ''}`,
        description: (includeComments && e.comment) || undefined,
        status: STATUS[e.status],
      });
    });
  }
  return calendar.toString();
}
