import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { employeeCompetencyEvents, frameworkItemChanged, TRAINING_MESSAGES as M, type EmployeeCompetencyEvent, type FrameworkItemEvent } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const BASE = '/training/competency-framework/competencies';
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const rule = (extra: object) => ({ name: 'Default', isDefault: true, validityPeriod: 3, validityUnit: 'years', startDate: '2024-01-01', ...extra });

describe('competency profiles (§3.2, §5.2) and CompetencyAssignment', () => {
  let w: World;
  let reader: TestService<BaseConfig>;
  const framework: FrameworkItemEvent[] = [];
  const created: EmployeeCompetencyEvent[] = [];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    w = await buildWorld();
    // A consumer of the topics svc-training publishes on, as webhooks and /api/v1 are.
    reader = await buildTestService<BaseConfig>(
      'svc-profile-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-profile-reader', config });
        f.events.subscribe(frameworkItemChanged, async ({ payload }) => void framework.push(payload), { fromBeginning: true });
        f.events.subscribe(employeeCompetencyEvents.created, async ({ payload }) => void created.push(payload), { fromBeginning: true });
      }),
      w.env,
    );
    const org = async (kind: string, name: string) => (await w.create('personnel', `/personnel/organisation/${kind}`, { name })).id as number;
    const station = async (callSign: string) => (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign, name: `Station ${callSign}` })).id as number;
    const employee = async (lastName: string, contract: object) =>
      (await w.create('personnel', '/personnel/employees', { firstName: 'Pat', lastName, contracts: [{ startDate: '2020-01-01', ...contract }] })).id as number;
    ids.firefighter = await org('employeeRole', 'Firefighter');
    ids.driver = await org('employeeRole', 'Driver');
    ids.wholetime = await org('staffGroup', 'Wholetime');
    ids.retained = await org('staffGroup', 'Retained');
    ids.a = await station('PA1');
    ids.b = await station('PB1');
    // Ann: firefighter, wholetime, A. Ben: firefighter, retained, B. Cat: driver, wholetime, A.
    // Dan: firefighter at A until 2021 (no current contract). Eve: firefighter, retained, A, already holds BA.
    ids.ann = await employee('Ann', { roleId: ids.firefighter, staffGroupId: ids.wholetime, stationId: ids.a });
    ids.ben = await employee('Ben', { roleId: ids.firefighter, staffGroupId: ids.retained, stationId: ids.b });
    ids.cat = await employee('Cat', { roleId: ids.driver, staffGroupId: ids.wholetime, stationId: ids.a });
    ids.dan = await employee('Dan', { roleId: ids.firefighter, staffGroupId: ids.wholetime, stationId: ids.a, endDate: '2021-01-01' });
    ids.eve = await employee('Eve', { roleId: ids.firefighter, staffGroupId: ids.retained, stationId: ids.a });
  });
  afterAll(async () => {
    await reader?.close();
    await w?.close();
  });

  it('refuses overlapping profiles, an active one not ended, early profile rules and unknown references, with the §5.2 messages', async () => {
    const post = (profiles: object[]) => w.trainingWrite('POST', BASE, { code: 'PRF', name: 'Profiled', profiles });
    const problem = async (profiles: object[]) => {
      const res = await post(profiles);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      return res.json().errors[0];
    };
    const atA = { employeeRoleId: ids.firefighter, locationId: ids.a };
    expect(await problem([{ ...atA, startDate: '2024-01-01' }, { ...atA, startDate: '2025-01-01' }])).toEqual({ field: 'profiles.1.startDate', message: M.endActiveProfile });
    expect(await problem([{ ...atA, startDate: '2025-01-01', endDate: '2025-12-31' }, { ...atA, startDate: '2024-06-01', endDate: '2025-03-01' }])).toEqual({
      field: 'profiles.1.startDate',
      message: M.profileOverlap,
    });
    expect(await problem([{ ...atA, startDate: '2024-02-01', refresherRules: [rule({ startDate: '2024-01-01' })] }])).toEqual({
      field: 'profiles.0.refresherRules.0.startDate',
      message: M.startBeforeProfile,
    });
    expect(await problem([{ ...atA, startDate: '2024-01-01', refresherRules: [rule({}), rule({ startDate: '2025-01-01' })] }])).toEqual({
      field: 'profiles.0.refresherRules.1.startDate',
      message: M.endActiveDefaultRule,
    });
    expect(await problem([{ employeeRoleId: 9999, startDate: '2024-01-01' }])).toEqual({ field: 'profiles', message: '9999 does not exist.' });
    expect(await problem([{ staffGroupId: ids.firefighter + 9999, startDate: '2024-01-01' }])).toMatchObject({ field: 'profiles' });
    expect(await problem([{ locationId: 9999, startDate: '2024-01-01' }])).toEqual({ field: 'profiles', message: '9999 does not exist.' });
    // Ended first, a new one for the same people may follow; others run beside it.
    const ok = await post([
      { ...atA, startDate: '2024-01-01', endDate: '2024-12-31' },
      { ...atA, startDate: '2025-01-01', refresherRules: [rule({ startDate: '2025-01-01' })] },
      { staffGroupId: ids.wholetime, startDate: '2024-01-01' },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().profiles[1]).toMatchObject({ employeeRoleId: ids.firefighter, staffGroupId: null, locationId: ids.a, endDate: null, refresherRules: [{ name: 'Default', startDate: '2025-01-01' }] });
    await w.trainingWrite('DELETE', `${BASE}/${ok.json().id}`);
  });

  it('assigns each competency to the employees whose current contract matches an active profile, once, with the usual events', async () => {
    // BA: firefighters at A (Ann; Eve holds it already; Dan's contract ended). RTC: wholetime anywhere (Ann, Cat),
    // its profile for B ended. OLD is archived; FUT's profile starts tomorrow: neither is assigned.
    const competency = async (code: string, body: object) => (await w.create('training', BASE, { code, name: code, ...body })).id as number;
    ids.ba = await competency('BA', { profiles: [{ employeeRoleId: ids.firefighter, locationId: ids.a, startDate: '2024-01-01' }] });
    ids.rtc = await competency('RTC', {
      profiles: [
        { staffGroupId: ids.wholetime, startDate: '2024-01-01', refresherRules: [rule({})] },
        { locationId: ids.b, startDate: '2024-01-01', endDate: '2024-12-31' },
      ],
    });
    ids.old = await competency('OLD', { archiveAfterDate: '2024-01-01', profiles: [{ startDate: '2020-01-01' }] });
    ids.fut = await competency('FUT', { profiles: [{ startDate: dayOffset(1) }] });
    const statuses = (await w.trainingWrite('GET', '/training/reference-items/competencyStatus')).json().data as { id: number; name: string }[];
    const unassessed = statuses.find((s) => s.name === 'UNASSESSED')!.id;
    ids.eveBa = (await w.create('training', '/training/employee-competencies', { employeeId: ids.eve, competencyId: ids.ba, statusId: unassessed, startDate: '2024-01-01' })).id;

    const run = () => w.trainingWrite('POST', '/training/tasks/CompetencyAssignment');
    const first = await run();
    expect(first.json(), first.body).toEqual({ result: 'Assigned 3 competencies to 2 employees' });
    const held = async (employeeId: number) =>
      ((await w.trainingWrite('GET', `/training/employee-competencies?employeeId=${employeeId}`)).json().data as { competencyId: number; statusId: number; startDate: string }[])
        .map((r) => r.competencyId)
        .sort((x, y) => x - y);
    expect(await held(ids.ann)).toEqual([ids.ba, ids.rtc]);
    expect(await held(ids.cat)).toEqual([ids.rtc]);
    expect(await held(ids.ben)).toEqual([]);
    expect(await held(ids.dan)).toEqual([]);
    expect(await held(ids.eve)).toEqual([ids.ba]);

    // Run again (job type 0 does the same work): nothing new.
    expect((await w.trainingWrite('POST', '/training/tasks/BulkAssignCompetencies')).json()).toEqual({ result: 'Assigned 0 competencies to 0 employees' });
    expect(await held(ids.ann)).toEqual([ids.ba, ids.rtc]);

    // The records went out as employee-competency.created and reached /api/v1.
    await expect
      .poll(() => created.filter((e) => e.employeeId !== ids.eve).map((e) => `${e.employeeId}:${e.competencyId}:${e.statusId}:${e.startDate}`).sort(), { timeout: 20_000, interval: 200 })
      .toEqual([`${ids.ann}:${ids.ba}:${unassessed}:${today}`, `${ids.ann}:${ids.rtc}:${unassessed}:${today}`, `${ids.cat}:${ids.rtc}:${unassessed}:${today}`].sort());
    await w.until(`/api/v1/employees/${ids.cat}/competencies`, (b) => expect(b.data.map((c: { code: string }) => c.code)).toEqual(['RTC']));
    // The competency's own event carries its profiles (webhooks see them); /api/v1 keeps id, code and name.
    await expect.poll(() => framework.find((e) => e.kind === 'competency' && e.id === ids.rtc)?.fields.profiles, { timeout: 20_000, interval: 200 }).toMatchObject([
      { staffGroupId: ids.wholetime, refresherRules: [{ name: 'Default' }] },
      { locationId: ids.b, endDate: '2024-12-31' },
    ]);
    await w.until('/api/v1/competencies', (b) => expect(b.data).toContainEqual({ id: ids.rtc, code: 'RTC', name: 'RTC' }));
  });

  it("svc-personnel answers current contracts (a scoped caller's locations only) and which organisation ids exist", async () => {
    const ask = async (url: string, payload: object, user?: object) =>
      (await w.personnel.server.inject({ method: 'POST', url: `/personnel/employees/${url}`, payload, headers: await w.personnel.as(user) })).json();
    const all = await ask('current-contracts', { on: today });
    expect(all.data.map((e: { id: number }) => e.id).sort((x: number, y: number) => x - y)).toEqual([ids.ann, ids.ben, ids.cat, ids.eve]);
    expect(all.data.find((e: { id: number }) => e.id === ids.ann).contracts).toEqual([
      { roleId: ids.firefighter, staffGroupId: ids.wholetime, stationId: ids.a, startDate: '2020-01-01', endDate: null },
    ]);
    const paged = await ask('current-contracts', { on: today, limit: 2 });
    expect(paged.data).toHaveLength(2);
    expect(paged.nextAfterId).toBe(paged.data[1].id);
    const scoped = await ask('current-contracts', { on: today }, { accessAllLocations: false, locationIds: [ids.b] });
    expect(scoped.data.map((e: { id: number }) => e.id)).toEqual([ids.ben]);
    expect(await ask('organisation/existing', { kind: 'staffGroup', ids: [ids.wholetime, ids.firefighter, 9999] })).toEqual({ ids: [ids.wholetime] });
  });

  it('answers a clear result when no profile is active', async () => {
    for (const id of [ids.ba, ids.rtc, ids.fut]) expect((await w.trainingWrite('PUT', `${BASE}/${id}`, { code: `C${id}`, name: 'No profiles' })).statusCode).toBe(200);
    expect((await w.trainingWrite('POST', '/training/tasks/CompetencyAssignment')).json()).toEqual({ result: 'No competency profiles active today: nothing to assign' });
  });
});
