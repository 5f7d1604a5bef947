import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_MESSAGES as M } from '@firecrest/contracts';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const rule = (extra: object) => ({ name: 'Default', isDefault: true, validityPeriod: 3, validityUnit: 'years', startDate: '2026-01-01', ...extra });
const BASE = '/training/competency-framework';

describe('competency framework and special rights (§2.4, §3.2, §5.2, §6)', () => {
  let w: World;
  let group = 0;
  let area = 0;

  beforeAll(async () => {
    w = await buildWorld();
    group = (await w.create('training', `${BASE}/activity-groups`, { code: 'ops', name: 'Operational', increment: 1, refresherCount: 2 })).id;
    area = (await w.create('training', `${BASE}/subject-areas`, { code: 'wr', name: 'Water rescue', activityGroupId: group })).id;
  });
  afterAll(() => w?.close());

  it('keeps refresher rule and profile date ranges apart, and the active default must be ended first', async () => {
    const post = (body: object) => w.trainingWrite('POST', `${BASE}/competencies`, { code: 'SWR', name: 'Swift water rescue', ...body });
    const open = rule({});
    expect((await post({ refresherRules: [open, rule({ startDate: '2027-01-01' })] })).json().errors[0]).toEqual({ field: 'refresherRules.1.startDate', message: M.endActiveDefaultRule });
    expect((await post({ refresherRules: [rule({ endDate: '2026-12-31' }), rule({ startDate: '2026-06-01', endDate: '2027-06-01' })] })).json().errors[0]).toEqual({ field: 'refresherRules.1.startDate', message: M.ruleOverlap });
    expect((await post({ refresherRules: [rule({ startDate: '2026-05-01', endDate: '2026-04-01' })] })).json().errors[0]).toEqual({ field: 'refresherRules.0.endDate', message: M.endAfterStart });
    expect((await post({ profiles: [{ startDate: '2026-01-01' }, { startDate: '2026-02-01' }] })).json().errors[0]).toEqual({ field: 'profiles.1.startDate', message: M.endActiveProfile });
    expect((await post({ refresherRules: [rule({ activityGroupId: 999 })] })).statusCode).toBe(400);

    const created = await w.create('training', `${BASE}/competencies`, {
      code: 'swr',
      name: 'Swift water rescue',
      description: 'Rescue from moving water',
      competencyType: 'Specialist',
      archiveAfterDate: '2030-01-01',
      subjectAreaIds: [area],
      refresherRules: [rule({ endDate: '2026-12-31' }), rule({ startDate: '2027-01-01' }), rule({ name: 'Ops', isDefault: false, activityGroupId: group, startDate: '2026-01-01' })],
      profiles: [{ startDate: '2026-01-01', endDate: '2026-12-31' }, { startDate: '2027-01-01' }],
    });
    expect(created).toMatchObject({ code: 'SWR', competencyType: 'Specialist', subjectAreaIds: [area] });
    expect(created.refresherRules).toHaveLength(3);
    expect((await post({})).statusCode).toBe(409);
    await w.until('/api/v1/competencies', (b) => expect(b.data).toContainEqual({ id: created.id, code: 'SWR', name: 'Swift water rescue' }));
    const renamed = await w.trainingWrite('PUT', `${BASE}/competencies/${created.id}`, { code: 'SWR', name: 'Swift water rescue technician' });
    expect(renamed.statusCode).toBe(200);
    await w.until('/api/v1/competencies', (b) => expect(b.data).toContainEqual({ id: created.id, code: 'SWR', name: 'Swift water rescue technician' }));
  });

  it('keeps percentage ranges within 0 to 100, in order and apart; subject areas keep their history', async () => {
    const post = (body: object) => w.trainingWrite('POST', `${BASE}/percentage-ranges`, { label: 'Low', colour: '#ff4d4f', ...body });
    expect((await post({ rangeFrom: 0, rangeTo: 120 })).json().errors[0].field).toBe('rangeTo');
    expect((await post({ rangeFrom: 60, rangeTo: 40 })).json().errors[0]).toEqual({ field: 'rangeTo', message: M.rangeFromNotAfterTo });
    expect((await post({ rangeFrom: 0, rangeTo: 50 })).statusCode).toBe(201);
    expect((await post({ label: 'Mid', rangeFrom: 40, rangeTo: 80 })).json().errors[0]).toEqual({ field: 'rangeFrom', message: M.rangeOverlap });
    expect((await post({ label: 'High', rangeFrom: 50, rangeTo: 100, colour: '#52c41a' })).statusCode).toBe(201);
    expect((await w.trainingWrite('GET', `${BASE}/percentage-ranges`)).json().data.map((r: { label: string }) => r.label)).toEqual(['Low', 'High']);

    await w.trainingWrite('PUT', `${BASE}/subject-areas/${area}`, { code: 'WR', name: 'Water and flood rescue', activityGroupId: group });
    const history = (await w.trainingWrite('GET', `${BASE}/subject-areas/${area}/history`)).json().data;
    expect(history.map((v: { action: string; fields: { name: string } }) => [v.action, v.fields.name])).toEqual([['updated', 'Water and flood rescue'], ['created', 'Water rescue']]);
  });

  it("lists a list's own history (programs, activity types): every item's versions, newest first, with the item", async () => {
    const first = (await w.create('training', `${BASE}/activity-types`, { code: 'drill', name: 'Drill', activityGroupId: group })).id;
    const second = (await w.create('training', `${BASE}/activity-types`, { code: 'exercise', name: 'Exercise', activityGroupId: group })).id;
    await w.trainingWrite('PUT', `${BASE}/activity-types/${first}`, { code: 'DRILL', name: 'Station drill', activityGroupId: group });
    await w.trainingWrite('DELETE', `${BASE}/activity-types/${second}`);
    const history = (await w.trainingWrite('GET', `${BASE}/activity-types/history`)).json().data as { itemId: number; action: string; fields: { name?: string } }[];
    expect(history.map((v) => [v.itemId, v.action])).toEqual([[second, 'deleted'], [first, 'updated'], [second, 'created'], [first, 'created']]);
    expect(history[1]!.fields.name).toBe('Station drill');
    expect((await w.trainingWrite('GET', `${BASE}/programs/history`)).json().data).toEqual([]);
  });

  it('keeps activity areas, each grouping known activity types once', async () => {
    const type = (await w.create('training', `${BASE}/activity-types`, { code: 'hose', name: 'Hose running', activityGroupId: group })).id;
    const post = (body: object) => w.trainingWrite('POST', `${BASE}/activity-areas`, { code: 'pump', name: 'Pumping', ...body });
    const unknown = await post({ activityTypeIds: [type, 99_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('activityTypeIds');
    expect((await post({ activityTypeIds: [type, type] })).json().errors[0]).toEqual({ field: 'activityTypeIds', message: 'Activity type already added' });
    const created = await post({ activityTypeIds: [type] });
    expect(created.statusCode, created.body).toBe(201);
    expect((await w.trainingWrite('GET', `${BASE}/activity-areas`)).json().data).toEqual([expect.objectContaining({ id: created.json().id, code: 'PUMP', name: 'Pumping', activityTypeIds: [type] })]);
    const viewer = await w.training.as({ permissions: { ACTIVITY_GROUPS: ['view', 'create'] } });
    expect((await w.training.server.inject({ method: 'GET', url: `${BASE}/activity-areas`, headers: viewer })).statusCode).toBe(403);
  });

  it('needs the module right for each list, and the special rights for breaches and event types', async () => {
    const viewer = await w.training.as({ permissions: { COMPETENCIES: ['view'], TRAINING_RESOURCES: ['view', 'create'], COURSES: ['view', 'create'] } });
    const asViewer = (method: 'GET' | 'POST', url: string, payload?: object) => w.training.server.inject({ method, url, payload, headers: viewer });
    expect((await asViewer('GET', `${BASE}/competencies`)).statusCode).toBe(200);
    expect((await asViewer('POST', `${BASE}/competencies`, { code: 'X', name: 'X' })).statusCode).toBe(403);
    expect((await asViewer('GET', `${BASE}/activity-groups`)).statusCode).toBe(403);

    const resource = (await w.create('training', '/training/training-resources', { name: 'Drill tower', trainingResourceTypeName: 'Facility' })).id;
    const floors = (await w.create('training', '/training/training-resource-inventories', { trainingResourceId: resource, name: 'Floors', quantity: 1, maximumAllowedPerEvent: 1, availableForOnStationEvents: false, minutesUnavailableAfterEnd: 60 })).id;
    const type = (await w.create('training', '/training/reference-items/bookingType', { code: 'FAC', name: 'Facility' })).id;
    const onStation = (await w.create('training', '/training/training-events', { trainingType: 1, onStationEvent: true, course: { name: 'Ladder drill' }, dates: [{ startTime: '2027-05-01T09:00:00Z', endTime: '2027-05-01T12:00:00Z' }] })).id;
    const course = (await w.create('training', '/training/training-events', { trainingType: 2, course: { name: 'Tower rescue' }, dates: [{ startTime: '2027-05-02T09:00:00Z', endTime: '2027-05-02T12:00:00Z' }] })).id;
    const book = (extra: object, headers?: Record<string, string>) =>
      w.training.server.inject({ method: 'POST', url: '/training/training-resource-bookings', headers: headers ?? viewer, payload: { trainingResourceInventoryId: floors, bookingTypeId: type, startDate: '2027-05-02T09:00:00Z', endDate: '2027-05-02T11:00:00Z', quantity: 1, ...extra } });

    expect((await book({ trainingEventId: onStation })).json().errors[0]).toEqual({ field: 'trainingResourceInventoryId', message: M.inventoryTypeInvalid });
    const admin = await w.training.as();
    expect((await book({ trainingEventId: onStation, startDate: '2027-05-01T09:00:00Z', endDate: '2027-05-01T10:00:00Z' }, admin)).statusCode).toBe(201);
    expect((await book({ trainingEventId: course })).statusCode).toBe(201);
    // The same floor an hour after, inside the 60 minutes it stays unavailable: an overlap.
    const overlap = await book({ startDate: '2027-05-02T11:30:00Z', endDate: '2027-05-02T12:30:00Z' });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors.map((e: { field: string }) => e.field)).toEqual(['startDate', 'breachComment']);
    expect(overlap.json().errors[0].message).toContain(M.bookingOverlap);
    const noRight = await book({ startDate: '2027-05-02T11:30:00Z', endDate: '2027-05-02T12:30:00Z', breachComment: 'Second crew shares the floor' });
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().detail).toContain(M.breachRightRequired);
    const perEvent = await book({ trainingEventId: course, startDate: '2027-05-02T14:00:00Z', endDate: '2027-05-02T15:00:00Z' });
    expect(perEvent.json().errors[0]).toEqual({ field: 'quantity', message: `${M.quantityOverMax} (1)` });
    const breach = await book({ startDate: '2027-05-02T11:30:00Z', endDate: '2027-05-02T12:30:00Z', breachComment: 'Second crew shares the floor' }, admin);
    expect(breach.json()).toMatchObject({ breachCreated: true, breachCreatedComment: 'Second crew shares the floor', breachCreatedByUsername: 'test.user' });
  });
});
