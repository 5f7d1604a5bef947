import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { SCHEDULED_TASKS, TASK_FAILURE_PREFIX, type PermissionMap, type ScheduledTask } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SchedulerConfig } from '../src/config';
import { fakeOwners, type FakeOwners } from './owners';
import { schedulerCluster } from './helper';

const LOCK_LIFETIME_MS = 1_500;

describe('svc-scheduler: the 20 tasks on agenda, run-now calls, locks across instances', { timeout: 60_000 }, () => {
  let owners: FakeOwners;
  let a: TestService<SchedulerConfig>;
  let b: TestService<SchedulerConfig>;

  beforeAll(async () => {
    owners = await fakeOwners();
    const build = schedulerCluster({
      TRAINING_URL: owners.url,
      PERSONNEL_URL: owners.url,
      LMS_URL: owners.url,
      TASK_LOCK_LIFETIME_MS: String(LOCK_LIFETIME_MS),
    });
    [a, b] = await Promise.all([build(), build()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await owners?.close();
  });

  // Signed identities live 60 s: a fresh one per call.
  const admin = () => a.as();
  const list = async (service = a, headers?: Record<string, string>) =>
    (await service.server.inject({ method: 'GET', url: '/scheduledtasks', headers: headers ?? (await admin()) })).json() as ScheduledTask[];
  const task = async (key: string, service = a) => (await list(service)).find((t) => t.key === key)!;
  const run = async (endpoint: string, service = a, headers?: Record<string, string>) =>
    service.server.inject({ method: 'POST', url: `/scheduledtasks/${endpoint}`, headers: headers ?? (await admin()) });

  it('lists every task key of the spec with its id, schedule and next run; the §9 ids are the fire-and-forget ones', async () => {
    const tasks = await list();
    expect(tasks.map((t) => t.key).sort()).toEqual(SCHEDULED_TASKS.map((t) => t.key).sort());
    expect(tasks).toHaveLength(20);
    expect(tasks.filter((t) => t.fireAndForget).map((t) => t.id).sort()).toEqual([1000, 1007, 1010, 1020, 1030, 1050, 1060, 1061, 1070, 2000, 2001]);
    for (const t of tasks) {
      expect(t.nextRunTime, t.key).toMatch(/^\d{4}-01-01T00:00:00/);
      expect(t).toMatchObject({ running: false, executed: true, information: '', lastRunTime: null, lastResult: null });
    }
  });

  it('asks the owner with the scheduler identity and records its one-line result (fire-and-forget: 202 at once)', async () => {
    owners.answer('/training/tasks/CompetencyExpiry', { body: { result: '37 competencies expired' }, delayMs: 300 });
    const res = await run('competencies/expire');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: 1010, key: 'CompetencyExpiry', fireAndForget: true });
    await expect.poll(async () => (await task('CompetencyExpiry')).information, { timeout: 25_000 }).toBe('37 competencies expired');
    const done = await task('CompetencyExpiry');
    expect(done).toMatchObject({ running: false, executed: true, lastResult: { succeeded: true, message: '37 competencies expired' } });
    expect(Date.parse(done.lastRunTime!)).toBeGreaterThan(Date.now() - 10_000);
    const [call] = owners.callsTo('/training/tasks/CompetencyExpiry');
    expect(decodeJwt(call!.identity!)).toMatchObject({ identity: { id: 'svc-scheduler', via: 'service', permissions: { SCHEDULED_TASKS: ['view', 'edit'] } } });
  });

  it('a task that is not fire-and-forget answers when its run ends; a failure reads "Something went wrong in running the service: "', async () => {
    owners.answer('/training/tasks/ProcessBookings', { body: { result: '12 bookings checked, 2 bookings released' } });
    const ok = await run('bookings/process');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ key: 'ProcessBookings', executed: true, information: '12 bookings checked, 2 bookings released', running: false });

    owners.answer('/personnel/tasks/ServiceNumberUpdate', { status: 500, body: { detail: 'database unavailable' } });
    const failed = await run('employees/service-numbers/update');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ executed: false, information: `${TASK_FAILURE_PREFIX}database unavailable`, lastResult: { succeeded: false } });
  });

  it('an owner answering an error is a failed run with its status', async () => {
    const res = await run('competencies/calculate');
    expect(res.json()).toMatchObject({ key: 'CompetencyCalculation', executed: false, information: `${TASK_FAILURE_PREFIX}404 Not Found` });
  });

  it('LMS Imports: with no LMS source served, a clear result instead of an error', async () => {
    expect((await run('lms/imports')).statusCode).toBe(202);
    await expect.poll(async () => (await task('LMSImports')).information, { timeout: 25_000 }).toMatch(/^No LMS import source configured/);
    owners.answer('/lms/lmsrecords/service/run', { body: { importLog: ['Read 3 rows', '3 LMS records imported'] } });
    expect((await run('lms/imports')).statusCode).toBe(202);
    await expect.poll(async () => (await task('LMSImports')).information, { timeout: 25_000 }).toBe('3 LMS records imported');
  });

  it('two scheduler instances never run one job twice', async () => {
    owners.answer('/training/tasks/CompetencyArchive', { body: { result: '1 competency archived' }, delayMs: 600 });
    const [fromA, fromB] = await Promise.all([run('competencies/archive', a), run('competencies/archive', b)]);
    expect([fromA.statusCode, fromB.statusCode]).toContain(202);
    await expect.poll(async () => (await task('CompetencyArchive', b)).information, { timeout: 25_000 }).toBe('1 competency archived');
    // Both instances poll every 200 ms: had either taken the job again it would show within a few of their rounds.
    const before = owners.callsTo('/training/tasks/CompetencyArchive').length;
    await expect.poll(async () => (await task('CompetencyArchive', a)).running, { timeout: 15_000 }).toBe(false);
    expect(before).toBe(1);
    expect((await run('competencies/archive', b)).statusCode).toBe(202);
    await expect.poll(() => owners.callsTo('/training/tasks/CompetencyArchive').length, { timeout: 25_000 }).toBe(2);
  });

  it('a run whose process died keeps its lock only until the lock lifetime ends; then the job runs again', async () => {
    owners.answer('/training/tasks/SubjectAreaArchive', { body: { result: '0 subject areas archived' } });
    // What a killed process leaves behind: the job locked (never touched again), due now.
    await a.server.db.db!.collection('jobs').updateOne({ name: 'SubjectAreaArchive' }, { $set: { lockedAt: new Date(), nextRunAt: new Date() } });
    expect((await task('SubjectAreaArchive')).running).toBe(true);
    expect((await run('subjectareas/archive')).statusCode).toBe(409);
    await expect.poll(() => owners.callsTo('/training/tasks/SubjectAreaArchive').length, { timeout: LOCK_LIFETIME_MS * 6 }).toBe(1);
    await expect.poll(async () => task('SubjectAreaArchive'), { timeout: 15_000 }).toMatchObject({ running: false, information: '0 subject areas archived' });
  });

  it('Run now as a run has recorded its result but agenda still holds its lock: waits for the lock instead of refusing', async () => {
    owners.answer('/training/tasks/CompetencyProgramArchive', { body: { result: '2 programs archived' } });
    expect((await run('programs/archive')).statusCode).toBe(202);
    await expect.poll(async () => task('CompetencyProgramArchive'), { timeout: 25_000 }).toMatchObject({ running: false, information: '2 programs archived' });
    // The moment between the two: the lock taken before the recorded result ended, not yet let go.
    const finishedAt = new Date((await task('CompetencyProgramArchive')).lastResult!.finishedAt);
    const jobs = a.server.db.db!.collection('jobs');
    await jobs.updateOne({ name: 'CompetencyProgramArchive' }, { $set: { lockedAt: new Date(finishedAt.getTime() - 1) } });
    expect((await task('CompetencyProgramArchive')).running).toBe(false);
    const release = setTimeout(() => void jobs.updateOne({ name: 'CompetencyProgramArchive' }, { $set: { lockedAt: null } }), 600);
    try {
      expect((await run('programs/archive')).statusCode).toBe(202);
    } finally {
      clearTimeout(release);
    }
    await expect.poll(() => owners.callsTo('/training/tasks/CompetencyProgramArchive').length, { timeout: 25_000 }).toBe(2);
  });

  it('permissions: view on SCHEDULED_TASKS lists, edit runs; LMS and framework bulk tasks need view on their modules (§6)', async () => {
    // Identities are single-use: one signed per call.
    const as = (permissions: PermissionMap) => a.as({ permissions });
    const keys = (await list(a, await as({ SCHEDULED_TASKS: ['view'] }))).map((t) => t.key);
    expect(keys).toHaveLength(17);
    expect(keys).not.toContain('LMSImports');
    expect(keys).not.toContain('BulkAssignCompetencies');
    expect(keys).not.toContain('FrameworkBulkSetArchived');
    expect((await run('competencies/expire', a, await as({ SCHEDULED_TASKS: ['view'] }))).statusCode).toBe(403);
    const refused = await run('lms/imports', a, await as({ SCHEDULED_TASKS: ['view', 'edit'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await run('jobs/skill-assignments/job-type/1/run', a, await as({ SCHEDULED_TASKS: ['view', 'edit'] }))).statusCode).toBe(403);
    expect((await list(a, await as({ SCHEDULED_TASKS: ['view'], BULK_ASSIGN_FRAMEWORK: ['view'] }))).map((t) => t.key)).toContain('FrameworkBulkSetArchived');
    expect((await a.server.inject({ method: 'GET', url: '/scheduledtasks', headers: await as({}) })).statusCode).toBe(403);
    expect((await a.server.inject({ method: 'GET', url: '/scheduledtasks' })).statusCode).toBe(401);
    expect((await a.server.inject({ method: 'GET', url: '/scheduledtasks?x=1', headers: await admin() })).statusCode).toBe(400);
  });
});
