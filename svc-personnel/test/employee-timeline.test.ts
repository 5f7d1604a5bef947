import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { activityReportEvents, employeeCompetencyEvents, type ActivityReportEvent } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema } from '../src/config';

describe('an employee’s timeline, from the owners’ events', () => {
  let personnel: TestService<BaseConfig>;
  let admin: Record<string, string>;
  let employeeId: number;
  let station: number;
  const timeline = async (query = '') => (await personnel.server.inject({ method: 'GET', url: `/personnel/employees/${employeeId}/timeline${query}`, headers: admin })).json();
  const competency = (id: number, at: string, expiryDate: string) => ({ id, employeeId, competencyId: 5, competencyProgramId: 7, statusId: 2, startDate: '2025-01-01', endDate: null, expiryDate, lastModifiedDate: at });

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    admin = await personnel.as();
    station = (await personnel.server.inject({ method: 'POST', url: '/personnel/locations', headers: admin, payload: { kind: 'station', callSign: 'T1', name: 'T1' } })).json().id;
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

  it('shows notes, CPD entries and attachments from their events, with who wrote them', async () => {
    const headers = await personnel.as({ username: 'clerk.one' });
    const note = (await personnel.server.inject({ method: 'POST', url: `/personnel/employees/${employeeId}/notes`, headers, payload: { date: '2025-03-01', text: 'Asked for a BA refresher' } })).json();
    const put = await personnel.server.inject({ method: 'PUT', url: `/personnel/employees/${employeeId}/notes/${note.id}`, headers: admin, payload: { date: '2025-03-01', text: 'BA refresher booked' } });
    expect(put.statusCode, put.body).toBe(200);
    const cpd = (await personnel.server.inject({ method: 'POST', url: `/personnel/employees/${employeeId}/cpd`, headers, payload: { date: '2025-02-01', event: 'Water rescue day', totalHours: 6 } })).json();
    const file = { fileName: 'licence.txt', contentType: 'text/plain', content: Buffer.from('licence').toString('base64') };
    const attachment = (await personnel.server.inject({ method: 'POST', url: `/personnel/employees/${employeeId}/attachments`, headers, payload: file })).json();
    expect((await personnel.server.inject({ method: 'DELETE', url: `/personnel/employees/${employeeId}/attachments/${attachment.id}`, headers: admin })).statusCode).toBe(204);

    await expect.poll(async () => (await timeline(`?source=note&sourceId=${note.id}`)).total, { timeout: 20_000 }).toBe(2);
    const [edited, written] = (await timeline(`?source=note&sourceId=${note.id}`)).data;
    expect(written).toMatchObject({ action: 'created', username: 'clerk.one', payload: { text: 'Asked for a BA refresher', createdBy: 'clerk.one' } });
    expect(edited).toMatchObject({ action: 'updated', username: 'test.user', changes: [{ field: 'text', from: 'Asked for a BA refresher', to: 'BA refresher booked' }] });
    await expect.poll(async () => (await timeline(`?source=cpd&sourceId=${cpd.id}`)).data.map((e: { action: string; payload: { event: string } }) => `${e.action} ${e.payload.event}`), { timeout: 20_000 }).toEqual(['created Water rescue day']);
    await expect.poll(async () => (await timeline(`?source=attachment&sourceId=${attachment.id}`)).data.map((e: { action: string }) => e.action), { timeout: 20_000 }).toEqual(['deleted', 'created']);
  });

  it("puts each step of an incident's activity report on the timeline of each person of its crew, with their own part", async () => {
    const other = (await personnel.server.inject({ method: 'POST', url: '/personnel/employees', headers: admin, payload: { firstName: 'Rob', lastName: 'Hale', contracts: [{ stationId: station, startDate: '2020-01-01' }] } })).json().id;
    const reportId = 700_000 + employeeId;
    const report = (status: ActivityReportEvent['status'], at: string, otherActivity = 'Pump operator'): ActivityReportEvent => ({
      id: reportId,
      incidentId: 3,
      stationIds: [],
      activities: [
        { employeeId, activity: 'BA wearer', competencyIds: [5], comment: '' },
        { employeeId: other, activity: otherActivity, competencyIds: [6], comment: '' },
      ],
      comment: '',
      status,
      history: [],
      evaluation: null,
      lastModifiedDate: at,
    });
    const publish = (kind: 'created' | 'updated', r: ActivityReportEvent) => personnel.server.events.publish(activityReportEvents[kind], r, { key: String(r.id) });
    await publish('created', report('open', '2025-07-01T10:00:00.000Z'));
    await publish('updated', report('open', '2025-07-01T11:00:00.000Z', 'Pump operator and driver')); // only Rob's part changed
    await publish('updated', report('submitted', '2025-07-01T12:00:00.000Z', 'Pump operator and driver'));
    const steps = async (person: number) =>
      ((await personnel.server.inject({ method: 'GET', url: `/personnel/employees/${person}/timeline?source=activityReport&sourceId=${reportId}`, headers: admin })).json().data as { action: string; changes: { field: string; to: unknown }[]; payload: ActivityReportEvent }[]);
    await expect.poll(async () => (await steps(other)).length, { timeout: 20_000 }).toBe(3);
    await expect.poll(async () => (await steps(employeeId)).map((e) => e.action), { timeout: 20_000 }).toEqual(['updated', 'created']);
    const [submitted, created] = await steps(employeeId);
    expect(submitted.changes).toEqual([{ field: 'status', from: 'open', to: 'submitted' }]);
    expect(created.payload.activities).toEqual([{ employeeId, activity: 'BA wearer', competencyIds: [5], comment: '' }]);

    await personnel.server.events.publish(activityReportEvents.deleted, { id: reportId, lastModifiedDate: '2025-07-02T10:00:00.000Z' }, { key: String(reportId) });
    await expect.poll(async () => (await steps(employeeId)).map((e) => e.action), { timeout: 20_000 }).toEqual(['deleted', 'updated', 'created']);
    await expect.poll(async () => (await steps(other)).map((e) => e.action), { timeout: 20_000 }).toEqual(['deleted', 'updated', 'updated', 'created']);
  });
});
