import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app } from '../src/app';
import { configSchema } from '../src/config';

describe('field-level history of an employee and their records', () => {
  let personnel: TestService<BaseConfig>;
  let admin: Record<string, string>;
  let north: number;
  let south: number;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin) => personnel.server.inject({ method, url: `/personnel/${url}`, payload, headers });

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    admin = await personnel.as();
    const station = async (callSign: string) => (await call('POST', 'locations', { kind: 'station', callSign, name: callSign })).json().id;
    north = await station('H1');
    south = await station('H2');
  });
  afterAll(() => personnel?.close());

  it('stores what each of two contract edits changed, who made it and when', async () => {
    const contract = { serviceNumber: 'FF1', stationId: north, startDate: '2020-01-01', isDefault: true };
    const employee = (await call('POST', 'employees', { firstName: 'Ada', lastName: 'Hale', contracts: [contract] })).json();
    const body = { firstName: 'Ada', lastName: 'Hale', gartanId: employee.gartanId };
    expect((await call('PUT', `employees/${employee.id}`, { ...body, contracts: [{ ...contract, stationId: south }] })).statusCode).toBe(200);
    expect((await call('PUT', `employees/${employee.id}`, { ...body, contracts: [{ ...contract, stationId: south, endDate: '2025-06-30' }] })).statusCode).toBe(200);

    const history = (await call('GET', `history?entity=employee&entityId=${employee.id}`)).json();
    expect(history.total).toBe(3);
    const [second, first, created] = history.data;
    expect(second).toMatchObject({ action: 'updated', username: expect.any(String), changes: [{ field: 'contracts.0.endDate', from: null, to: '2025-06-30' }] });
    expect(first.changes).toEqual([{ field: 'contracts.0.stationId', from: north, to: south }]);
    expect(created.action).toBe('created');
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'firstName', from: null, to: 'Ada' }, { field: 'contracts.0.stationId', from: null, to: north }]));
    expect(Date.parse(second.at)).toBeGreaterThanOrEqual(Date.parse(first.at));
  });

  it('keeps a note’s changes under its employee, out of sight of managers of other locations', async () => {
    const employee = (await call('POST', 'employees', { firstName: 'Bo', lastName: 'Reed', contracts: [{ stationId: north, startDate: '2020-01-01' }] })).json();
    const note = (await call('POST', `employees/${employee.id}/notes`, { date: '2025-01-01', text: 'First' })).json();
    await call('PUT', `employees/${employee.id}/notes/${note.id}`, { date: '2025-01-02', text: 'First' });
    const history = (await call('GET', `history?entity=note&entityId=${note.id}&employeeId=${employee.id}`)).json();
    expect(history.data.map((c: { action: string }) => c.action)).toEqual(['updated', 'created']);
    expect(history.data[0].changes).toEqual([{ field: 'date', from: '2025-01-01', to: '2025-01-02' }]);
    const southManager = await personnel.as({ accessAllLocations: false, locationIds: [south], permissions: { EMPLOYEES: ['view'] } });
    expect((await call('GET', `history?entity=note&employeeId=${employee.id}`, undefined, southManager)).statusCode).toBe(404);
  });

  it('keeps risk assessments as documented records reviewed after they were made', async () => {
    const employee = (await call('POST', 'employees', { firstName: 'Cy', lastName: 'Vale', contracts: [{ stationId: north, startDate: '2020-01-01' }] })).json();
    const refused = await call('POST', `employees/${employee.id}/risk-assessments`, { date: '2025-01-10', title: ' ', reviewDate: '2025-01-01' });
    expect(refused.json().errors).toEqual([{ field: 'title', message: 'Required' }, { field: 'reviewDate', message: 'End date must be later than start date' }]);
    const made = (await call('POST', `employees/${employee.id}/risk-assessments`, { date: '2025-01-10', title: 'Working at height', assessor: 'J. Watch', reviewDate: '2026-01-10' })).json();
    await call('PUT', `employees/${employee.id}/risk-assessments/${made.id}`, { date: '2025-01-10', title: 'Working at height', assessor: 'J. Watch', reviewDate: '2025-07-10' });
    expect((await call('GET', `employees/${employee.id}/risk-assessments`)).json().data).toMatchObject([{ id: made.id, title: 'Working at height', reviewDate: '2025-07-10' }]);
    expect((await call('GET', `employees/${employee.id}/assessment-reports`)).json().data).toEqual([]);
    const history = (await call('GET', `history?entity=riskAssessment&employeeId=${employee.id}`)).json();
    expect(history.data[0].changes).toEqual([{ field: 'reviewDate', from: '2026-01-10', to: '2025-07-10' }]);
  });
});
