import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { employeeCompetencyEvents } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema } from '../src/config';

describe('an employee’s timeline, from the owners’ events', () => {
  let personnel: TestService<BaseConfig>;
  let admin: Record<string, string>;
  let employeeId: number;
  const timeline = async (query = '') => (await personnel.server.inject({ method: 'GET', url: `/personnel/employees/${employeeId}/timeline${query}`, headers: admin })).json();
  const competency = (id: number, at: string, expiryDate: string) => ({ id, employeeId, competencyId: 5, competencyProgramId: 7, statusId: 2, startDate: '2025-01-01', endDate: null, expiryDate, lastModifiedDate: at });

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    admin = await personnel.as();
    const station = (await personnel.server.inject({ method: 'POST', url: '/personnel/locations', headers: admin, payload: { kind: 'station', callSign: 'T1', name: 'T1' } })).json().id;
    employeeId = (await personnel.server.inject({ method: 'POST', url: '/personnel/employees', headers: admin, payload: { firstName: 'Tia', lastName: 'Moss', contracts: [{ stationId: station, startDate: '2020-01-01' }] } })).json().id;
  });
  afterAll(() => personnel?.close());

  it('lists the person’s own record and svc-training’s competency changes newest first, with what changed, once each', async () => {
    const recordId = 900_000 + employeeId;
    const publish = (kind: 'created' | 'updated', record: ReturnType<typeof competency>) => personnel.server.events.publish(employeeCompetencyEvents[kind], record, { key: String(record.id) });
    await publish('created', competency(recordId, '2025-01-01T10:00:00.000Z', '2026-01-01'));
    await publish('updated', competency(recordId, '2025-02-01T10:00:00.000Z', '2027-01-01'));
    await publish('updated', competency(recordId, '2025-02-01T10:00:00.000Z', '2027-01-01')); // the same event again
    await personnel.server.events.publish(employeeCompetencyEvents.deleted, { id: recordId, lastModifiedDate: '2025-03-01T10:00:00.000Z' }, { key: String(recordId) });

    await expect.poll(async () => (await timeline()).total, { timeout: 20_000 }).toBe(4);
    const { data } = await timeline();
    expect(data.map((e: { source: string; action: string }) => `${e.source} ${e.action}`)).toEqual(['employee created', 'competency deleted', 'competency updated', 'competency created']);
    expect(data[2].changes).toEqual([{ field: 'expiryDate', from: '2026-01-01', to: '2027-01-01' }]);
    expect(data[3].payload).toMatchObject({ competencyId: 5, expiryDate: '2026-01-01' });

    const one = await timeline(`?source=competency&sourceId=${recordId}&itemsPerPage=2&page=1`);
    expect(one.total).toBe(3);
    expect(one.data.map((e: { action: string }) => e.action)).toEqual(['created']);
    expect((await timeline('?programId=77')).total).toBe(0);
    expect((await timeline('?programId=7')).data.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
  });

  it('measures a change from the event before it when the later one was read first (topics read side by side)', async () => {
    const recordId = 950_000 + employeeId;
    const publish = (kind: 'created' | 'updated', record: ReturnType<typeof competency>) => personnel.server.events.publish(employeeCompetencyEvents[kind], record, { key: String(record.id) });
    await publish('updated', competency(recordId, '2025-05-01T10:00:00.000Z', '2029-01-01'));
    await expect.poll(async () => (await timeline(`?source=competency&sourceId=${recordId}`)).total, { timeout: 20_000 }).toBe(1);
    await publish('created', competency(recordId, '2025-04-01T10:00:00.000Z', '2028-01-01'));
    await expect.poll(async () => (await timeline(`?source=competency&sourceId=${recordId}`)).total, { timeout: 20_000 }).toBe(2);
    const [updated] = (await timeline(`?source=competency&sourceId=${recordId}`)).data;
    expect(updated.changes).toEqual([{ field: 'expiryDate', from: '2028-01-01', to: '2029-01-01' }]);

    // A deletion read before the record's first event is the person's once that event names them.
    const gone = recordId + 1;
    await personnel.server.events.publish(employeeCompetencyEvents.deleted, { id: gone, lastModifiedDate: '2025-06-01T10:00:00.000Z' }, { key: String(gone) });
    await publish('created', competency(gone, '2025-04-01T10:00:00.000Z', '2028-01-01'));
    await expect.poll(async () => (await timeline(`?source=competency&sourceId=${gone}`)).data.map((e: { action: string }) => e.action), { timeout: 20_000 }).toEqual(['deleted', 'created']);
  });
});
