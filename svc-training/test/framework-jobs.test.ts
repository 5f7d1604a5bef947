import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FrameworkJob } from '@firecrest/contracts';
import { buildWorld, type World } from '../../svc-public-api/test/world';
import { frameworkJobModel } from '../src/models/framework-job';

const JOBS = '/training/tasks/framework-jobs';
const today = new Date().toISOString().slice(0, 10);

describe('bulk framework jobs: assign and archive over a selection, watched, cancelled, on the skill-assignment tasks', () => {
  let w: World;
  const ids: Record<string, number> = {};
  const employees: number[] = [];
  let statuses: { id: number; name: string }[];
  const job = async (id: number) => (await w.trainingWrite('GET', `${JOBS}/${id}`)).json() as FrameworkJob;
  const records = async (competencyId: number) =>
    ((await w.trainingWrite('GET', `/training/employee-competencies?itemsPerPage=500`)).json().data as { employeeId: number; competencyId: number; statusId: number }[]).filter((r) => r.competencyId === competencyId);
  const statusName = (id: number) => statuses.find((s) => s.id === id)?.name;

  beforeAll(async () => {
    // One employee per run, so a job of 30 employees is in progress long enough to be cancelled on the way.
    vi.stubEnv('FRAMEWORK_JOB_RUN', '1');
    w = await buildWorld();
    for (let n = 0; n < 32; n++) employees.push((await w.create('personnel', '/personnel/employees', { firstName: 'Pat', lastName: `Bulk${n}`, contracts: [] })).id as number);
    const competency = async (code: string) => (await w.create('training', '/training/competency-framework/competencies', { code, name: `${code} course` })).id as number;
    ids.ba = await competency('BULKBA');
    ids.rtc = await competency('BULKRTC');
    ids.wr = await competency('BULKWR');
    ids.sa = (await w.create('training', '/training/competency-framework/subject-areas', { code: 'BULKSA', name: 'Bulk subject area' })).id as number;
    statuses = (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data;
    // The first employee already holds BA: a bulk assign skips it.
    const pass = statuses.find((s) => s.name === 'PASS')?.id ?? statuses[0]!.id;
    await w.create('training', '/training/employee-competencies', { employeeId: employees[0], competencyId: ids.ba, statusId: pass, startDate: '2024-01-01' });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await w?.close();
  });

  it('assigns the chosen competencies to the chosen employees at once, skipping what they hold, and says what it changed', async () => {
    const started = await w.trainingWrite('POST', JOBS, { jobType: 0, items: [{ kind: 'competency', id: ids.ba }, { kind: 'competency', id: ids.rtc }], employeeIds: employees.slice(0, 3) });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json();
    await vi.waitFor(async () => expect((await job(id)).state).toBe('complete'), { timeout: 20_000, interval: 100 });
    const done = await job(id);
    expect(done).toMatchObject({ jobType: 0, total: 3, done: 3, employeeCount: 3, message: 'Assigned 5 competencies to 3 employees (1 already held)', cancelledBy: null });
    expect(done.startedDate).not.toBeNull();
    expect(done.finishedDate).not.toBeNull();
    expect(done.changes).toHaveLength(5);
    expect(done.changes).toContainEqual({ kind: 'competency', itemId: ids.rtc, itemCode: 'BULKRTC', employeeId: employees[0], count: 1 });
    expect(done.changes.some((c) => c.employeeId === employees[0] && c.itemId === ids.ba)).toBe(false);
    const rtc = await records(ids.rtc);
    expect(rtc.map((r) => r.employeeId).sort()).toEqual(employees.slice(0, 3).sort());
    expect(rtc.every((r) => statusName(r.statusId) === 'UNASSESSED')).toBe(true);
    // The list shows it, newest first, without its changes.
    const list = (await w.trainingWrite('GET', `${JOBS}?jobType=0`)).json().data as FrameworkJob[];
    expect(list[0]).toMatchObject({ id, state: 'complete' });
    expect(list[0]).not.toHaveProperty('changes');
    const again = await w.trainingWrite('POST', `${JOBS}/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('The job is complete: there is nothing left to cancel.');
  });

  it('is cancelled while in progress: it stops after the run under way, and what it had changed stays listed', async () => {
    const { id } = (await w.trainingWrite('POST', JOBS, { jobType: 0, items: [{ kind: 'competency', id: ids.wr }], employeeIds: employees.slice(2) })).json();
    await vi.waitFor(async () => expect((await job(id)).done).toBeGreaterThan(0), { timeout: 20_000, interval: 20 });
    const cancelled = await w.trainingWrite('POST', `${JOBS}/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', cancelledBy: expect.any(String) });
    await vi.waitFor(async () => expect((await job(id)).message).toMatch(/before it was cancelled$/), { timeout: 20_000, interval: 100 });
    const stopped = await job(id);
    expect(stopped.state).toBe('cancelled');
    expect(stopped.done).toBeLessThan(30);
    expect(stopped.changes).toHaveLength(stopped.done);
    expect((await records(ids.wr)).map((r) => r.employeeId).sort()).toEqual(stopped.changes.map((c) => c.employeeId).sort());
    expect((await w.trainingWrite('POST', `${JOBS}/${id}/cancel`)).json().detail).toBe('The job is already cancelled.');
  });

  it('archives the chosen framework items with what employees hold of them', async () => {
    const held = (await records(ids.rtc)).length;
    const { id } = (await w.trainingWrite('POST', JOBS, { jobType: 1, items: [{ kind: 'competency', id: ids.rtc }, { kind: 'subjectArea', id: ids.sa }] })).json();
    await vi.waitFor(async () => expect((await job(id)).state).toBe('complete'), { timeout: 20_000, interval: 100 });
    const done = await job(id);
    expect(done).toMatchObject({ jobType: 1, total: 2, done: 2, employeeCount: 0, message: `Archived 2 framework items (${held} employee records)` });
    expect(done.changes).toEqual([
      { kind: 'competency', itemId: ids.rtc, itemCode: 'BULKRTC', employeeId: null, count: held },
      { kind: 'subjectArea', itemId: ids.sa, itemCode: 'BULKSA', employeeId: null, count: 0 },
    ]);
    expect((await records(ids.rtc)).every((r) => statusName(r.statusId) === 'ARCHIVED' || !statuses.some((s) => s.id === r.statusId))).toBe(true);
    const archiveAfter = (await w.trainingWrite('GET', '/training/tasks/archive-after')).json().data as { kind: string; id: number; archiveAfter: string; archivedDate: string | null }[];
    expect(archiveAfter).toContainEqual(expect.objectContaining({ kind: 'competency', id: ids.rtc, archiveAfter: today, archivedDate: expect.any(String) }));
  });

  it('refuses, in sentences, a job with nothing to do, other items to assign, no employees or unknown ones; needs BULK_ASSIGN_FRAMEWORK', async () => {
    const refused = async (body: object) => {
      const res = await w.trainingWrite('POST', JOBS, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().detail as string;
    };
    expect(await refused({ jobType: 1, items: [] })).toBe('Choose at least one framework item to archive.');
    expect(await refused({ jobType: 0, items: [{ kind: 'subjectArea', id: ids.sa }], employeeIds: [employees[0]] })).toBe('A bulk assign assigns competencies only; choose competencies.');
    expect(await refused({ jobType: 0, items: [{ kind: 'competency', id: ids.ba }] })).toBe('Choose at least one employee to assign the competencies to.');
    expect(await refused({ jobType: 1, items: [{ kind: 'competency', id: 999_999 }] })).toBe('Competency 999999 does not exist.');
    const unknown = await w.trainingWrite('POST', JOBS, { jobType: 0, items: [{ kind: 'competency', id: ids.ba }], employeeIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect((await w.trainingWrite('GET', `${JOBS}/999999`)).json().detail).toBe('Bulk job 999999 does not exist.');

    const viewer = await w.training.as({ permissions: { BULK_ASSIGN_FRAMEWORK: ['view'] } });
    expect((await w.training.server.inject({ method: 'GET', url: `${JOBS}?jobType=1`, headers: viewer })).statusCode).toBe(200);
    expect((await w.training.server.inject({ method: 'POST', url: JOBS, headers: viewer, payload: { jobType: 1, items: [{ kind: 'competency', id: ids.ba }] } })).statusCode).toBe(403);
    const none = await w.training.as({ permissions: { COMPETENCIES: ['view'] } });
    expect((await w.training.server.inject({ method: 'GET', url: `${JOBS}?jobType=1`, headers: none })).statusCode).toBe(403);
  });

  it("runs a job left waiting on the scheduler's next run of its task, and never one cancelled before it started", async () => {
    const Jobs = frameworkJobModel(w.training.server.db);
    const base = { jobType: 0 as const, items: [{ kind: 'competency' as const, id: ids.ba, code: 'BULKBA' }], total: 1, createdBy: 'test', createdDate: new Date() };
    await Jobs.create({ ...base, _id: 900_001, state: 'cancelled', employeeIds: [employees[30]!] });
    await Jobs.create({ ...base, _id: 900_002, state: 'not started', employeeIds: [employees[31]!] });
    const run = await w.trainingWrite('POST', '/training/tasks/BulkAssignCompetencies');
    expect(run.json().result).toBe('1 bulk job run; No competency profiles active today: nothing to assign');
    expect((await job(900_002)).state).toBe('complete');
    expect((await job(900_001)).state).toBe('cancelled');
    expect((await records(ids.ba)).map((r) => r.employeeId)).toContain(employees[31]);
    expect((await records(ids.ba)).map((r) => r.employeeId)).not.toContain(employees[30]);
  });
});
