import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employeeCompetencyEvents } from '@firecrest/contracts';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { buildWorld, type World } from '../../svc-public-api/test/world';
import { app as schedulerApp } from '../../svc-scheduler/src/app';
import { configSchema as schedulerConfig, type SchedulerConfig } from '../../svc-scheduler/src/config';
import { YEARLY } from '../../svc-scheduler/test/helper';

// svc-training reads its incident files folder when it starts: one of this file's own.
const incidentFiles = mkdtempSync(join(tmpdir(), 'incident-files-'));
vi.stubEnv('INCIDENT_FILES_DIR', incidentFiles);

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number, hour: number) => new Date(Date.parse(`${dayOffset(days)}T00:00:00Z`) + hour * 3_600_000).toISOString();

/**
 * The scheduler asks svc-training over HTTP (signed as itself); svc-training changes the records and publishes their
 * events; svc-public-api's read model shows the outcome on /api/v1.
 */
describe('scheduled tasks on training data: scheduler → svc-training → Kafka → /api/v1', { timeout: 90_000 }, () => {
  let w: World;
  let scheduler: TestService<SchedulerConfig>;
  const ids: Record<string, number> = {};
  const status: Record<string, number> = {};
  const subjectAreaStatus: Record<string, number> = {};

  beforeAll(async () => {
    w = await buildWorld();
    const trainingUrl = `http://127.0.0.1:${(w.training.server.server.address() as { port: number }).port}`;
    scheduler = await buildTestService<SchedulerConfig>('svc-scheduler', schedulerConfig, schedulerApp, {
      ...w.env,
      TRAINING_URL: trainingUrl,
      SCHEDULER_PROCESS_EVERY_MS: '200',
      TASK_SCHEDULES: YEARLY,
    });
    for (const s of (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data) status[s.name] = s.id;
    for (const s of (await w.trainingWrite('GET', '/training/reference-items/subjectAreaStatus')).json().data) subjectAreaStatus[s.name] = s.id;
    ids.alex = (await w.create('personnel', '/personnel/employees', { firstName: 'Alex', lastName: 'Morgan', contracts: [{ startDate: '2020-01-01' }] })).id;
    ids.sam = (await w.create('personnel', '/personnel/employees', { firstName: 'Sam', lastName: 'Patel', contracts: [{ startDate: '2020-01-01' }] })).id;
    ids.centre = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC1', name: 'Training Centre North' })).id;
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.rtc = (await w.create('training', '/training/reference-items/competency', { code: 'RTC', name: 'Road traffic collision' })).id;
    ids.wah = (await w.create('training', '/training/reference-items/competency', { code: 'WAH', name: 'Working at height' })).id;
    ids.program = (await w.create('training', '/training/reference-items/competencyProgram', { code: 'FF', name: 'Firefighter development' })).id;
    ids.area = (await w.create('training', '/training/reference-items/subjectArea', { code: 'SAFE', name: 'Safety critical' })).id;
    ids.period = (await w.create('training', '/training/reference-items/bookingType', { code: 'TP', name: 'Training period' })).id;
    const record = (competencyId: number, extra: object) =>
      w.create('training', '/training/employee-competencies', { employeeId: ids.alex, competencyId, competencyProgramId: ids.program, statusId: status.PASS, startDate: '2024-01-01', ...extra });
    ids.pastExpiry = (await record(ids.ba, { expiryDate: dayOffset(-1) })).id;
    ids.future = (await record(ids.rtc, { expiryDate: dayOffset(365) })).id;
    ids.alreadyExpired = (await record(ids.ba, { expiryDate: '2025-01-01', statusId: status.EXPIRED })).id;
    ids.ended = (await record(ids.wah, { endDate: dayOffset(-2), competencyProgramId: null })).id;
    ids.subjectArea = (await w.create('training', '/training/employee-subject-areas', { employeeId: ids.alex, subjectAreaId: ids.area, competencyProgramId: ids.program, statusId: subjectAreaStatus.Active })).id;
    await w.until(`/api/v1/employees/${ids.alex}/competencies?activeOnly=false`, (b) => expect(b.data).toHaveLength(4));
  });
  afterAll(async () => {
    await scheduler?.close();
    await w?.close();
    rmSync(incidentFiles, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  const run = async (endpoint: string) => scheduler.server.inject({ method: 'POST', url: `/scheduledtasks/${endpoint}`, headers: await scheduler.as() });
  const information = async (key: string) =>
    ((await scheduler.server.inject({ method: 'GET', url: '/scheduledtasks', headers: await scheduler.as() })).json() as { key: string; information: string }[]).find((t) => t.key === key)!.information;
  const v1Status = async (recordId: number) => {
    const body = (await w.v1(`/api/v1/employees/${ids.alex}/competencies?activeOnly=false`)).json();
    return body.data.find((c: { id: number }) => c.id === recordId);
  };

  it('CompetencyExpiry: a record past its expiry becomes EXPIRED, its event reaches Kafka and /api/v1 shows it', async () => {
    expect((await run('competencies/expire')).statusCode).toBe(202);
    await expect.poll(() => information('CompetencyExpiry'), { timeout: 30_000 }).toBe('1 competency expired');
    expect((await w.trainingWrite('GET', `/training/employee-competencies/${ids.pastExpiry}`)).json().statusId).toBe(status.EXPIRED);
    expect((await w.trainingWrite('GET', `/training/employee-competencies/${ids.future}`)).json().statusId).toBe(status.PASS);
    await w.until(`/api/v1/employees/${ids.alex}/competencies?activeOnly=false&statusIds=${status.EXPIRED}`, (b) =>
      expect(b.data.map((c: { id: number }) => c.id).sort()).toEqual([ids.pastExpiry, ids.alreadyExpired].sort()),
    );
    expect(JSON.stringify(await v1Status(ids.pastExpiry))).toContain('EXPIRED');
    // A second run finds nothing more to do.
    expect((await run('competencies/expire')).statusCode).toBe(202);
    await expect.poll(() => scheduler.server.db.db!.collection('task_states').findOne({ _id: 'CompetencyExpiry' as never }), { timeout: 30_000 }).toMatchObject({ information: '0 competencies expired' });
    expect(w.training.server.events.topicOf(employeeCompetencyEvents.updated)).toMatch(/employee-competency\.updated$/);
  });

  it('CompetencyUpdateActiveStatus: a record past its end date is archived; subject area status follows the program records', async () => {
    const res = await run('competencies/update-active-status');
    expect(res.json()).toMatchObject({ executed: true, information: '1 competency past their end date archived' });
    const archived = (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data.find((s: { name: string }) => s.name === 'ARCHIVED');
    expect((await w.trainingWrite('GET', `/training/employee-competencies/${ids.ended}`)).json().statusId).toBe(archived.id);
    // The program's records hold an EXPIRED one: the subject area becomes Expired.
    expect((await run('employee-subject-areas/update-status')).statusCode).toBe(202);
    await expect.poll(() => information('EmployeeSubjectAreaStatusUpdateJob'), { timeout: 30_000 }).toBe('1 employee subject area checked, 1 status changed');
    expect((await w.trainingWrite('GET', `/training/employee-subject-areas/${ids.subjectArea}`)).json().statusId).toBe(subjectAreaStatus.Expired);
    await w.until(`/api/v1/employees/${ids.alex}/subject-areas?statusIds=${subjectAreaStatus.Expired}`, (b) => expect(b.data.map((a: { id: number }) => a.id)).toEqual([ids.subjectArea]));
  });

  it('CompetencyArchive by archive-after date: what employees hold of the competency is archived once the date has passed', async () => {
    expect((await w.trainingWrite('PUT', `/training/tasks/archive-after/competency/${ids.rtc}`, { archiveAfter: dayOffset(-1) })).statusCode).toBe(200);
    expect((await w.trainingWrite('PUT', `/training/tasks/archive-after/competency/99999`, { archiveAfter: dayOffset(-1) })).statusCode).toBe(404);
    expect((await run('competencies/archive')).statusCode).toBe(202);
    await expect.poll(() => information('CompetencyArchive'), { timeout: 30_000 }).toBe('1 competency archived (1 employee competency, 0 employee subject areas)');
    const archived = (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data.find((s: { name: string }) => s.name === 'ARCHIVED');
    await w.until(`/api/v1/employees/${ids.alex}/competencies?activeOnly=false&statusIds=${archived.id}`, (b) =>
      expect(b.data.map((c: { id: number }) => c.id).sort()).toEqual([ids.ended, ids.future].sort()),
    );
    expect((await w.trainingWrite('GET', '/training/tasks/archive-after')).json().data).toEqual([{ kind: 'competency', id: ids.rtc, archiveAfter: dayOffset(-1), archivedDate: expect.any(String) }]);
  });

  it('TrainingEventEvaluationJob: a completed event awards its confirmed delegates its competencies, once; ProcessBookings releases the booking of a rejected attendee', async () => {
    const course = (extra: object) => ({ trainingType: 2, course: { code: 'BA-OPR', name: 'BA Operator' }, dates: [{ startTime: at(-3, 9), endTime: at(-3, 17) }], trainingLocationIds: [ids.centre], minPlaces: 1, maxPlaces: 10, ...extra });
    const done = await w.create('training', '/training/training-events', course({ competencyIds: [ids.wah] }));
    await w.create('training', '/training/training-event-attendees', { trainingEventId: done.id, employeeId: ids.sam, attendeeType: 2, statusId: 2 });
    await w.create('training', '/training/training-event-attendees', { trainingEventId: done.id, employeeId: ids.alex, attendeeType: 2, statusId: 1 });
    expect((await w.trainingWrite('PUT', `/training/training-events/${done.id}`, course({ competencyIds: [ids.wah], status: 2 }))).statusCode).toBe(200);
    // Sam is then rejected from a later course: the booking Sam held on it is released.
    const later = await w.create('training', '/training/training-events', course({ dates: [{ startTime: at(5, 9), endTime: at(5, 17) }] }));
    const place = { trainingEventId: later.id, employeeId: ids.sam, attendeeType: 2 };
    const attendee = await w.create('training', '/training/training-event-attendees', { ...place, statusId: 1 });
    const booking = await w.create('training', '/training/training-event-bookings', { trainingEventId: later.id, employeeId: ids.sam, bookingTypeId: ids.period, startTime: at(5, 9), endTime: at(5, 17) });
    const rejected = await w.trainingWrite('PUT', `/training/training-event-attendees/${attendee.id}`, { ...place, statusId: 3 });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect((await run('training-events/evaluate')).statusCode).toBe(202);
    await expect.poll(() => information('TrainingEventEvaluationJob'), { timeout: 30_000 }).toBe('1 training event evaluated, 1 competency awarded');
    await w.until(`/api/v1/employees/${ids.sam}/competencies?activeOnly=false`, (b) =>
      expect(b.data.map((c: { competency?: { id: number }; competencyId?: number; startDate: string }) => c.startDate)).toEqual([dayOffset(-3)]),
    );
    expect((await run('training-events/evaluate')).statusCode).toBe(202);
    await expect.poll(() => information('TrainingEventEvaluationJob'), { timeout: 30_000 }).toBe('0 training events evaluated, 0 competencies awarded');

    const processed = await run('bookings/process');
    expect(processed.json()).toMatchObject({ executed: true, information: '1 booking checked, 1 booking released' });
    expect((await w.trainingWrite('GET', `/training/training-event-bookings/${booking.id}`)).statusCode).toBe(404);
    await w.until('/api/v1/training-event-bookings', (b) => expect(b.data).toHaveLength(0));
  });

  it('IncidentFileImport imports the incident CSV files of the inbox; IncidentFileCleaner removes old ones', async () => {
    await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'S12', name: 'Northgate' });
    await w.create('training', '/training/reference-items/incidentType', { code: 'RTC', name: 'Road traffic collision' });
    mkdirSync(join(incidentFiles, 'inbox'), { recursive: true });
    writeFileSync(
      join(incidentFiles, 'inbox', 'incidents-2026-11-24.csv'),
      [
        'incidentNo,incidentDate,address,incidentTypeCode,incidentTypeName,stationCallSigns,applianceCallSigns',
        'INC-900,2026-11-24T08:15:00Z,A1 northbound,RTC,Road traffic collision,S12,S12P1|S12P2',
        'INC-901,2026-11-24T09:00:00Z,High Street,RTC,Road traffic collision,S99,',
      ].join('\n'),
    );
    // A quote inside an unquoted field (issue 27): the file is refused with the line and the column, the task goes on.
    writeFileSync(
      join(incidentFiles, 'inbox', 'incidents-2026-11-25.csv'),
      ['incidentNo,incidentDate,address,incidentTypeCode,incidentTypeName,stationCallSigns,applianceCallSigns', 'INC-902,2026-11-25T08:15:00Z,The "Anchor" inn,RTC,Road traffic collision,S12,'].join('\n'),
    );
    const imported = await run('incidents/files/import');
    expect(imported.json()).toMatchObject({ executed: true, information: '2 incident files read, 1 incident imported, 1 row refused, 1 file not valid CSV' });
    expect(existsSync(join(incidentFiles, 'failed', 'incidents-2026-11-24.csv'))).toBe(true);
    expect(readFileSync(join(incidentFiles, 'failed', 'incidents-2026-11-24.csv.errors.txt'), 'utf8')).toBe('line 3: unknown station S99\n');
    expect(readFileSync(join(incidentFiles, 'failed', 'incidents-2026-11-25.csv.errors.txt'), 'utf8')).toMatch(
      /^The file is not valid CSV at line 2, column 3 \(address\): a quote appears inside a field that does not start with one/,
    );
    await w.until('/api/v1/incidents', (b) => expect(b.data.map((i: { incidentNo: string }) => i.incidentNo)).toEqual(['INC-900']));
    expect((await run('incidents/files/import')).json().information).toBe('No incident files waiting');

    mkdirSync(join(incidentFiles, 'processed'), { recursive: true });
    writeFileSync(join(incidentFiles, 'processed', 'old.csv'), 'incidentNo\n');
    const old = new Date(Date.now() - 40 * 86_400_000);
    utimesSync(join(incidentFiles, 'processed', 'old.csv'), old, old);
    const cleaned = await run('incidents/files/clean');
    expect(cleaned.json().information).toBe('1 incident file older than 30 days removed');
    expect(existsSync(join(incidentFiles, 'processed', 'old.csv'))).toBe(false);
    expect(existsSync(join(incidentFiles, 'failed', 'incidents-2026-11-24.csv'))).toBe(true);
  });

  it('owner task routes need edit on SCHEDULED_TASKS and refuse unknown tasks', async () => {
    const viewer = await w.training.as({ permissions: { SCHEDULED_TASKS: ['view'] } });
    expect((await w.training.server.inject({ method: 'POST', url: '/training/tasks/CompetencyExpiry', headers: viewer })).statusCode).toBe(403);
    expect((await w.trainingWrite('POST', '/training/tasks/NoSuchTask')).statusCode).toBe(400);
  });
});
