import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@firecrest/contracts';
import { buildWorld, type World } from '../../svc-public-api/test/world';

describe("extending a competency's expiry (the employee's competencies tab, through svc-training)", () => {
  let w: World;
  let record: { id: number; employeeId: number; competencyId: number; statusId: number; startDate: string; expiryDate: string };

  beforeAll(async () => {
    w = await buildWorld();
    const station = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'X1', name: 'Exton' })).id;
    const employee = (await w.create('personnel', '/personnel/employees', { firstName: 'Pat', lastName: 'Long', contracts: [{ stationId: station, startDate: '2020-01-01' }] })).id;
    const competency = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    record = await w.create('training', '/training/employee-competencies', { employeeId: employee, competencyId: competency, statusId: 2, startDate: '2025-01-01', expiryDate: '2027-01-01' });
  });
  afterAll(() => w?.close());

  const put = async (expiryDate: string | null, permissions: Record<string, string[]>) =>
    w.training.server.inject({ method: 'PUT', url: `/training/employee-competencies/${record.id}`, headers: await w.training.as({ permissions }), payload: { employeeId: record.employeeId, competencyId: record.competencyId, statusId: record.statusId, startDate: record.startDate, expiryDate } });

  it('needs the extend right to move the expiry later; moving it earlier is an ordinary edit', async () => {
    const editor = { COMPETENCIES: ['view', 'edit'] };
    const later = await put('2028-01-01', editor);
    expect(later.statusCode).toBe(403);
    expect(later.json().detail).toContain('EXTEND_COMPETENCY_EXPIRY');
    expect((await put('2026-06-01', editor)).statusCode).toBe(200);
    const extender = { COMPETENCIES: ['view', 'edit'], EXTEND_COMPETENCY_EXPIRY: ['edit'] };
    const extended = await put('2028-01-01', extender);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().expiryDate).toBe('2028-01-01');
    const removed = await put(null, extender);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors).toEqual([{ field: 'expiryDate', message: MESSAGES.expiryRequired }]);
  });

  it("names who changed the record in its history (the employee's timeline, from svc-training's event)", async () => {
    const headers = await w.training.as({ username: 'assessor.one', permissions: { COMPETENCIES: ['view', 'edit'] } });
    const payload = { employeeId: record.employeeId, competencyId: record.competencyId, statusId: record.statusId, startDate: record.startDate, expiryDate: '2027-06-01' };
    expect((await w.training.server.inject({ method: 'PUT', url: `/training/employee-competencies/${record.id}`, headers, payload })).statusCode).toBe(200);
    const history = async () =>
      (await w.personnel.server.inject({ method: 'GET', url: `/personnel/employees/${record.employeeId}/timeline?source=competency&sourceId=${record.id}`, headers: await w.personnel.as() })).json().data as { username: string; changes: { field: string }[] }[];
    await expect.poll(async () => (await history())[0], { timeout: 20_000 }).toMatchObject({ username: 'assessor.one', changes: [{ field: 'expiryDate', from: '2028-01-01', to: '2027-06-01' }] });
    // The author is who changed it, not a changed field.
    expect((await history()).flatMap((e) => e.changes.map((c) => c.field))).not.toContain('lastModifiedBy');
  });
});
