import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDEE_TRANSITIONS, CANCELLATION_BLOCKED, TRAINING_MESSAGES as M, attendeeTransitionProblem } from '@firecrest/contracts';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const at = (d: number, hour = 9, minute = 0) => new Date(Date.UTC(2027, 2, d, hour, minute)).toISOString();
const event = (extra: object = {}) => ({ trainingType: 2, course: { code: 'RTC', name: 'Road traffic collision' }, dates: [{ startTime: at(1), endTime: at(1, 17) }], minPlaces: 1, maxPlaces: 2, ...extra });
const field = (res: { json(): { errors?: { field: string; message: string }[] } }) => res.json().errors?.[0];

describe('training planner rules (§4.2, §5.2) enforced by svc-training', () => {
  let w: World;
  const people: number[] = [];
  let reason = 0;
  let bookingType = 0;

  beforeAll(async () => {
    w = await buildWorld();
    for (const lastName of ['Ames', 'Boyd', 'Cole', 'Dunn', 'Egan']) people.push((await w.create('personnel', '/personnel/employees', { firstName: 'Pat', lastName, contracts: [{ startDate: '2020-01-01' }] })).id);
    reason = (await w.create('training', '/training/reference-items/cancellationReason', { name: 'Instructor unavailable' })).id;
    bookingType = (await w.create('training', '/training/reference-items/bookingType', { code: 'TP', name: 'Training period' })).id;
  });
  afterAll(() => w?.close());

  it("refuses an event's own fields with the §5.2 messages", async () => {
    const post = (extra: object) => w.trainingWrite('POST', '/training/training-events', event(extra));
    expect(field(await post({ dates: [{ startTime: at(2, 17), endTime: at(2, 9) }] }))).toEqual({ field: 'dates.0.endTime', message: M.startBeforeEnd });
    expect(field(await post({ dates: [{ startTime: at(2, 9), endTime: at(2, 12) }, { startTime: at(2, 13), endTime: at(2, 17) }] }))).toEqual({ field: 'dates.1.startTime', message: M.duplicateDate });
    expect(field(await post({ minPlaces: 5, maxPlaces: 4 }))).toEqual({ field: 'maxPlaces', message: M.maxNotLessThanMin });
    expect(field(await post({ status: 3 }))).toEqual({ field: 'comment', message: M.commentRequired });
    expect(field(await post({ status: 3, comment: 'No instructor' }))).toEqual({ field: 'cancellationReasonId', message: M.cancellationReasonRequired });
    expect((await post({ status: 3, comment: 'No instructor', cancellationReasonId: 999 })).statusCode).toBe(400);
    const cancelled = await post({ status: 3, comment: 'No instructor', cancellationReasonId: reason, publicEvent: true });
    expect(cancelled.json()).toMatchObject({ status: 3, cancellationReasonId: reason, publicEvent: true });
  });

  it('needs dates before attendees, an instructor type, and keeps delegates and instructors within the numbers (also in a bulk)', async () => {
    const noDates = (await w.create('training', '/training/training-events', event({ dates: [] }))).id;
    const add = (body: object) => w.trainingWrite('POST', '/training/training-event-attendees', body);
    expect(field(await add({ trainingEventId: noDates, employeeId: people[0], attendeeType: 2, statusId: 1 }))).toEqual({ field: 'trainingEventId', message: M.courseDatesFirst });

    const id = (await w.create('training', '/training/training-events', event({ leadInstructors: 1, assistantInstructors: 0 }))).id;
    expect(field(await add({ trainingEventId: id, employeeId: people[0], attendeeType: 1, statusId: 2 }))).toEqual({ field: 'instructorType', message: M.instructorTypeRequired });
    expect((await add({ trainingEventId: id, employeeId: people[0], attendeeType: 1, instructorType: 'lead', statusId: 2 })).statusCode).toBe(201);
    expect(field(await add({ trainingEventId: id, employeeId: people[1], attendeeType: 1, instructorType: 'lead', statusId: 2 }))).toEqual({ field: 'instructorType', message: M.instructorCounts });
    expect(field(await add({ trainingEventId: id, employeeId: people[1], attendeeType: 1, instructorType: 'assistant', statusId: 2 }))).toEqual({ field: 'instructorType', message: M.instructorCounts });
    expect(field(await add({ trainingEventId: id, employeeId: people[1], attendeeType: 2, statusId: 9 }))!.field).toBe('statusId');

    const bulk = await w.trainingWrite('POST', '/training/training-event-attendees/bulk', [1, 2, 3].map((k) => ({ trainingEventId: id, employeeId: people[k], attendeeType: 2, statusId: 2 })));
    expect(field(bulk)).toEqual({ field: '2.employeeId', message: M.delegatesOverMax });
    expect((await add({ trainingEventId: id, employeeId: people[1], attendeeType: 2, statusId: 2 })).statusCode).toBe(201);
    expect((await add({ trainingEventId: id, employeeId: people[2], attendeeType: 3, statusId: 2 })).statusCode).toBe(201);
    expect((await add({ trainingEventId: id, employeeId: people[3], attendeeType: 2, statusId: 1 })).statusCode).toBe(201);
    expect(field(await add({ trainingEventId: id, employeeId: people[4], attendeeType: 2, statusId: 4 }))).toEqual({ field: 'employeeId', message: M.delegatesOverMax });
    // Lowering the maximum below the delegates held is refused too.
    expect(field(await w.trainingWrite('PUT', `/training/training-events/${id}`, event({ maxPlaces: 1, leadInstructors: 1 })))).toEqual({ field: 'maxPlaces', message: M.delegatesOverMax });
    expect(field(await w.trainingWrite('PUT', `/training/training-events/${id}`, event({ leadInstructors: 0 })))).toEqual({ field: 'leadInstructors', message: M.instructorCounts });
  });

  it('follows the §4.2 attendee workflow, with a message for each blocked cancellation', async () => {
    const id = (await w.create('training', '/training/training-events', event({ maxPlaces: 5 }))).id;
    const created = async (employeeId: number, statusId: number) => (await w.create('training', '/training/training-event-attendees', { trainingEventId: id, employeeId, attendeeType: 2, statusId })).id as number;
    const move = (attendeeId: number, employeeId: number, statusId: number) =>
      w.trainingWrite('PUT', `/training/training-event-attendees/${attendeeId}`, { trainingEventId: id, employeeId, attendeeType: 2, statusId });

    // Applied → Confirmed → PendingCancellation → CancellationRejected → PendingCancellation → Canceled → Nominated
    const applicant = await created(people[0], 4);
    for (const statusId of [2, 7, 8, 7, 9, 1]) {
      const res = await move(applicant, people[0], statusId);
      expect(res.statusCode, `to ${statusId}: ${res.body}`).toBe(200);
      if (statusId === 7) expect(res.json().dateCancellationRequested).not.toBeNull();
    }
    const blocked = async (attendeeId: number, employeeId: number, to: number, from: number) => {
      const res = await move(attendeeId, employeeId, to);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', detail: CANCELLATION_BLOCKED[from], errors: [{ field: 'statusId' }] });
    };
    await blocked(applicant, people[0], 9, 1); // nominated
    expect((await move(applicant, people[0], 2)).statusCode).toBe(200);
    await blocked(applicant, people[0], 9, 2); // confirmed: request it first
    const invited = await created(people[1], 6);
    expect((await move(invited, people[1], 3)).statusCode).toBe(200);
    await blocked(invited, people[1], 9, 3); // rejected
    const rejectedApplication = await created(people[2], 4);
    expect((await move(rejectedApplication, people[2], 5)).statusCode).toBe(200);
    await blocked(rejectedApplication, people[2], 7, 5);
    const withdrawn = await created(people[3], 4);
    expect((await move(withdrawn, people[3], 9)).statusCode).toBe(200);
    await blocked(withdrawn, people[3], 7, 9); // already approved
    const other = await move(withdrawn, people[3], 2);
    expect(other.json().detail).toBe('An attendee cannot go from Canceled to Confirmed.');
  });

  it('allows exactly the transitions of the workflow table', () => {
    for (let from = 1; from <= 9; from++) {
      for (let to = 1; to <= 9; to++) {
        const allowed = from === to || ATTENDEE_TRANSITIONS[from].some((t) => t.to === to);
        expect(attendeeTransitionProblem(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
  });

  it('books attendees only, without overlaps, and locks everything once the event is complete', async () => {
    const id = (await w.create('training', '/training/training-events', event({ maxPlaces: 5 }))).id;
    const attendee = (await w.create('training', '/training/training-event-attendees', { trainingEventId: id, employeeId: people[0], attendeeType: 2, statusId: 2 })).id;
    const book = (employeeId: number, start: string, end: string) => w.trainingWrite('POST', '/training/training-event-bookings', { trainingEventId: id, employeeId, bookingTypeId: bookingType, startTime: start, endTime: end });
    expect(field(await book(people[1], at(1, 9), at(1, 12)))).toEqual({ field: 'employeeId', message: M.attendeeNotOnEvent });
    expect(field(await book(people[0], at(1, 12), at(1, 9)))).toEqual({ field: 'endTime', message: M.startBeforeEnd });
    expect((await book(people[0], at(1, 9), at(1, 12))).statusCode).toBe(201);
    expect(field(await book(people[0], at(1, 11), at(1, 13)))).toEqual({ field: 'startTime', message: M.bookingOverlap });
    expect((await book(people[0], at(1, 12), at(1, 17))).statusCode).toBe(201);

    expect((await w.trainingWrite('PUT', `/training/training-events/${id}`, event({ maxPlaces: 5, status: 2 }))).statusCode).toBe(200);
    const locked = await w.trainingWrite('PUT', `/training/training-event-attendees/${attendee}`, { trainingEventId: id, employeeId: people[0], attendeeType: 2, statusId: 7 });
    expect(locked.json()).toMatchObject({ status: 409, detail: M.eventLocked });
    expect((await w.trainingWrite('PUT', `/training/training-events/${id}`, event({ maxPlaces: 5, status: 3, comment: 'x', cancellationReasonId: reason }))).statusCode).toBe(409);
    expect((await w.trainingWrite('PUT', `/training/training-events/${id}`, event({ maxPlaces: 5, status: 1 }))).statusCode).toBe(200);
    expect((await w.trainingWrite('PUT', `/training/training-event-attendees/${attendee}`, { trainingEventId: id, employeeId: people[0], attendeeType: 2, statusId: 7 })).statusCode).toBe(200);
  });

  it('lists the planner by dates, status, type, location and course, sorted and paged', async () => {
    const centre = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TCP', name: 'Planner centre' })).id;
    const mk = (d: number, name: string, extra: object = {}) => w.create('training', '/training/training-events', event({ course: { name }, dates: [{ startTime: at(d), endTime: at(d, 17) }], trainingLocationIds: [centre], ...extra }));
    const a = (await mk(20, 'Swift water rescue')).id;
    const b = (await mk(22, 'Ladder drill', { trainingType: 1, onStationEvent: true })).id;
    const c = (await mk(24, 'Swift water refresher', { status: 2 })).id;
    const search = async (q: string) => {
      const res = await w.trainingWrite('GET', `/training/training-events/search?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect((await search('fromDate=2027-03-20&toDate=2027-03-24')).data.map((e: { id: number }) => e.id)).toEqual([a, b, c]);
    expect((await search('fromDate=2027-03-21&toDate=2027-03-24&descending=true')).data.map((e: { id: number }) => e.id)).toEqual([c, b]);
    expect((await search('course=swift&sortBy=course')).data.map((e: { id: number }) => e.id)).toEqual([c, a]);
    expect((await search(`trainingLocationId=${centre}&status=2`)).data.map((e: { id: number }) => e.id)).toEqual([c]);
    expect((await search(`trainingLocationId=${centre}&trainingType=1`)).data.map((e: { id: number }) => e.id)).toEqual([b]);
    const page = await search(`trainingLocationId=${centre}&itemsPerPage=2&page=1`);
    expect(page).toMatchObject({ total: 3, data: [{ id: c, delegates: 0 }] });
    expect((await w.trainingWrite('GET', '/training/training-events/search?colour=red')).statusCode).toBe(400);
  });
});
