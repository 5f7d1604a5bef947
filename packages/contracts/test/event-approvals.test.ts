import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES as A, API_CONSTANTS, decisionCommentProblem, missingPrerequisites, templatesFor, templateTimes, type HeldCompetency } from '../src';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const record = (extra: Partial<HeldCompetency> = {}): HeldCompetency => ({ competencyId: 1, statusId: 10, startDate: '2025-01-01', endDate: null, expiryDate: null, ...extra });

describe('event approval rules shared by the portal and svc-training (§5.2, §3.2)', () => {
  it('wants a comment of some substance to reject or to request a cancellation, none to approve', () => {
    expect(decisionCommentProblem(S.Confirmed, '')).toBeNull();
    for (const to of [S.Rejected, S.ApplicationRejected, S.CancellationRejected, S.PendingCancellation]) {
      expect(decisionCommentProblem(to, '   ')).toBe(A.commentRequired);
      expect(decisionCommentProblem(to, ' no ')).toBe(A.commentTooShort);
      expect(decisionCommentProblem(to, 'Course full')).toBeNull();
    }
  });

  it('counts a prerequisite held on the day when passing, started, not ended and not expired', () => {
    const day = '2027-05-10';
    expect(missingPrerequisites([1, 2], [record()], [10], day)).toEqual([2]);
    expect(missingPrerequisites([1], [record({ statusId: 11 })], [10], day)).toEqual([1]);
    expect(missingPrerequisites([1], [record({ expiryDate: '2027-05-09' })], [10], day)).toEqual([1]);
    expect(missingPrerequisites([1], [record({ expiryDate: day })], [10], day)).toEqual([]);
    expect(missingPrerequisites([1], [record({ startDate: '2027-05-11' })], [10], day)).toEqual([1]);
    expect(missingPrerequisites([1], [record({ endDate: '2026-01-01' }), record({ startDate: '2026-02-01' })], [10], day)).toEqual([]);
  });

  it("turns a template into bookings relative to the event's dates", () => {
    const dates = [
      { startTime: '2027-05-11T09:00:00.000Z', endTime: '2027-05-11T17:00:00.000Z' },
      { startTime: '2027-05-10T09:00:00.000Z', endTime: '2027-05-10T17:00:00.000Z' },
    ];
    const iso = (t: { startTime: Date; endTime: Date }[]) => t.map((x) => [x.startTime.toISOString(), x.endTime.toISOString()]);
    expect(iso(templateTimes({ dates: 'each', startFrom: 'start', startOffsetMinutes: -30, endFrom: 'end', endOffsetMinutes: 0 }, dates))).toEqual([
      ['2027-05-10T08:30:00.000Z', '2027-05-10T17:00:00.000Z'],
      ['2027-05-11T08:30:00.000Z', '2027-05-11T17:00:00.000Z'],
    ]);
    expect(iso(templateTimes({ dates: 'last', startFrom: 'end', startOffsetMinutes: 0, endFrom: 'end', endOffsetMinutes: 660 }, dates))).toEqual([['2027-05-11T17:00:00.000Z', '2027-05-12T04:00:00.000Z']]);
    expect(iso(templateTimes({ dates: 'first', startFrom: 'start', startOffsetMinutes: -120, endFrom: 'start', endOffsetMinutes: 0 }, dates))).toEqual([['2027-05-10T07:00:00.000Z', '2027-05-10T09:00:00.000Z']]);
  });

  it("books a person by their individual templates, and by the general ones for their type whose booking type theirs do not cover", () => {
    const general = { id: 1, employeeId: null, attendeeTypes: [2], bookingTypeId: 7 };
    const rest = { id: 2, employeeId: null, attendeeTypes: [1, 2], bookingTypeId: 8 };
    const own = { id: 3, employeeId: 42, attendeeTypes: [], bookingTypeId: 7 };
    expect(templatesFor({ employeeId: 42, attendeeType: 2 }, [general, rest, own]).map((t) => t.id)).toEqual([2, 3]);
    expect(templatesFor({ employeeId: 5, attendeeType: 2 }, [general, rest, own]).map((t) => t.id)).toEqual([1, 2]);
    expect(templatesFor({ employeeId: 5, attendeeType: 1 }, [general, rest, own]).map((t) => t.id)).toEqual([2]);
  });
});
