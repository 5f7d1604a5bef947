import { describe, expect, it } from 'vitest';
import { eventContribution, eventCountKeys } from '../src/reports/event-counts';

describe('where a training event is counted for the activity and events status reports', () => {
  const event = { _id: 1, course: { code: 'BA', name: 'BA refresher' }, firstDate: new Date('2026-03-09T19:00:00.000Z'), trainingLocationIds: [62, 7], status: 2, dates: [{ startTime: new Date(), endTime: new Date() }], attendeeIds: [5, 6, 7], deleted: false };

  it('counts it in its course and first month, on its first day, location set (ids in order) and status', () => {
    const counted = eventContribution(event)!;
    expect(counted).toEqual({ doc: '["2026-03","BA","BA refresher"]', path: 'd09.l7_62.s2', d: 1, a: 3 });
    expect(eventCountKeys(counted.doc)).toEqual({ month: '2026-03', code: 'BA', name: 'BA refresher', courseNameLower: 'ba refresher' });
  });

  it('counts an event without dates or attendees in month none, and a deleted or absent one nowhere', () => {
    expect(eventContribution({ ...event, firstDate: null, dates: [], attendeeIds: undefined, trainingLocationIds: [] })).toEqual({ doc: '["none","BA","BA refresher"]', path: 'd00.l.s2', d: 0, a: 0 });
    expect(eventContribution({ ...event, deleted: true })).toBeNull();
    expect(eventContribution({ _id: 1, deleted: true })).toBeNull();
    expect(eventContribution(undefined)).toBeNull();
  });
});
