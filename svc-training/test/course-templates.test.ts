import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fp from 'fastify-plugin';
import { courseTemplateEvents, TRAINING_MESSAGES as M, type CourseTemplateEvent } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const BASE = '/training/course-templates';

/** Course templates (§3.2, §2.4) and their §4.2 approval on the real service, store and broker. */
describe('course templates', () => {
  let w: World;
  let reader: TestService<BaseConfig>;
  const published: CourseTemplateEvent[] = [];
  const ids: Record<string, number> = {};
  const template = (extra: object = {}) => ({
    code: 'ba-init',
    name: 'Breathing apparatus initial',
    description: 'Two weeks at the training centre.',
    courseTypeId: ids.initial,
    deliveryMethodId: ids.classroom,
    minPlaces: 4,
    maxPlaces: 12,
    leadInstructorIds: [ids.lead],
    assistantInstructorIds: [],
    trainingManager: 'tm.user',
    trainingInstructor: 'ti.user',
    competencyIds: [ids.ba],
    evaluationOptions: ['delegateEvaluation', 'assessment'],
    materials: [{ description: 'Reading list', link: 'https://example.org/ba', contentType: 'preLearning', audience: 'delegates' }],
    ppeResourceIds: [ids.ppe],
    ...extra,
  });

  beforeAll(async () => {
    w = await buildWorld();
    reader = await buildTestService<BaseConfig>(
      'svc-template-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-template-reader', config });
        for (const contract of [courseTemplateEvents.created, courseTemplateEvents.updated]) f.events.subscribe(contract, async ({ payload }) => void published.push(payload), { fromBeginning: true });
      }),
      w.env,
    );
    ids.lead = (await w.create('personnel', '/personnel/employees', { firstName: 'Lee', lastName: 'Instructor', contracts: [{ startDate: '2020-01-01' }] })).id;
    ids.initial = (await w.create('training', '/training/reference-items/courseType', { code: 'INIT', name: 'Initial' })).id;
    ids.classroom = (await w.create('training', '/training/reference-items/deliveryMethod', { code: 'CLS', name: 'Classroom' })).id;
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.ppe = (await w.create('training', '/training/training-resources', { name: 'BA set', trainingResourceTypeName: 'PPE' })).id;
    ids.facility = (await w.create('training', '/training/training-resources', { name: 'Smoke house', trainingResourceTypeName: 'Facility' })).id;
  });
  afterAll(() => Promise.all([w?.close(), reader?.close()]));

  const as = (username: string, permissions: object) => w.training.as({ username, permissions });
  const builder = () => as('builder.user', { COURSE_ADMIN: ['view', 'create', 'edit', 'delete'] });
  const move = async (id: number, to: string, headers: Record<string, string>) => w.training.server.inject({ method: 'POST', url: `${BASE}/${id}/transitions`, payload: { to }, headers });

  it('stores every §3.2 field and refuses what breaks the rules, naming the field', async () => {
    const headers = await builder();
    const post = async (body: object) => w.training.server.inject({ method: 'POST', url: BASE, payload: body, headers });
    const created = await post(template());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ ...template(), code: 'BA-INIT', status: 'inBuild', version: 1, materials: [{ link: 'https://example.org/ba', fileId: null, fileName: null }] });
    ids.template = created.json().id;

    const refusals: [object, string, string][] = [
      [template({ code: 'OTHER', minPlaces: 10, maxPlaces: 5 }), 'maxPlaces', M.maxNotLessThanMin],
      [template({ code: 'OTHER', materials: [{ description: 'x', link: 'ftp://x', contentType: 'learning', audience: 'instructors' }] }), 'materials.0.link', 'Invalid URL'],
      [template({ code: 'OTHER', materials: [{ description: 'x', contentType: 'learning', audience: 'instructors' }] }), 'materials.0.link', 'Give either a link or an uploaded file'],
      [template({ code: 'OTHER', ppeResourceIds: [ids.facility] }), 'ppeResourceIds', `${ids.facility} does not exist.`],
      [template({ code: 'OTHER', courseTypeId: ids.classroom + 1000 }), 'courseTypeId', `${ids.classroom + 1000} does not exist.`],
      [template({ code: 'OTHER', leadInstructorIds: [999999] }), 'leadInstructorIds', '999999 does not exist.'],
      [template(), 'code', 'The code is already used by another template'],
    ];
    for (const [body, field, message] of refusals) {
      const res = await post(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
    }
    expect((await w.training.server.inject({ method: 'POST', url: BASE, payload: template({ code: 'X2' }), headers: await as('viewer', { COURSE_ADMIN: ['view'] }) })).statusCode).toBe(403);
  });

  it('keeps uploaded material files and serves them back', async () => {
    const headers = await builder();
    const upload = await w.training.server.inject({ method: 'POST', url: '/training/course-template-files', payload: { fileName: 'notes.txt', contentType: 'text/plain', content: Buffer.from('Read before day one').toString('base64') }, headers });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = upload.json().id as string;
    const materials = [...template().materials, { description: 'Instructor notes', fileId, fileName: 'notes.txt', contentType: 'learning', audience: 'instructors' }];
    const saved = await w.training.server.inject({ method: 'PUT', url: `${BASE}/${ids.template}`, payload: template({ materials }), headers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, materials: [{ link: 'https://example.org/ba' }, { fileId, fileName: 'notes.txt', link: null, audience: 'instructors' }] });
    const file = await w.training.server.inject({ method: 'GET', url: `/training/course-template-files/${fileId}`, headers });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Read before day one');
  });

  it('moves through §4.2 by who may move it, freezes fields out of build, archives for good and keeps every step', async () => {
    const id = ids.template!;
    const tm = await as('tm.user', { COURSE_ADMIN: ['view'] });
    const approver = await as('approver.user', { COURSE_ADMIN: ['view'], COURSE_TYPES: ['view', 'approve'] });
    const stranger = await as('someone.else', { COURSE_ADMIN: ['view'] });

    expect((await move(id, 'availableForUse', await builder())).statusCode).toBe(409);
    expect((await move(id, 'sentForApproval', stranger)).statusCode).toBe(403);
    expect((await move(id, 'sentForApproval', await as('ti.user', { COURSE_ADMIN: ['view'] }))).json()).toMatchObject({ status: 'sentForApproval', version: 3 });
    const builderApproves = await move(id, 'availableForUse', await builder());
    expect(builderApproves.statusCode).toBe(403);
    expect(builderApproves.json().detail).toMatch(/training manager/);
    expect((await move(id, 'availableForUse', tm)).json()).toMatchObject({ status: 'availableForUse', version: 4 });

    const frozen = await w.training.server.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: template({ name: 'Renamed' }), headers: await builder() });
    expect(frozen.statusCode).toBe(409);
    expect((await w.training.server.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: await builder() })).statusCode).toBe(409);

    expect((await move(id, 'archived', tm)).statusCode).toBe(403);
    expect((await move(id, 'archived', approver)).json()).toMatchObject({ status: 'archived' });
    for (const to of ['inBuild', 'availableForUse', 'onHold']) {
      const res = await move(id, to, approver);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/final/);
    }
    expect((await w.training.server.inject({ method: 'PUT', url: `${BASE}/${id}`, payload: template(), headers: await builder() })).statusCode).toBe(409);

    const history = await w.training.server.inject({ method: 'GET', url: `${BASE}/${id}/history`, headers: stranger });
    expect(history.statusCode).toBe(200);
    const rows = history.json().data as { action: string; from: string | null; to: string; username: string; version: number }[];
    expect(rows.map((r) => [r.action, r.from, r.to, r.username, r.version])).toEqual([
      ['moved', 'availableForUse', 'archived', 'approver.user', 5],
      ['moved', 'sentForApproval', 'availableForUse', 'tm.user', 4],
      ['moved', 'inBuild', 'sentForApproval', 'ti.user', 3],
      ['updated', null, 'inBuild', 'builder.user', 2],
      ['created', null, 'inBuild', 'builder.user', 1],
    ]);

    // Each save and move reaches the broker, as every training entity's changes do.
    await vi.waitFor(() => expect(published.filter((e) => e.id === id).map((e) => e.status)).toEqual(['inBuild', 'inBuild', 'sentForApproval', 'availableForUse', 'archived']), { timeout: 20_000, interval: 200 });
  });

  it('deletes a template in build that no event uses', async () => {
    const headers = await builder();
    const created = await w.create('training', BASE, template({ code: 'SHORT' }));
    expect((await w.training.server.inject({ method: 'DELETE', url: `${BASE}/${created.id}`, headers })).statusCode).toBe(204);
    expect((await w.training.server.inject({ method: 'GET', url: `${BASE}/${created.id}`, headers })).statusCode).toBe(404);
  });

  it('builds an event from an available template: its defaults, its version kept, its competencies awarded on evaluation', async () => {
    const headers = await builder();
    const approver = await as('approver.user', { COURSE_ADMIN: ['view'], COURSE_TYPES: ['view', 'approve'] });
    const delegate = (await w.create('personnel', '/personnel/employees', { firstName: 'Dee', lastName: 'Legate', contracts: [{ startDate: '2020-01-01' }] })).id as number;
    const day = (hour: number) => new Date(Date.UTC(2026, 0, 12, hour)).toISOString();
    const event = (extra: object) => ({ trainingType: 2, course: { name: 'Typed by hand' }, dates: [{ startTime: day(9), endTime: day(17) }], ...extra });
    const draft = await w.create('training', BASE, template({ code: 'DRAFT' }));
    const refused = await w.trainingWrite('POST', '/training/training-events', event({ courseTemplateId: draft.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'courseTemplateId', message: 'The course template is not available for use' }]);

    const ready = await w.create('training', BASE, template({ code: 'READY', minPlaces: 2, maxPlaces: 8 }));
    expect((await move(ready.id, 'sentForApproval', headers)).statusCode).toBe(200);
    const approved = await move(ready.id, 'availableForUse', approver);
    expect(approved.statusCode).toBe(200);
    const built = await w.create('training', '/training/training-events', event({ courseTemplateId: ready.id }));
    expect(built).toMatchObject({ course: { code: 'READY', name: 'Breathing apparatus initial' }, minPlaces: 2, maxPlaces: 8, leadInstructors: 1, competencyIds: [ids.ba], courseTemplateId: ready.id, courseTemplateVersion: approved.json().version });
    // Its materials and PPE are copied onto the event, and its lead instructor is on it, nominated, when it answers.
    expect(built.materials).toEqual([{ description: 'Reading list', link: 'https://example.org/ba', fileId: null, fileName: null, contentType: 'preLearning', audience: 'delegates' }]);
    expect(built.ppeResourceIds).toEqual([ids.ppe]);
    const instructors = await w.training.server.inject({ method: 'GET', url: `/training/training-event-attendees?trainingEventId=${built.id}`, headers: await w.training.as() });
    expect(instructors.json().data).toEqual([expect.objectContaining({ employeeId: ids.lead, attendeeType: 1, instructorType: 'lead', statusId: 1 })]);
    // A template in use cannot be deleted; archiving it leaves the event working on the version it was built from.
    expect((await w.training.server.inject({ method: 'DELETE', url: `${BASE}/${ready.id}`, headers })).statusCode).toBe(409);
    expect((await move(ready.id, 'archived', approver)).statusCode).toBe(200);
    await w.create('training', '/training/training-event-attendees', { trainingEventId: built.id, employeeId: delegate, attendeeType: 2, statusId: 2 });
    const completed = await w.trainingWrite('PUT', `/training/training-events/${built.id}`, event({ courseTemplateId: ready.id, minPlaces: 2, maxPlaces: 8, status: 2 }));
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 2, competencyIds: [ids.ba], courseTemplateVersion: approved.json().version, ppeResourceIds: [ids.ppe] });
    // Saving it again does not put the instructors on twice.
    expect((await w.training.server.inject({ method: 'GET', url: `/training/training-event-attendees?trainingEventId=${built.id}&employeeId=${ids.lead}`, headers: await w.training.as() })).json().total).toBe(1);

    expect((await w.trainingWrite('POST', '/training/tasks/TrainingEventEvaluationJob')).statusCode).toBeLessThan(300);
    const held = await w.training.server.training.EmployeeCompetency.find({ employeeId: delegate }).lean();
    expect(held.map((c) => c.competencyId)).toEqual([ids.ba]);
  });
});
