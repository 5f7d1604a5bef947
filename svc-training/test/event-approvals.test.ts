import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_CONSTANTS, APPROVAL_MESSAGES as A, TRAINING_MESSAGES as M, allPermissions, prerequisitesMissingMessage } from '@firecrest/contracts';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const S = API_CONSTANTS.TrainingEventAttendeeStatus;
const at = (d: number, hour = 9) => new Date(Date.UTC(2027, 4, d, hour)).toISOString();
const course = (extra: object = {}) => ({ trainingType: 2, course: { code: 'WAH', name: 'Working at height' }, dates: [{ startTime: at(10), endTime: at(10, 17) }, { startTime: at(11), endTime: at(11, 17) }], maxPlaces: 10, ...extra });

describe('event approvals and default bookings (§2.6): decisions with comments, prerequisites with their override, FDO release, templates', () => {
  let w: World;
  const people: Record<string, number> = {};
  const ids: Record<string, number> = {};
  /** An approver with the COURSES rights but not the override right. */
  let approver: Record<string, string> = {};
  const post = (url: string, payload: object, headers?: Record<string, string>) => (headers ? w.training.server.inject({ method: 'POST', url, payload, headers }) : w.trainingWrite('POST', url, payload));
  const attendee = async (employeeId: number, statusId: number, attendeeType = 2, eventId = ids.event) =>
    (await w.create('training', '/training/training-event-attendees', { trainingEventId: eventId, employeeId, attendeeType, instructorType: attendeeType === 1 ? 'lead' : null, statusId })).id as number;
  const statusOf = async (id: number) => (await w.trainingWrite('GET', `/training/training-event-attendees/${id}`)).json().statusId;

  beforeAll(async () => {
    w = await buildWorld();
    for (const lastName of ['Holder', 'Lacker', 'Applicant', 'Nominee', 'Officer', 'Third']) {
      people[lastName] = (await w.create('personnel', '/personnel/employees', { firstName: 'Jo', lastName, contracts: [{ startDate: '2020-01-01' }] })).id;
    }
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.wah = (await w.create('training', '/training/reference-items/competency', { code: 'WAH', name: 'Working at height' })).id;
    ids.period = (await w.create('training', '/training/reference-items/bookingType', { code: 'TP', name: 'Training period' })).id;
    ids.rest = (await w.create('training', '/training/reference-items/bookingType', { code: 'RP', name: 'Rest period' })).id;
    const pass = (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data.find((s: { name: string }) => s.name === 'PASS').id;
    await w.create('training', '/training/employee-competencies', { employeeId: people.Holder, competencyId: ids.ba, statusId: pass, startDate: '2024-01-01', expiryDate: '2028-01-01' });
    // Lacker's BA expires before the event: it does not count.
    await w.create('training', '/training/employee-competencies', { employeeId: people.Lacker, competencyId: ids.ba, statusId: pass, startDate: '2024-01-01', expiryDate: '2027-05-01' });
    ids.event = (await w.create('training', '/training/training-events', course({ competencyIds: [ids.wah] }))).id;
    const { COURSES } = allPermissions();
    approver = await w.training.as({ username: 'approver', permissions: { COURSES } });
  });
  afterAll(() => w?.close());

  it('keeps prerequisite competencies per event, and refuses a delegate without them unless overridden with the right', async () => {
    const settings = `/training/training-events/${ids.event}/approval-settings`;
    expect((await w.trainingWrite('GET', settings)).json()).toEqual({ trainingEventId: ids.event, prerequisiteCompetencyIds: [], autoBookOnConfirm: false });
    expect((await w.trainingWrite('PUT', settings, { prerequisiteCompetencyIds: [9999], autoBookOnConfirm: false })).json().errors[0].field).toBe('prerequisiteCompetencyIds');
    expect((await w.trainingWrite('PUT', settings, { prerequisiteCompetencyIds: [ids.ba], autoBookOnConfirm: false })).json().prerequisiteCompetencyIds).toEqual([ids.ba]);

    ids.holder = await attendee(people.Holder, S.Nominated);
    const message = prerequisitesMissingMessage(['BA']);
    const lacking = await w.trainingWrite('POST', '/training/training-event-attendees', { trainingEventId: ids.event, employeeId: people.Lacker, attendeeType: 2, statusId: S.Nominated });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json()).toMatchObject({ code: 'validation', detail: message, errors: [{ field: 'overridePrerequisites', message }] });
    // An application is not checked: the approver decides, and is told then.
    ids.applicant = await attendee(people.Lacker, S.Applied);
    // Instructors are not checked either.
    expect(await attendee(people.Lacker, S.Confirmed, 1)).toBeGreaterThan(0);

    const decisions = `/training/training-events/${ids.event}/decisions`;
    const refused = (await post(decisions, { attendeeIds: [ids.applicant], statusId: S.Confirmed }, approver)).json();
    expect(refused).toEqual({ done: [], refused: [{ attendeeId: ids.applicant, field: 'overridePrerequisites', message }] });
    const noRight = (await post(decisions, { attendeeIds: [ids.applicant], statusId: S.Confirmed, overridePrerequisites: true }, approver)).json();
    expect(noRight.refused[0].message).toBe(`${message} ${A.overrideRightRequired}.`);
    expect(await statusOf(ids.applicant)).toBe(S.Applied);

    const review = (await w.trainingWrite('GET', `/training/training-event-attendees/${ids.applicant}/review`)).json();
    expect(review).toMatchObject({ attendee: { id: ids.applicant, statusId: S.Applied }, missingPrerequisites: [ids.ba], decisions: [] });
    expect(review.competencies).toEqual([
      expect.objectContaining({ competencyId: ids.ba, code: 'BA', prerequisite: true, awarded: false, held: false, status: 'PASS', expiryDate: '2027-05-01' }),
      expect.objectContaining({ competencyId: ids.wah, prerequisite: false, awarded: true, held: false, status: null }),
    ]);

    const overridden = (await post(decisions, { attendeeIds: [ids.applicant], statusId: S.Confirmed, overridePrerequisites: true, comment: 'Assessed on station' })).json();
    expect(overridden).toEqual({ done: [ids.applicant], refused: [] });
    const history = (await w.trainingWrite('GET', `/training/training-event-attendees/${ids.applicant}/review`)).json().decisions;
    expect(history).toEqual([expect.objectContaining({ fromStatusId: S.Applied, toStatusId: S.Confirmed, comment: 'Assessed on station', overridePrerequisites: true, decidedBy: expect.any(String) })]);
    // The approval reached the read model through Kafka; the decision's comment is not published.
    await w.until(`/api/v1/training-event-attendees/${ids.applicant}`, (b) => expect(b).toMatchObject({ statusId: S.Confirmed, status: 'Confirmed' }));
    expect(JSON.stringify((await w.v1(`/api/v1/training-event-attendees/${ids.applicant}`)).json())).not.toContain('Assessed');
  });

  it('rejects with a comment only, several at once, telling which were refused; a locked event refuses decisions', async () => {
    const a = await attendee(people.Applicant, S.Applied);
    const b = await attendee(people.Third, S.Applied);
    const decisions = `/training/training-events/${ids.event}/decisions`;
    expect((await post(decisions, { attendeeIds: [a, b], statusId: S.ApplicationRejected }, approver)).json()).toMatchObject({ errors: [{ field: 'comment', message: A.commentRequired }] });
    expect((await post(decisions, { attendeeIds: [a, b], statusId: S.ApplicationRejected, comment: 'no' }, approver)).json().errors[0].message).toBe(A.commentTooShort);
    // ids.holder is nominated: rejecting an application does not apply to them.
    const res = (await post(decisions, { attendeeIds: [a, b, ids.holder], statusId: S.ApplicationRejected, comment: 'Course is full this time' }, approver)).json();
    expect(res.done).toEqual([a, b]);
    expect(res.refused).toEqual([{ attendeeId: ids.holder, field: 'statusId', message: 'An attendee cannot go from Nominated to Application rejected.' }]);
    expect([await statusOf(a), await statusOf(b), await statusOf(ids.holder)]).toEqual([S.ApplicationRejected, S.ApplicationRejected, S.Nominated]);
    await w.until(`/api/v1/training-events/${ids.event}/training-event-attendees`, (body) => expect(body.data.filter((x: { statusId: number }) => x.statusId === S.ApplicationRejected)).toHaveLength(2));

    // A cancellation request states its reason, kept for the cancellations page.
    expect((await post(decisions, { attendeeIds: [ids.applicant], statusId: S.PendingCancellation }, approver)).json().errors[0]).toEqual({ field: 'comment', message: A.commentRequired });
    expect((await post(decisions, { attendeeIds: [ids.applicant], statusId: S.PendingCancellation, comment: 'Injured at work' }, approver)).json().done).toEqual([ids.applicant]);
    const requested = (await w.trainingWrite('GET', `/training/training-event-attendees/${ids.applicant}/review`)).json();
    expect(requested.attendee).toMatchObject({ statusId: S.PendingCancellation, dateCancellationRequested: expect.any(String) });
    expect(requested.decisions.at(-1)).toMatchObject({ toStatusId: S.PendingCancellation, comment: 'Injured at work' });
    expect((await post(decisions, { attendeeIds: [ids.applicant], statusId: S.CancellationRejected, comment: 'Recovered in time' }, approver)).json().done).toEqual([ids.applicant]);

    const locked = (await w.create('training', '/training/training-events', course())).id;
    const someone = await attendee(people.Third, S.Applied, 2, locked);
    expect((await w.trainingWrite('PUT', `/training/training-events/${locked}`, course({ status: 2 }))).statusCode).toBe(200);
    const refused = await post(`/training/training-events/${locked}/decisions`, { attendeeIds: [someone], statusId: S.Confirmed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(M.eventLocked);
  });

  it("records the FDO's release of a nominee: only a confirmed FDO of the event, only nominees, rejection with a comment", async () => {
    // Nominated with the override: the FDO's release is not asked about prerequisites again.
    const nominee = (await w.create('training', '/training/training-event-attendees', { trainingEventId: ids.event, employeeId: people.Nominee, attendeeType: 2, statusId: S.Nominated, overridePrerequisites: true })).id;
    const decisions = `/training/training-events/${ids.event}/decisions`;
    expect((await post(decisions, { attendeeIds: [nominee], statusId: S.Confirmed, fdoAttendeeId: ids.holder })).json().errors[0]).toEqual({ field: 'fdoAttendeeId', message: A.fdoNotOnEvent });
    const fdo = await attendee(people.Officer, S.Confirmed, 3);
    expect((await post(decisions, { attendeeIds: [nominee], statusId: S.Canceled, fdoAttendeeId: fdo })).json().errors[0]).toEqual({ field: 'statusId', message: A.fdoDecisionOnly });
    expect((await post(decisions, { attendeeIds: [nominee], statusId: S.Rejected, fdoAttendeeId: fdo })).json().errors[0].field).toBe('comment');
    const done = (await post(decisions, { attendeeIds: [nominee], statusId: S.Rejected, fdoAttendeeId: fdo, comment: 'Needed on the watch that week' })).json();
    expect(done).toEqual({ done: [nominee], refused: [] });
    expect(await statusOf(nominee)).toBe(S.Rejected);
    const [decision] = (await w.trainingWrite('GET', `/training/training-event-attendees/${nominee}/review`)).json().decisions;
    expect(decision).toMatchObject({ fdoAttendeeId: fdo, fdoEmployeeId: people.Officer, toStatusId: S.Rejected, comment: 'Needed on the watch that week' });
    // Already decided: the FDO page of a rejected attendee is refused.
    expect((await post(decisions, { attendeeIds: [nominee], statusId: S.Confirmed, fdoAttendeeId: fdo })).json().refused[0]).toEqual({ attendeeId: nominee, field: 'statusId', message: A.fdoOnlyNominees });
    // The holder holds BA: the FDO releases them.
    expect((await post(decisions, { attendeeIds: [ids.holder], statusId: S.Confirmed, fdoAttendeeId: fdo })).json().done).toEqual([ids.holder]);
  });

  it('books confirmed attendees from general and individual templates, on confirmation when set, and says why bookings failed', async () => {
    const event = (await w.create('training', '/training/training-events', course())).id;
    const templates = `/training/training-events/${event}/booking-templates`;
    const holder = await attendee(people.Holder, S.Confirmed, 2, event);
    const fdo = await attendee(people.Officer, S.Confirmed, 3, event);
    expect((await w.trainingWrite('POST', `/training/training-events/${event}/booking-runs`, {})).json().errors[0]).toEqual({ field: 'attendeeIds', message: A.noTemplates });
    const day = { startFrom: 'start', startOffsetMinutes: 0, endFrom: 'end', endOffsetMinutes: 0, dates: 'each' };
    expect((await w.trainingWrite('POST', templates, { ...day, bookingTypeId: ids.period, endFrom: 'start', endOffsetMinutes: -60 })).json().errors[0]).toEqual({ field: 'endOffsetMinutes', message: A.templateEnd });
    expect((await w.trainingWrite('POST', templates, { ...day, bookingTypeId: ids.period, employeeId: people.Third })).json().errors[0]).toEqual({ field: 'employeeId', message: M.attendeeNotOnEvent });
    const general = (await w.create('training', templates, { ...day, bookingTypeId: ids.period })).id;
    // Rest after the last day, 11 hours.
    await w.create('training', templates, { bookingTypeId: ids.rest, dates: 'last', startFrom: 'end', startOffsetMinutes: 0, endFrom: 'end', endOffsetMinutes: 660 });
    // The holder starts an hour early each day: their own training period replaces the general one.
    await w.create('training', templates, { ...day, bookingTypeId: ids.period, employeeId: people.Holder, startOffsetMinutes: -60 });
    expect((await w.trainingWrite('GET', templates)).json().data).toHaveLength(3);

    // The FDO is confirmed too, but no template books FDOs: no state for them.
    const run = (await w.trainingWrite('POST', `/training/training-events/${event}/booking-runs`, {})).json().data;
    expect(run).toEqual([expect.objectContaining({ attendeeId: holder, state: 'success', made: 3, problems: [] })]);
    expect(run.some((s: { attendeeId: number }) => s.attendeeId === fdo)).toBe(false);
    const booked = (await w.trainingWrite('GET', `/training/training-event-bookings?trainingEventId=${event}`)).json().data;
    expect(booked.map((b: { startTime: string; endTime: string; bookingTypeId: number }) => [b.bookingTypeId, b.startTime, b.endTime]).sort()).toEqual(
      [
        [ids.period, at(10, 8), at(10, 17)],
        [ids.period, at(11, 8), at(11, 17)],
        [ids.rest, at(11, 17), at(12, 4)],
      ].sort(),
    );
    // Again: nothing twice.
    expect((await w.trainingWrite('POST', `/training/training-events/${event}/booking-runs`, { attendeeIds: [holder] })).json().data[0]).toMatchObject({ state: 'success', made: 0 });
    await w.until(`/api/v1/training-event-bookings?employeeIds=${people.Holder}&fromDate=2027-05-09&toDate=2027-05-13`, (b) => expect(b.data).toHaveLength(3));

    // Confirming someone books them by itself once the event says so; an overlap with a booking they have is a failure.
    expect((await w.trainingWrite('PUT', `/training/training-events/${event}/approval-settings`, { prerequisiteCompetencyIds: [], autoBookOnConfirm: true })).statusCode).toBe(200);
    const third = await attendee(people.Third, S.Nominated, 2, event);
    await w.create('training', '/training/training-event-bookings', { trainingEventId: event, employeeId: people.Third, bookingTypeId: ids.rest, startTime: at(11, 7), endTime: at(11, 10) });
    expect((await post(`/training/training-events/${event}/decisions`, { attendeeIds: [third], statusId: S.Confirmed })).json().done).toEqual([third]);
    const statuses = `/training/training-events/${event}/booking-statuses`;
    await vi.waitFor(async () => expect((await w.trainingWrite('GET', statuses)).json().data.find((s: { attendeeId: number }) => s.attendeeId === third)).toMatchObject({ state: 'failed', made: 2 }), { timeout: 10_000 });
    const failed = (await w.trainingWrite('GET', statuses)).json().data.find((s: { attendeeId: number }) => s.attendeeId === third);
    expect(failed.problems).toEqual([`Training period 2027-05-11 09:00: ${M.bookingOverlap}`]);

    // Through the attendee API as well (the Attendees tab): a direct add as confirmed is booked.
    const direct = await attendee(people.Nominee, S.Confirmed, 2, event);
    await vi.waitFor(async () => expect((await w.trainingWrite('GET', statuses)).json().data.find((s: { attendeeId: number }) => s.attendeeId === direct)).toMatchObject({ state: 'success', made: 3 }), { timeout: 10_000 });
    expect((await w.trainingWrite('DELETE', `${templates}/${general}`)).statusCode).toBe(204);
    expect((await w.trainingWrite('GET', templates)).json().data).toHaveLength(2);
  });
});
