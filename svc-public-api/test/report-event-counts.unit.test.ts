import { describe, expect, it } from 'vitest';
import { eventContribution, eventCountKeys } from '../src/reports/event-counts';

describe('where a training event is counted for the activity and events status reports', () => {
  const event = { _id: 1, course: { code: 'BA', name: 'BA refresher' }, firstDate: new Date('2026-03-09T19:00:00.000Z'), trainingLocationIds: [62, 7], status: 2, dates: [{ startTime: new Date(), endTime: new Date() }], attendeeIds: [5, 6, 7], deleted: false };

  it('counts it in its course and first year, as a line of its id, first day, locations (in order), status, days and attendees', () => {
    const counted = eventContribution(event)!;
    expect(counted).toEqual({ doc: '["2026","BA","BA refresher"]', line: '1\t03-09\t7_62\t2\t1\t3' });
    expect(eventCountKeys(counted.doc)).toEqual({ year: '2026', code: 'BA', name: 'BA refresher', courseNameLower: 'ba refresher' });
  });

  it('counts an event without dates or attendees in year none, and a deleted or absent one nowhere', () => {
    expect(eventContribution({ ...event, firstDate: null, dates: [], attendeeIds: undefined, trainingLocationIds: [] })).toEqual({ doc: '["none","BA","BA refresher"]', line: '1\t00-00\t\t2\t0\t0' });
    expect(eventContribution({ ...event, deleted: true })).toBeNull();
    expect(eventContribution({ _id: 1, deleted: true })).toBeNull();
    expect(eventContribution(undefined)).toBeNull();
  });
});
