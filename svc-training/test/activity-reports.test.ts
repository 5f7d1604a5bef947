import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { ACTIVITY_REPORT_MESSAGES as R, actionPlanEvents, allPermissions, notificationRequested, type ActionPlanEvent, type NotificationRequested, type PermissionMap } from '@firecrest/contracts';
import { remindActionPlans } from '../src/jobs/action-plan-reminders';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const today = () => new Date().toISOString().slice(0, 10);

describe("incidents' activity reports and action plans (§2.6, §3.2, §4.2), with evaluation permissions (§6)", { timeout: 120_000 }, () => {
  let w: World;
  let reader: TestService<BaseConfig>;
  const ids: Record<string, number> = {};
  const raised: ActionPlanEvent[] = [];
  const notifications: NotificationRequested[] = [];
  const as = async (permissions: PermissionMap) => w.training.as({ username: 'someone', permissions });
  const call = async (headers: Record<string, string> | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    headers ? w.training.server.inject({ method, url, payload, headers }) : w.trainingWrite(method, url, payload);
  const expectProblem = (res: { statusCode: number; body: string; json(): { detail?: string; errors?: { field: string; message: string }[] } }, status: number, detail: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().detail ?? res.json().errors?.[0]?.message).toBe(detail);
  };
  /** Everything but the incident evaluation permission. */
  const withoutIncidentEvaluation = () => {
    const all = allPermissions();
    delete all.EVALUATE_INCIDENT;
    return all;
  };

  beforeAll(async () => {
    w = await buildWorld();
    // Another service learns of the raised plan from Kafka (reports and the timeline read it so).
    reader = await buildTestService<BaseConfig>(
      'svc-action-plan-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-action-plan-reader', config });
        f.events.subscribe(actionPlanEvents.created, async ({ payload }) => void raised.push(payload), { fromBeginning: true });
        f.events.subscribe(notificationRequested, async ({ payload }) => void notifications.push(payload), { fromBeginning: true });
      }),
      w.env,
    );
    ids.station = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'N01', name: 'North' })).id;
    for (const name of ['Ann', 'Ben']) ids[name] = (await w.create('personnel', '/personnel/employees', { firstName: name, lastName: 'Crew', email: `${name.toLowerCase()}@example.org`, contracts: [{ startDate: '2020-01-01', stationId: ids.station }] })).id;
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.wah = (await w.create('training', '/training/reference-items/competency', { code: 'WAH', name: 'Working at height' })).id;
    ids.fire = (await w.create('training', '/training/reference-items/incidentType', { code: 'FIRE-H', name: 'House fire' })).id;
    ids.incident = (await w.create('training', '/training/incidents', { incidentNo: 'INC-33', incidentDate: '2026-03-02T10:00:00Z', incidentTypeId: ids.fire, stationIds: [ids.station] })).id;
  });
  afterAll(() => Promise.all([w?.close(), reader?.close()]));

  it('walks the report through its workflow, each move by the side allowed to make it', async () => {
    const body = { incidentId: ids.incident, activities: [{ employeeId: ids.Ann, activity: 'BA entry, search and rescue', competencyIds: [ids.ba, ids.wah] }, { employeeId: ids.Ben, activity: 'BA entry control', competencyIds: [ids.ba] }] };
    const made = await call(null, 'POST', '/training/activity-reports', body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ status: 'open', stationIds: [ids.station], evaluation: null });
    ids.report = made.json().id;
    expect((await call(null, 'POST', '/training/activity-reports', body)).json().errors).toEqual([{ field: 'incidentId', message: R.reportExists }]);

    // A statement attached to the report, listed without its content and downloaded as written.
    const files = `/training/activity-reports/${ids.report}/attachments`;
    expect((await call(null, 'POST', files, { fileName: 'statement.exe', contentType: 'text/plain', content: Buffer.from('x').toString('base64') })).json().errors[0].field).toBe('contentType');
    const file = await call(null, 'POST', files, { fileName: 'statement.txt', contentType: 'text/plain', content: Buffer.from('BA control at 10:04').toString('base64') });
    expect(file.statusCode, file.body).toBe(201);
    expect((await call(null, 'GET', files)).json().data).toEqual([expect.objectContaining({ fileName: 'statement.txt', size: 19 })]);
    expect((await call(null, 'GET', `${files}/${file.json().id}/content`)).body).toBe('BA control at 10:04');

    const crew = await as({ INCIDENTS: ['view', 'edit'] });
    const approver = await as({ INCIDENTS: ['view', 'approve'] });
    const move = (headers: Record<string, string>, status: string, comment?: string) => call(headers, 'POST', `/training/activity-reports/${ids.report}/status`, { status, comment });
    expectProblem(await move(approver, 'submitted'), 403, 'Submit for approval needs the edit right on incidents.');
    expectProblem(await move(crew, 'complete'), 409, 'An activity report cannot go from Open to Complete.');
    expect((await move(crew, 'submitted')).json().status).toBe('submitted');
    expectProblem(await call(null, 'PUT', `/training/activity-reports/${ids.report}`, body), 409, R.locked);
    expectProblem(await move(crew, 'query', 'Who held BA control?'), 403, 'Query needs the approve right on incidents.');
    expectProblem(await move(approver, 'query'), 400, R.queryNeedsComment);
    expect((await move(approver, 'query', 'Who held BA control?')).json().status).toBe('query');
    expect((await call(null, 'PUT', `/training/activity-reports/${ids.report}`, { ...body, comment: 'Ben held BA control' })).statusCode).toBe(200);
    expect((await move(crew, 'submitted')).json().status).toBe('submitted');
    expectProblem(await call(null, 'POST', `/training/activity-reports/${ids.report}/evaluation`, { outcomes: [{ employeeId: ids.Ann, competencyId: ids.ba, result: 'pass' }] }), 409, R.notComplete);
    const complete = (await move(approver, 'complete')).json();
    expect(complete.status).toBe('complete');
    expect(complete.history.map((h: { to: string; by: string }) => `${h.to}:${h.by}`)).toEqual(['submitted:someone', 'query:someone', 'submitted:someone', 'complete:someone']);
    expectProblem(await move(approver, 'query', 'Too late'), 409, 'The activity report is complete and can no longer change status.');
  });

  it('refuses the incident evaluation to a role without its evaluation permission (403)', async () => {
    const res = await call(await as(withoutIncidentEvaluation()), 'POST', `/training/activity-reports/${ids.report}/evaluation`, { outcomes: [{ employeeId: ids.Ann, competencyId: ids.ba, result: 'pass' }] });
    expectProblem(res, 403, 'Your roles do not allow incident evaluations.');
    const planner = await call(await as({ ...withoutIncidentEvaluation(), EVALUATE_INCIDENT: ['approve'], EVALUATE_TRAINING_EVENT: [] }), 'POST', '/training/training-event-evaluations', { trainingEventId: 1, attendeeId: 1, outcomes: [] });
    expectProblem(planner, 403, 'Your roles do not allow training event evaluations.');

    // A competency record given a status by hand is a manual evaluation; an unassessed one is an assignment.
    const statuses = (await call(null, 'GET', '/training/reference-items/competencyStatus')).json().data as { id: number; name: string }[];
    const status = (name: string) => statuses.find((x) => x.name === name)!.id;
    const noManual = { ...allPermissions() };
    delete noManual.EVALUATE_MANUAL;
    const record = (name: string) => ({ employeeId: ids.Ben, competencyId: ids.wah, statusId: status(name), startDate: '2026-01-01' });
    expectProblem(await call(await as(noManual), 'POST', '/training/employee-competencies', record('PASS')), 403, 'Your roles do not allow manual evaluations.');
    const assigned = await call(await as(noManual), 'POST', '/training/employee-competencies', record('UNASSESSED'));
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect((await call(null, 'DELETE', `/training/employee-competencies/${assigned.json().id}`)).statusCode).toBe(204);
  });

  it('applies passes to the competency records (reaching /api/v1) and raises an action plan for a fail', async () => {
    const evaluator = await as({ INCIDENTS: ['view'], EVALUATE_INCIDENT: ['approve'] });
    const url = `/training/activity-reports/${ids.report}/evaluation`;
    expect((await call(evaluator, 'POST', url, { outcomes: [{ employeeId: ids.Ben, competencyId: ids.wah, result: 'pass' }] })).json().errors).toEqual([{ field: 'outcomes.0.competencyId', message: R.notInActivities }]);
    const outcomes = [
      { employeeId: ids.Ann, competencyId: ids.ba, result: 'pass' },
      { employeeId: ids.Ann, competencyId: ids.wah, result: 'fail' },
      { employeeId: ids.Ben, competencyId: ids.ba, result: 'pass' },
    ];
    const res = await call(evaluator, 'POST', url, { outcomes, comment: 'Ann needs more ladder work' });
    expect(res.statusCode, res.body).toBe(200);
    const { evaluation } = res.json();
    expect(evaluation).toMatchObject({ evaluatedBy: 'someone', outcomes });
    expect(evaluation.actionPlanIds).toHaveLength(1);
    expectProblem(await call(evaluator, 'POST', url, { outcomes }), 409, R.evaluatedOnce);

    await w.until(`/api/v1/employees/${ids.Ann}/competencies?activeOnly=false`, (body) =>
      expect(body.data).toEqual([expect.objectContaining({ code: 'BA', startDate: '2026-03-02', status: 'PASS' })]),
    );
    await w.until(`/api/v1/employees/${ids.Ben}/competencies?activeOnly=false`, (body) => expect(body.data.map((c: { code: string }) => c.code)).toEqual(['BA']));

    ids.plan = evaluation.actionPlanIds[0];
    const plan = (await call(null, 'GET', `/training/action-plans/${ids.plan}`)).json();
    expect(plan).toMatchObject({ employeeId: ids.Ann, type: 'remedial', status: 'open', competencyIds: [ids.wah], source: 'activityReport', sourceId: ids.report, createdBy: 'someone' });
    await expect.poll(() => raised.find((p) => p.id === ids.plan), { timeout: 20_000 }).toMatchObject({ employeeId: ids.Ann, status: 'open', competencyIds: [ids.wah] });
  });

  it('moves an action plan forward only, and evaluates it with the action plan evaluation permission', async () => {
    const move = (id: number, status: string, comment?: string) => call(null, 'POST', `/training/action-plans/${id}/status`, { status, comment });
    expect((await move(ids.plan, 'inProgress')).json().status).toBe('inProgress');
    expectProblem(await move(ids.plan, 'open'), 409, 'An action plan change cannot be reverted: In progress cannot go back to Open.');

    const evaluate = (headers: Record<string, string> | null) => call(headers, 'POST', `/training/action-plans/${ids.plan}/evaluation`, { outcomes: [{ competencyId: ids.wah, result: 'pass' }] });
    const noRight = { ...allPermissions() };
    delete noRight.EVALUATE_ACTION_PLAN;
    expectProblem(await evaluate(await as(noRight)), 403, 'Your roles do not allow action plan evaluations.');
    expect((await evaluate(null)).json().evaluation.outcomes).toEqual([{ competencyId: ids.wah, result: 'pass' }]);
    await w.until(`/api/v1/employees/${ids.Ann}/competencies?activeOnly=false`, (body) => expect(body.data.map((c: { code: string }) => c.code).sort()).toEqual(['BA', 'WAH']));

    const resolved = (await move(ids.plan, 'resolved')).json();
    expect(resolved).toMatchObject({ status: 'resolved', resolvedDate: today() });
    expectProblem(await move(ids.plan, 'inProgress'), 409, 'An action plan change cannot be reverted: the plan is closed (Resolved).');
    expectProblem(await call(null, 'PUT', `/training/action-plans/${ids.plan}`, { employeeId: ids.Ann, type: 'remedial', description: 'Again', resolveByDate: resolved.resolveByDate }), 409, 'An action plan change cannot be reverted: the plan is closed.');

    // By hand: a past resolve-by date is refused; ignoring needs a reason.
    const byHand = { employeeId: ids.Ben, type: 'development', description: 'Shadow a crew manager', resolveByDate: '2020-01-01', assessorEmployeeId: ids.Ann, competencyIds: [ids.wah] };
    expect((await call(null, 'POST', '/training/action-plans', byHand)).json().errors).toEqual([{ field: 'resolveByDate', message: 'dates in the past not allowed' }]);
    const manual = await call(null, 'POST', '/training/action-plans', { ...byHand, resolveByDate: '2099-01-01' });
    expect(manual.json()).toMatchObject({ status: 'open', source: 'manual', assessorEmployeeId: ids.Ann });
    expectProblem(await move(manual.json().id, 'ignored'), 400, 'comment required: say why the plan is ignored');
    expect((await move(manual.json().id, 'ignored', 'Moved to another station')).json().status).toBe('ignored');
  });

  it('reminds an open plan due within a week to its employee, once per resolve-by date', async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const plan = (await w.create('training', '/training/action-plans', { employeeId: ids.Ben, type: 'performance', description: 'Pump operation refresher', resolveByDate: soon })).id;
    await w.create('training', '/training/action-plans', { employeeId: ids.Ann, type: 'development', description: 'Not due for a while', resolveByDate: '2099-01-01' });
    // Ben has no user account: the reminder is an e-mail to the address his employee events gave svc-training.
    await expect.poll(async () => (await w.training.server.training.RecipientContact.findById(ids.Ben).lean())?.email, { timeout: 20_000 }).toBe('ben@example.org');
    await remindActionPlans(w.training.server);
    // Already reminded for this date (by the call above, or the hourly job if it came first): nothing more.
    expect(await remindActionPlans(w.training.server)).toBe(0);
    expect((await w.training.server.training.ActionPlan.findById(plan).lean())?.remindedFor).toBe(soon);
    await expect.poll(() => [...new Map(notifications.filter((n) => n.id.startsWith('action-plan:')).map((n) => [n.id, n])).values()], { timeout: 20_000 }).toEqual([
      expect.objectContaining({ id: `action-plan:${plan}:${soon}:${ids.Ben}:email`, channel: 'email', to: 'ben@example.org', subject: `Action plan ${plan} is due by ${soon}` }),
    ]);
  });
});
