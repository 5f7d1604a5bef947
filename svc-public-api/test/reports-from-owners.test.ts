import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildWorld, type World } from './world';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The reports fed by the owners themselves: what svc-personnel and svc-training write reaches the report rows only
 * through Kafka, including the competency extension svc-training publishes for the extensions report.
 */
describe('reports from the owners’ events', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  }, 60_000);
  afterAll(() => w?.close());

  it('shows a record written in svc-training in the progress report, and its extension with the reason', { timeout: 60_000 }, async () => {
    const station = await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'OW1', name: 'Owners' });
    const anna = await w.create('personnel', '/personnel/employees', { firstName: 'Anna', lastName: 'Ames', contracts: [{ startDate: '2020-01-01', stationId: station.id }] });
    const ba = await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' });
    const record = await w.create('training', '/training/employee-competencies', { employeeId: anna.id, competencyId: ba.id, statusId: 2, startDate: '2025-01-01', expiryDate: inDays(-3) });
    const admin = await w.api.as({ accessAllLocations: true, permissions: { REPORTS: ['view'] } });
    const rows = async (url: string) => (await w.api.server.inject({ method: 'GET', url, headers: admin })).json().data;
    await vi.waitFor(async () => expect(await rows(`/reporting/reports/progress-report/rows?stationIds=${station.id}`)).toEqual([
      { station: 'OW1 Owners', people: 1, records: 1, valid: 0, expiring: 0, expired: 1, noExpiry: 0, inDate: 0 },
    ]), { timeout: 30_000, interval: 250 });
    const extended = await w.trainingWrite('POST', '/training/competency-extensions', { recordId: record.id, expiryDate: inDays(27), reason: 'Course cancelled' });
    expect(extended.statusCode, extended.body).toBe(201);
    await vi.waitFor(async () => expect(await rows('/reporting/reports/competency-extensions-report/rows')).toMatchObject([
      { employee: 'Ames, Anna', station: 'OW1 Owners', competency: 'BA Breathing apparatus', previousExpiryDate: inDays(-3), expiryDate: inDays(27), days: 30, reason: 'Course cancelled' },
    ]), { timeout: 30_000, interval: 250 });
    // The record's own update moved it into the expiring band.
    expect((await rows(`/reporting/reports/progress-report/rows?stationIds=${station.id}`))[0]).toMatchObject({ expiring: 1, expired: 0 });
  });
});
