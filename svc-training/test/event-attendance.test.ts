import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import {
  ATTENDANCE_MESSAGES as A,
  TRAINING_MESSAGES as M,
  appraisalEvents,
  attendanceListEvents,
  evaluationEvents,
  type AppraisalEvent,
  type AttendanceListEvent,
  type EvaluationEvent,
} from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number, hour: number) => new Date(Date.parse(`${dayOffset(days)}T00:00:00Z`) + hour * 3_600_000).toISOString();

describe("a training event's attendance lists, evaluations and appraisals (§2.6), applied by TrainingEventEvaluationJob", { timeout: 90_000 }, () => {
  let w: World;
  let reader: TestService<BaseConfig>;
  const seen = { lists: [] as AttendanceListEvent[], evaluations: [] as EvaluationEvent[], appraisals: [] as AppraisalEvent[] };
  const ids: Record<string, number> = {};
  const on: Record<string, number> = {};
  const course = (extra: object = {}) => ({
    trainingType: 2,
    course: { code: 'BA-OPR', name: 'BA Operator' },
    dates: [{ startTime: at(-3, 9), endTime: at(-3, 17) }, { startTime: at(-2, 9), endTime: at(-2, 13) }],
    trainingLocationIds: [ids.centre],
    maxPlaces: 10,
    competencyIds: [ids.ba, ids.wah],
    ...extra,
  });
  const problem = (res: { statusCode: number; body: string; json(): { detail?: string; errors?: { field: string; message: string }[] } }, status: number, field: string, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors).toEqual([{ field, message }]);
  };
  const put = (url: string, body: object) => w.trainingWrite('PUT', url, body);
  const runJob = async () => (await w.trainingWrite('POST', '/training/tasks/TrainingEventEvaluationJob')).json();

  beforeAll(async () => {
    w = await buildWorld();
    reader = await buildTestService<BaseConfig>(
      'svc-attendance-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-attendance-reader', config });
        f.events.subscribe(attendanceListEvents.created, async ({ payload }) => void seen.lists.push(payload), { fromBeginning: true });
        f.events.subscribe(evaluationEvents.created, async ({ payload }) => void seen.evaluations.push(payload), { fromBeginning: true });
        f.events.subscribe(evaluationEvents.updated, async ({ payload }) => void seen.evaluations.push(payload), { fromBeginning: true });
        f.events.subscribe(appraisalEvents.created, async ({ payload }) => void seen.appraisals.push(payload), { fromBeginning: true });
      }),
      w.env,
    );
    ids.centre = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC1', name: 'Training Centre North' })).id;
    for (const name of ['Ann', 'Ben', 'Cat', 'Ivy', 'Dee', 'Eve', 'Fay']) ids[name] = (await w.create('personnel', '/personnel/employees', { firstName: name, lastName: 'Test', contracts: [{ startDate: '2020-01-01' }] })).id;
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.wah = (await w.create('training', '/training/reference-items/competency', { code: 'WAH', name: 'Working at height' })).id;
    ids.rtc = (await w.create('training', '/training/reference-items/competency', { code: 'RTC', name: 'Road traffic collision' })).id;
    ids.event = (await w.create('training', '/training/training-events', course())).id;
    for (const name of ['Ann', 'Ben', 'Cat']) on[name] = (await w.create('training', '/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids[name], attendeeType: 2, statusId: 2 })).id;
    on.Ivy = (await w.create('training', '/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids.Ivy, attendeeType: 1, instructorType: 'lead', statusId: 2 })).id;
  });
  afterAll(async () => {
    await reader?.close();
    await w?.close();
  });

  it('records an attendance list per event date, refusing a row without attendance, a date not in the event and hours beyond the session', async () => {
    const URL = '/training/training-event-attendance-lists';
    const list = (date: string, rows: object[]) => ({ trainingEventId: ids.event, date, rows });
    const empty = await w.trainingWrite('POST', URL, list(at(-3, 9), [{ attendeeId: on.Ann, attendance: 'fullAttendance' }, { attendeeId: on.Ben }]));
    problem(empty, 400, 'rows.1.attendance', A.attendanceRequired);
    problem(await w.trainingWrite('POST', URL, list(at(-1, 9), [{ attendeeId: on.Ann, attendance: 'fullAttendance' }])), 400, 'date', A.dateNotInEvent);
    problem(await w.trainingWrite('POST', URL, list(at(-2, 9), [{ attendeeId: on.Ann, attendance: 'lateArriver', hours: 5 }])), 400, 'rows.0.hours', A.hoursOverSession);
    problem(await w.trainingWrite('POST', URL, list(at(-2, 9), [{ attendeeId: on.Ann, attendance: 'earlyLeaver' }])), 400, 'rows.0.hours', A.hoursRequired);

    const rows = [
      { attendeeId: on.Ann, attendance: 'fullAttendance' },
      { attendeeId: on.Ben, attendance: 'lateArriver', hours: 6.5, comment: ' traffic ' },
      { attendeeId: on.Cat, attendance: 'noShow', hours: 8 },
      { attendeeId: on.Ivy, attendance: 'fullAttendance' },
    ];
    const created = await w.trainingWrite('POST', URL, list(at(-3, 9), rows));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      trainingEventId: ids.event,
      date: at(-3, 9),
      sessionHours: 8,
      rows: [
        { attendeeId: on.Ann, employeeId: ids.Ann, attendeeType: 2, attendance: 'fullAttendance', hours: 8, comment: '' },
        { attendeeId: on.Ben, employeeId: ids.Ben, attendeeType: 2, attendance: 'lateArriver', hours: 6.5, comment: 'traffic' },
        { attendeeId: on.Cat, employeeId: ids.Cat, attendeeType: 2, attendance: 'noShow', hours: 0, comment: '' },
        { attendeeId: on.Ivy, employeeId: ids.Ivy, attendeeType: 1, attendance: 'fullAttendance', hours: 8, comment: '' },
      ],
    });
    ids.list = created.json().id;
    problem(await w.trainingWrite('POST', URL, list(at(-3, 9), rows)), 400, 'date', A.listExists);
    const stored = await w.training.server.training.AttendanceList.findById(ids.list).lean();
    expect(stored?.rows.map((r) => r.hours)).toEqual([8, 6.5, 0, 8]);
    await expect.poll(() => seen.lists.find((l) => l.id === ids.list)?.rows.length, { timeout: 20_000 }).toBe(4);

    const listed = (await w.trainingWrite('GET', `${URL}?trainingEventId=${ids.event}`)).json();
    expect(listed.total).toBe(1);
  });

  it("shows an event's attendance lists only to those who may see the event (managed locations)", async () => {
    const elsewhere = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC2', name: 'Training Centre South' })).id;
    const outsider = await w.training.as({ id: 'manager-south', username: 'manager.south', accessAllLocations: false, locationIds: [elsewhere] });
    const insider = await w.training.as({ id: 'manager-north', username: 'manager.north', accessAllLocations: false, locationIds: [ids.centre] });
    const get = (url: string, headers: Record<string, string>) => w.training.server.inject({ method: 'GET', url, headers });
    expect((await get(`/training/training-event-attendance-lists?trainingEventId=${ids.event}`, outsider)).json().total).toBe(0);
    expect((await get(`/training/training-event-attendance-lists/${ids.list}`, outsider)).statusCode).toBe(404);
    expect((await get(`/training/training-event-attendance-lists/${ids.list}`, insider)).json().id).toBe(ids.list);
  });

  it('records evaluations with the approve right, on the delegates and competencies of the event only', async () => {
    const URL = '/training/training-event-evaluations';
    const editor = await w.training.as({ permissions: { COURSES: ['view', 'create', 'edit'] } });
    const evaluation = (attendeeId: number, outcomes: [number, string][]) => ({ trainingEventId: ids.event, attendeeId, outcomes: outcomes.map(([competencyId, result]) => ({ competencyId, result })) });
    const noRight = await w.training.server.inject({ method: 'POST', url: URL, headers: editor, payload: evaluation(on.Ann, [[ids.ba, 'pass']]) });
    expect(noRight.statusCode, noRight.body).toBe(403);
    problem(await w.trainingWrite('POST', URL, evaluation(on.Ivy, [[ids.ba, 'pass']])), 400, 'attendeeId', A.notADelegate);
    problem(await w.trainingWrite('POST', URL, evaluation(on.Ann, [[ids.rtc, 'pass']])), 400, 'outcomes.0.competencyId', A.competencyNotOnEvent);

    const ann = await w.trainingWrite('POST', URL, evaluation(on.Ann, [[ids.ba, 'pass'], [ids.wah, 'pass']]));
    expect(ann.statusCode, ann.body).toBe(201);
    expect(ann.json()).toMatchObject({ attendeeId: on.Ann, employeeId: ids.Ann, status: 'pending', appliedDate: null, byDefault: false });
    ids.annEvaluation = ann.json().id;
    problem(await w.trainingWrite('POST', URL, evaluation(on.Ann, [[ids.ba, 'fail']])), 400, 'attendeeId', A.evaluationOnlyOnce);
    // Ben's is a draft first (not assessed), so Ben can still be removed; completed, he cannot.
    ids.benEvaluation = (await w.create('training', URL, evaluation(on.Ben, [[ids.ba, 'notAssessed']]))).id;
    const benBody = { ...evaluation(on.Ben, [[ids.ba, 'fail'], [ids.wah, 'pass']]), comment: 'Failed the BA entry drill' };
    expect((await put(`${URL}/${ids.benEvaluation}`, benBody)).statusCode).toBe(200);

    const removal = await w.trainingWrite('DELETE', `/training/training-event-attendees/${on.Ann}`);
    expect(removal.statusCode, removal.body).toBe(409);
    expect(removal.json().detail).toBe(A.completedEvaluations);
    await expect.poll(() => seen.evaluations.filter((e) => e.id === ids.benEvaluation).length, { timeout: 20_000 }).toBe(2);
  });

  it('a complete event locks its attendance lists; the job applies the recorded evaluations: passes awarded, fails not, then final', async () => {
    expect((await put(`/training/training-events/${ids.event}`, course({ status: 2 }))).statusCode).toBe(200);
    const lockedList = await put(`/training/training-event-attendance-lists/${ids.list}`, { trainingEventId: ids.event, date: at(-3, 9), rows: [{ attendeeId: on.Ann, attendance: 'noShow' }] });
    expect(lockedList.statusCode).toBe(409);
    expect(lockedList.json().detail).toBe(M.eventLocked);
    // Appraisals are written after the course: a complete event still takes them.
    const appraisal = { trainingEventId: ids.event, attendeeId: on.Ann, appraiserId: on.Ivy, date: dayOffset(-1), rating: 4, strengths: 'Calm under air', developmentNeeds: 'Gauge checks', comments: '' };
    problem(await w.trainingWrite('POST', '/training/training-event-appraisals', { ...appraisal, date: dayOffset(1) }), 400, 'date', A.futureDate);
    problem(await w.trainingWrite('POST', '/training/training-event-appraisals', { ...appraisal, appraiserId: on.Ben }), 400, 'appraiserId', A.notAnAppraiser);
    const appraised = await w.trainingWrite('POST', '/training/training-event-appraisals', appraisal);
    expect(appraised.statusCode, appraised.body).toBe(201);
    expect(appraised.json()).toMatchObject({ employeeId: ids.Ann, appraiserEmployeeId: ids.Ivy, rating: 4, strengths: 'Calm under air' });
    problem(await w.trainingWrite('POST', '/training/training-event-appraisals', appraisal), 400, 'appraiserId', A.appraisalOnlyOnce);
    await expect.poll(() => seen.appraisals.map((a) => a.id), { timeout: 20_000 }).toEqual([appraised.json().id]);

    expect(await runJob()).toMatchObject({ result: '1 training event evaluated, 3 competencies awarded, 1 action plan raised' });
    // Ben's fail raised his action plan on the failed competency (issue 33).
    const plans = await w.training.server.training.ActionPlan.find({ source: 'trainingEvent', sourceId: ids.event }).lean();
    expect(plans.map((p) => [p.employeeId, p.competencyIds, p.status])).toEqual([[ids.Ben, [ids.ba], 'open']]);
    const Competencies = w.training.server.training.EmployeeCompetency;
    const held = async (employeeId: number) => (await Competencies.find({ employeeId }).lean()).map((c) => [c.competencyId, c.startDate]).sort();
    expect(await held(ids.Ann)).toEqual([[ids.ba, dayOffset(-2)], [ids.wah, dayOffset(-2)]].sort());
    expect(await held(ids.Ben)).toEqual([[ids.wah, dayOffset(-2)]]);
    // Cat was not evaluated on an event that has evaluations: nothing by default; her evaluation waits.
    expect(await held(ids.Cat)).toEqual([]);
    const stored = await w.training.server.training.Evaluation.find({ trainingEventId: ids.event }).sort({ _id: 1 }).lean();
    expect(stored.map((e) => [e.attendeeId, e.status])).toEqual([[on.Ann, 'applied'], [on.Ben, 'applied']]);
    await expect.poll(() => seen.evaluations.filter((e) => e.id === ids.annEvaluation).map((e) => e.status), { timeout: 20_000 }).toEqual(['pending', 'applied']);

    const final = await put(`/training/training-event-evaluations/${ids.annEvaluation}`, { trainingEventId: ids.event, attendeeId: on.Ann, outcomes: [{ competencyId: ids.ba, result: 'fail' }] });
    expect(final.statusCode).toBe(409);
    expect(final.json().detail).toBe(A.evaluationFinal);
    // Recorded after completion, Cat's fail is queued, then found not applicable.
    const cat = await w.create('training', '/training/training-event-evaluations', { trainingEventId: ids.event, attendeeId: on.Cat, outcomes: [{ competencyId: ids.ba, result: 'fail' }] });
    expect(await runJob()).toMatchObject({ result: '1 training event evaluated, 0 competencies awarded, 1 action plan raised' });
    expect((await w.trainingWrite('GET', `/training/training-event-evaluations/${cat.id}`)).json()).toMatchObject({ status: 'notApplied', appliedDate: expect.any(String) });
    expect(await runJob()).toMatchObject({ result: '0 training events evaluated, 0 competencies awarded' });
  });

  it('an event completed without evaluations passes its confirmed delegates by default, except a no show at every session', async () => {
    const event = (await w.create('training', '/training/training-events', course({ competencyIds: [ids.rtc], dates: [{ startTime: at(-5, 9), endTime: at(-5, 17) }] }))).id;
    const dee = (await w.create('training', '/training/training-event-attendees', { trainingEventId: event, employeeId: ids.Dee, attendeeType: 2, statusId: 2 })).id;
    const eve = (await w.create('training', '/training/training-event-attendees', { trainingEventId: event, employeeId: ids.Eve, attendeeType: 2, statusId: 2 })).id;
    await w.create('training', '/training/training-event-attendance-lists', { trainingEventId: event, date: at(-5, 9), rows: [{ attendeeId: dee, attendance: 'earlyLeaver', hours: 6 }, { attendeeId: eve, attendance: 'noShow' }] });
    expect((await put(`/training/training-events/${event}`, course({ competencyIds: [ids.rtc], dates: [{ startTime: at(-5, 9), endTime: at(-5, 17) }], status: 2 }))).statusCode).toBe(200);

    expect(await runJob()).toMatchObject({ result: '1 training event evaluated, 1 competency awarded' });
    const made = (await w.trainingWrite('GET', `/training/training-event-evaluations?trainingEventId=${event}`)).json().data;
    expect(made.map((e: EvaluationEvent) => [e.attendeeId, e.status, e.byDefault, e.outcomes])).toEqual([
      [eve, 'notApplied', true, [{ competencyId: ids.rtc, result: 'notAssessed' }]],
      [dee, 'applied', true, [{ competencyId: ids.rtc, result: 'pass' }]],
    ]);
    await expect.poll(() => seen.evaluations.filter((e) => e.trainingEventId === event && e.byDefault).length, { timeout: 20_000 }).toBe(2);
  });

  it('evaluates a delegate whose cancellation was refused: the place was kept, so they take part (issue 34)', async () => {
    const event = (await w.create('training', '/training/training-events', course({ competencyIds: [ids.rtc], dates: [{ startTime: at(-6, 9), endTime: at(-6, 17) }] }))).id;
    const fay = (await w.create('training', '/training/training-event-attendees', { trainingEventId: event, employeeId: ids.Fay, attendeeType: 2, statusId: 2 })).id;
    const decisions = `/training/training-events/${event}/decisions`;
    expect((await w.trainingWrite('POST', decisions, { attendeeIds: [fay], statusId: 7, comment: 'Asked to swap the course' })).json().done).toEqual([fay]);
    expect((await w.trainingWrite('POST', decisions, { attendeeIds: [fay], statusId: 8, comment: 'No other course this quarter' })).json().done).toEqual([fay]);
    expect((await put(`/training/training-events/${event}`, course({ competencyIds: [ids.rtc], dates: [{ startTime: at(-6, 9), endTime: at(-6, 17) }], status: 2 }))).statusCode).toBe(200);

    expect(await runJob()).toMatchObject({ result: '1 training event evaluated, 1 competency awarded' });
    const made = (await w.trainingWrite('GET', `/training/training-event-evaluations?trainingEventId=${event}`)).json().data;
    expect(made.map((e: EvaluationEvent) => [e.attendeeId, e.status, e.outcomes])).toEqual([[fay, 'applied', [{ competencyId: ids.rtc, result: 'pass' }]]]);
  });
});
