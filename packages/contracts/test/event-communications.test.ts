import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES as CM, eventNotificationRules, fillMergeFields, mergeDate, type MergeField } from '../src';

const values: Record<MergeField, string> = { firstName: 'Alex', lastName: 'Morgan', courseName: 'BA Operator', courseCode: 'BA-OPR', firstDate: 'Mon, 3 Mar 2031 09:00', dates: 'd', location: 'TC1' };

describe('event communications rules shared by the portal and svc-training', () => {
  it('fills the merge fields it knows, every time they appear, and leaves other braces as written', () => {
    expect(fillMergeFields('{firstName} {lastName}: {courseName} ({courseCode}) {firstName}', values)).toBe('Alex Morgan: BA Operator (BA-OPR) Alex');
    expect(fillMergeFields('{unknown} {toString} {} {location', values)).toBe('{unknown} {toString} {} {location');
  });

  it('reads dates in UTC, with a time range when the end is given', () => {
    expect(mergeDate('2031-03-03T09:00:00.000Z')).toBe('Mon, 3 Mar 2031 09:00');
    expect(mergeDate('2031-03-03T23:30:00.000Z', '2031-03-04T01:00:00.000Z')).toBe('Mon, 3 Mar 2031 23:30–01:00');
    // Issue 36: in the recipient's language.
    expect(mergeDate('2031-03-03T09:00:00.000Z', undefined, 'cy')).toBe('Llun, 3 Maw 2031 09:00');
  });

  it('§5.2: name, type, recipient, subject and message required; a time must be in the future', () => {
    const now = new Date('2031-01-01T00:00:00Z');
    expect(eventNotificationRules({ name: ' ', subject: '', message: '\n', recipientIds: [] }, now).map((e) => e.field)).toEqual(['name', 'type', 'recipientIds', 'subject', 'message']);
    const ok = { name: 'n', type: 'email' as const, recipientIds: [1], subject: 's', message: 'm' };
    expect(eventNotificationRules({ ...ok, sendAt: null }, now)).toEqual([]);
    expect(eventNotificationRules({ ...ok, sendAt: '2031-01-01T00:00:00Z' }, now)).toEqual([{ field: 'sendAt', message: CM.pastDate }]);
    expect(eventNotificationRules({ ...ok, sendAt: '2031-01-01T00:01:00Z' }, now)).toEqual([]);
  });
});
