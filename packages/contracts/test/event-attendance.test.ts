import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as A, attendanceRowProblem, evaluationComplete, rowHours, sessionHours, shownEvaluationStatus, summariseAttendance } from '../src/training/event-attendance';

describe('attendance rules', () => {
  it('names the first row without attendance, hours missing for a late arriver, hours beyond the session', () => {
    expect(attendanceRowProblem([{ attendance: 'fullAttendance' }, { attendance: null }], 8)).toEqual({ field: 'rows.1.attendance', message: A.attendanceRequired });
    expect(attendanceRowProblem([{ attendance: 'lateArriver' }], 8)).toEqual({ field: 'rows.0.hours', message: A.hoursRequired });
    expect(attendanceRowProblem([{ attendance: 'earlyLeaver', hours: 8.5 }], 8)).toEqual({ field: 'rows.0.hours', message: A.hoursOverSession });
    expect(attendanceRowProblem([{ attendance: 'noShow', hours: 3 }, { attendance: 'earlyLeaver', hours: 4 }], 8)).toBeNull();
  });

  it('counts hours: the session for full attendance, none for a no show, as given otherwise', () => {
    expect(sessionHours({ startTime: '2026-01-01T09:00:00Z', endTime: '2026-01-01T16:20:00Z' })).toBe(7.33);
    expect([rowHours('fullAttendance', null, 8), rowHours('noShow', 5, 8), rowHours('lateArriver', 6, 8)]).toEqual([8, 0, 6]);
  });

  it('summarises each attendee over all the sessions of the event (a session without a list counts as missed)', () => {
    const row = (attendeeId: number, attendance: 'fullAttendance' | 'noShow' | 'lateArriver', hours: number) => ({ attendeeId, employeeId: attendeeId * 10, attendeeType: 2 as const, attendance, hours, comment: '' });
    const lists = [
      { sessionHours: 8, rows: [row(1, 'fullAttendance', 8), row(2, 'lateArriver', 6)] },
      { sessionHours: 4, rows: [row(1, 'noShow', 0), row(2, 'fullAttendance', 4)] },
    ];
    expect(summariseAttendance(lists, 4)).toEqual([
      { attendeeId: 1, employeeId: 10, attendeeType: 2, recorded: 2, present: 1, late: 0, leftEarly: 0, hours: 8, sessionHours: 12, percentage: 25 },
      { attendeeId: 2, employeeId: 20, attendeeType: 2, recorded: 2, present: 2, late: 1, leftEarly: 0, hours: 10, sessionHours: 12, percentage: 50 },
    ]);
  });
});

describe('evaluation rules', () => {
  it('is complete once every competency has a pass or fail, or once the job has dealt with it', () => {
    expect(evaluationComplete({ status: 'pending', outcomes: [] })).toBe(false);
    expect(evaluationComplete({ status: 'pending', outcomes: [{ result: 'pass' }, { result: 'notAssessed' }] })).toBe(false);
    expect(evaluationComplete({ status: 'pending', outcomes: [{ result: 'pass' }, { result: 'fail' }] })).toBe(true);
    expect(evaluationComplete({ status: 'notApplied', outcomes: [{ result: 'notAssessed' }] })).toBe(true);
  });

  it('shows a pending evaluation of a complete event as queued', () => {
    expect([shownEvaluationStatus('pending', 1), shownEvaluationStatus('pending', 2), shownEvaluationStatus('applied', 2)]).toEqual(['pending', 'queued', 'applied']);
  });
});
