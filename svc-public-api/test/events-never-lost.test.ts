import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationCreated, locationDeleted } from '@firecrest/contracts';
import { buildWorld, type World } from './world';

type Station = { id: number; callSign: string; name: string };
const stationsOf = (body: { data: Station[] }) => body.data.map((s) => ({ id: s.id, callSign: s.callSign, name: s.name })).sort((a, b) => a.id - b.id);

describe('events are never lost: owners write, the read model ends equal to them', () => {
  let w: World;
  /** The stations svc-personnel holds, as /api/v1/stations should show them. */
  const ownerStations = async () =>
    stationsOf({ data: (await w.personnelWrite('GET', '/personnel/locations')).json().data.filter((l: { kind: string }) => l.kind === 'station') });
  const v1Stations = async (target = w.api) => stationsOf((await w.v1('/api/v1/stations?itemsPerPage=500', undefined, target)).json());

  beforeAll(async () => {
    w = await buildWorld();
  });
  afterAll(() => w?.close());

  it('answers every station write while the broker is unreachable as stored, and /api/v1/stations catches up with the owner', { timeout: 60_000 }, async () => {
    for (let n = 0; n < 5; n++) await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: `B${n}`, name: `Before ${n}` });
    w.personnel.server.events.link.cut();
    const answers: number[] = [];
    const took: number[] = [];
    for (let n = 0; n < 30; n++) {
      const started = Date.now();
      answers.push((await w.personnelWrite('POST', '/personnel/locations', { kind: 'station', callSign: `D${n}`, name: `During ${n}` })).statusCode);
      took.push(Date.now() - started);
    }
    const during = await ownerStations();
    const renamed = during.find((s) => s.callSign === 'D0')!;
    answers.push((await w.personnelWrite('PUT', `/personnel/locations/${renamed.id}`, { kind: 'station', callSign: 'D0', name: 'Renamed while down' })).statusCode);
    answers.push((await w.personnelWrite('DELETE', `/personnel/locations/${during.find((s) => s.callSign === 'D1')!.id}`)).statusCode);
    // Nobody was told the write failed, and nobody waited for the broker (before: 500 after 12-14 s each).
    expect(answers).toEqual([...Array(30).fill(201), 200, 204]);
    expect(Math.max(...took)).toBeLessThan(5_000);
    w.personnel.server.events.link.restore();
    const owner = await ownerStations();
    expect(owner).toHaveLength(5 + 30 - 1);
    await expect.poll(() => v1Stations(), { timeout: 30_000, interval: 250 }).toEqual(owner);
  });

  it('keeps a station deleted when its deletion arrives before its creation, and a replay rebuilds the same stations', async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
    const events = w.personnel.server.events;
    // A station of id far from the owner's, deleted at :02, then its older creation (:01) arrives late.
    await events.publish(locationDeleted, { id: 90_001, lastModifiedDate: at(2) }, { key: '90001' });
    await events.publish(locationCreated, { id: 90_001, kind: 'station', callSign: 'LATE', name: 'Late creation', address: '', postcode: '', phone: '', lastModifiedDate: at(1) }, { key: '90001' });
    // A marker after both on the same key: once it is in, both were handled.
    await events.publish(locationCreated, { id: 90_002, kind: 'station', callSign: 'MARK', name: 'Marker', address: '', postcode: '', phone: '', lastModifiedDate: at(3) }, { key: '90002' });
    await expect.poll(async () => (await w.v1('/api/v1/stations/90002')).statusCode, { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await w.v1('/api/v1/stations/90001')).statusCode, { timeout: 5_000 }).toBe(404);
    expect((await v1Stations()).some((s) => s.id === 90_001)).toBe(false);

    const replica = await w.replica();
    const live = await v1Stations();
    await expect.poll(() => v1Stations(replica), { timeout: 30_000, interval: 250 }).toEqual(live);
  });

  it('refuses to delete a station or an employee that training records still name (409), and deletes them once free', async () => {
    const station = await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'REF1', name: 'Named by an incident' });
    const free = await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'REF2', name: 'Named by nothing' });
    const type = await w.create('training', '/training/reference-items/incidentType', { code: 'FIRE', name: 'Fire' });
    const incident = await w.create('training', '/training/incidents', { incidentNo: 'INC-REF-1', incidentDate: '2026-03-01T10:00:00.000Z', incidentTypeId: type.id, stationIds: [station.id] });
    const refused = await w.personnelWrite('DELETE', `/personnel/locations/${station.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json()).toMatchObject({ code: 'conflict', detail: expect.stringContaining(`Location ${station.id} is named by training records`) });
    expect((await w.personnelWrite('DELETE', `/personnel/locations/${free.id}`)).statusCode).toBe(204);

    const employee = await w.create('personnel', '/personnel/employees', { firstName: 'Pat', lastName: 'Named', contracts: [{ stationId: station.id, startDate: '2020-01-01' }] });
    const competency = await w.create('training', '/training/reference-items/competency', { code: 'REFBA', name: 'Breathing apparatus' });
    const record = await w.create('training', '/training/employee-competencies', { employeeId: employee.id, competencyId: competency.id, statusId: 2, startDate: '2025-01-01' });
    expect((await w.personnelWrite('DELETE', `/personnel/employees/${employee.id}`)).json()).toMatchObject({ status: 409, code: 'conflict' });
    expect((await w.trainingWrite('DELETE', `/training/employee-competencies/${record.id}`)).statusCode).toBe(204);
    expect((await w.personnelWrite('DELETE', `/personnel/employees/${employee.id}`)).statusCode).toBe(204);
    expect((await w.trainingWrite('DELETE', `/training/incidents/${incident.id}`)).statusCode).toBe(204);
    expect((await w.personnelWrite('DELETE', `/personnel/locations/${station.id}`)).statusCode).toBe(204);
  });
});
