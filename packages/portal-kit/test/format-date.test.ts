import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/i18n/format-date';

describe('one date format per language (issue 36)', () => {
  it('shows a calendar day as that day in each language, day before month', () => {
    expect(formatDate('2026-03-05', 'en-GB')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05', 'cy')).toBe('5 Maw 2026');
    // A time zone west of UTC never moves a calendar day.
    expect(formatDate('2026-03-05', 'en-GB', 'America/New_York')).toBe('5 Mar 2026');
  });

  it('shows an instant stored in UTC in the user’s time zone', () => {
    expect(formatDate('2026-07-31T23:30:00Z', 'en-GB', 'Europe/London')).toBe('1 Aug 2026');
    expect(formatDate('2026-07-31T23:30:00Z', 'en-GB', 'UTC')).toBe('31 Jul 2026');
    expect(formatDateTime('2026-07-31T23:30:00Z', 'en-GB', 'Europe/London')).toBe('1 Aug 2026, 00:30');
    expect(formatDateTime('2026-01-15T09:05:00Z', 'cy', 'Europe/London')).toBe('15 Ion 2026, 09:05');
  });

  it('shows nothing for no value, and a day alone for a day given to formatDateTime', () => {
    expect(formatDate(null, 'en-GB')).toBe('');
    expect(formatDateTime(undefined, 'cy')).toBe('');
    expect(formatDateTime('2026-03-05', 'en-GB')).toBe('5 Mar 2026');
  });
});
