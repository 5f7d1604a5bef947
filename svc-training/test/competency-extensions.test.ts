import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, todayIso } from '@firecrest/contracts';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Spec §6 EXTEND_COMPETENCY_EXPIRY: `/training/competency-extensions` extends with a reason, and lists what was extended. */
describe('competency extensions', () => {
  let w: World;
  const ids: Record<string, number> = {};
  let extender: Record<string, string>;
  let editor: Record<string, string>;
  let managerOfB: Record<string, string>;
  const extend = (headers: Record<string, string>, payload: object) => w.training.server.inject({ method: 'POST', url: '/training/competency-extensions', headers, payload });
  const list = async (headers: Record<string, string>, query = '') => {
    const res = await w.training.server.inject({ method: 'GET', url: `/training/competency-extensions${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { recordId: number; employeeId: number; previousExpiryDate: string | null; expiryDate: string; reason: string; extendedBy: string }[]; total: number };
  };

  beforeAll(async () => {
    w = await buildWorld();
    ids.a = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'A01', name: 'Station A' })).id;
    ids.b = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'B01', name: 'Station B' })).id;
    ids.anna = (await w.create('personnel', '/personnel/employees', { firstName: 'Anna', lastName: 'Ames', contracts: [{ startDate: '2020-01-01', stationId: ids.a }] })).id;
    ids.ben = (await w.create('personnel', '/personnel/employees', { firstName: 'Ben', lastName: 'Blake', contracts: [{ startDate: '2020-01-01', stationId: ids.b }] })).id;
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.annaBa = (await w.create('training', '/training/employee-competencies', { employeeId: ids.anna, competencyId: ids.ba, statusId: 2, startDate: '2025-01-01', expiryDate: inDays(10) })).id;
    ids.benBa = (await w.create('training', '/training/employee-competencies', { employeeId: ids.ben, competencyId: ids.ba, statusId: 2, startDate: '2025-01-01', expiryDate: inDays(10) })).id;
    extender = await w.training.as({ username: 'extender', permissions: { COMPETENCIES: ['view'], EXTEND_COMPETENCY_EXPIRY: ['edit'] } });
    editor = await w.training.as({ username: 'editor', permissions: { COMPETENCIES: ['view', 'edit'] } });
    managerOfB = await w.training.as({ username: 'manager.b', accessAllLocations: false, locationIds: [ids.b], permissions: { COMPETENCIES: ['view'], EXTEND_COMPETENCY_EXPIRY: ['edit'] } });
  });
  afterAll(() => w?.close());

  it('extends the expiry with a reason, publishes the record change and lists the extension', async () => {
    const res = await extend(extender, { recordId: ids.annaBa, expiryDate: inDays(60), reason: 'Course cancelled by the provider' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recordId: ids.annaBa, employeeId: ids.anna, competencyId: ids.ba, previousExpiryDate: inDays(10), expiryDate: inDays(60), extendedBy: 'extender' });
    const record = await w.training.server.inject({ method: 'GET', url: `/training/employee-competencies/${ids.annaBa}`, headers: extender });
    expect(record.json().expiryDate).toBe(inDays(60));
    // The read models learn of it through the record's usual event.
    await w.until(`/api/v1/employees/${ids.anna}/competencies`, (body) => expect(JSON.stringify(body)).toContain(inDays(60)));
    const listed = await list(extender, `?employeeId=${ids.anna}`);
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ reason: 'Course cancelled by the provider', previousExpiryDate: inDays(10) });
  });

  it('needs the right, a reason, and a new expiry after today and after the current one', async () => {
    expect((await extend(editor, { recordId: ids.benBa, expiryDate: inDays(60), reason: 'Illness' })).statusCode).toBe(403);
    expect((await extend(extender, { recordId: ids.benBa, expiryDate: inDays(60), reason: '' })).statusCode).toBe(400);
    const earlier = await extend(extender, { recordId: ids.benBa, expiryDate: inDays(5), reason: 'Illness' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toEqual([{ field: 'expiryDate', message: MESSAGES.expiryAfterCurrent }]);
    const today = await extend(extender, { recordId: ids.benBa, expiryDate: todayIso(), reason: 'Illness' });
    expect(today.json().errors).toEqual([{ field: 'expiryDate', message: MESSAGES.expiryAfterToday }]);
    expect((await extend(extender, { recordId: 999_999, expiryDate: inDays(60), reason: 'Illness' })).statusCode).toBe(404);
  });

  it("keeps a manager to their locations' people", async () => {
    expect((await extend(managerOfB, { recordId: ids.annaBa, expiryDate: inDays(90), reason: 'Illness' })).statusCode).toBe(404);
    expect((await extend(managerOfB, { recordId: ids.benBa, expiryDate: inDays(30), reason: 'Illness' })).statusCode).toBe(201);
    expect((await list(managerOfB)).data.map((e) => e.employeeId)).toEqual([ids.ben]);
    expect((await list(extender)).total).toBe(2);
  });

  it('filters by competency and by the day the extension was made, and refuses an inverted range', async () => {
    expect((await list(extender, `?competencyId=${ids.ba}&from=${todayIso()}&to=${todayIso()}`)).total).toBe(2);
    expect((await list(extender, `?from=${inDays(1)}`)).total).toBe(0);
    const inverted = await w.training.server.inject({ method: 'GET', url: `/training/competency-extensions?from=${inDays(1)}&to=${todayIso()}`, headers: extender });
    expect(inverted.statusCode).toBe(400);
  });
});
