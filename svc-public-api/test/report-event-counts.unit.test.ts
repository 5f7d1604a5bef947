import { describe, expect, it } from 'vitest';
import { addContribution, countDocuments, eventContribution, eventCountKeys, packTallies, unpackTallies, type Tallies } from '../src/reports/event-counts';

describe('where a training event is counted for the activity and events status reports', () => {
  const event = { _id: 1, course: { code: 'BA', name: 'BA refresher' }, firstDate: new Date('2026-03-09T19:00:00.000Z'), trainingLocationIds: [62, 7], status: 2, dates: [{ startTime: new Date(), endTime: new Date() }], attendeeIds: [5, 6, 7], deleted: false };

  it('counts it in its year, in the tally of its course, first day and status, with its days and attendees', () => {
    const counted = eventContribution(event)!;
    expect(counted).toEqual({ year: '2026', locations: '7_62', tally: 'BA\tBA refresher\t03-09\t2', days: 1, attendees: 3 });
    expect(countDocuments(counted)).toEqual(['all|2026', 'at|7_62|2026']);
    expect(eventCountKeys('at|7_62|2026')).toEqual({ kind: 'at', year: '2026', locationIds: [7, 62] });
    expect(eventCountKeys('all|2026')).toEqual({ kind: 'all', year: '2026', locationIds: [] });
  });

  it('counts an event without dates, locations or attendees in year none of all only, and a deleted or absent one nowhere', () => {
    const counted = eventContribution({ ...event, firstDate: null, dates: [], attendeeIds: undefined, trainingLocationIds: [] })!;
    expect(counted).toEqual({ year: 'none', locations: '', tally: 'BA\tBA refresher\t00-00\t2', days: 0, attendees: 0 });
    expect(countDocuments(counted)).toEqual(['all|none']);
    expect(eventContribution({ ...event, deleted: true })).toBeNull();
    expect(eventContribution({ _id: 1, deleted: true })).toBeNull();
    expect(eventContribution(undefined)).toBeNull();
  });

  it('shows a tab or newline in a course as a space, so the packed lines keep their columns', () => {
    expect(eventContribution({ ...event, course: { code: 'B\tA', name: 'two\nlines' } })!.tally).toBe('B A\ttwo lines\t03-09\t2');
  });

  it('adds events into one line per tally and takes them back, dropping a line that counts no event', () => {
    const documents = new Map<string, Tallies>();
    const a = eventContribution(event)!;
    const b = eventContribution({ ...event, _id: 2, attendeeIds: [9], trainingLocationIds: [7, 62] })!;
    addContribution(documents, a, 1);
    addContribution(documents, b, 1);
    expect(packTallies(documents.get('all|2026')!)).toBe('BA\tBA refresher\t03-09\t2\t2\t2\t4');
    expect(unpackTallies(packTallies(documents.get('at|7_62|2026')!))).toEqual(documents.get('at|7_62|2026'));
    addContribution(documents, a, -1);
    addContribution(documents, b, -1);
    expect(packTallies(documents.get('all|2026')!)).toBe('');
    expect(unpackTallies('')).toEqual(new Map());
  });
});
