import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { employeeCompetencyEvents, MESSAGES } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema } from '../src/config';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

describe('personnel writes: §5.2 rules, organisation lists, history, managed personnel, competency status', () => {
  let personnel: TestService<BaseConfig>;
  let admin: Record<string, string>;
  let northManager: Record<string, string>;
  const ids: Record<string, number> = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => personnel.server.inject({ method, url, payload, headers });
  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const person = (lastName: string, stationId: number, extra: object = {}) => ({
    firstName: 'Alex',
    lastName,
    contracts: [{ serviceNumber: `FF-${lastName}`, stationId, staffGroupId: ids.group, roleId: ids.role, startDate: '2020-01-01' }],
    ...extra,
  });
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => body.errors?.map((e) => [e.field, e.message]);

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    admin = await personnel.as();
    ids.district = (await created('/personnel/organisation/district', { name: 'North district' })).id;
    ids.watch = (await created('/personnel/organisation/watch', { name: 'Red' })).id;
    ids.roster = (await created('/personnel/organisation/roster', { name: '2-2-4' })).id;
    ids.group = (await created('/personnel/organisation/staffGroup', { name: 'Operational' })).id;
    ids.role = (await created('/personnel/organisation/employeeRole', { name: 'Firefighter' })).id;
    ids.north = (await created('/personnel/locations', { kind: 'station', callSign: 'N1', name: 'Northgate', districtId: ids.district, watchId: ids.watch, rosterId: ids.roster })).id;
    ids.south = (await created('/personnel/locations', { kind: 'station', callSign: 'S1', name: 'Southmead' })).id;
    northManager = await personnel.as({ id: 'mgr', username: 'north.manager', accessAllLocations: false, locationIds: [ids.north], permissions: { EMPLOYEES: ['view', 'create', 'edit', 'delete'], STATUSES: ['view'] } });
  });
  afterAll(() => personnel?.close());

  it('keeps a location with its district, roster and watch; an unknown district is refused', async () => {
    expect((await call('GET', `/personnel/locations/${ids.north}`)).json()).toMatchObject({ callSign: 'N1', districtId: ids.district, watchId: ids.watch, rosterId: ids.roster });
    const res = await call('POST', '/personnel/locations', { kind: 'station', callSign: 'X9', name: 'Nowhere', districtId: 999 });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res.json())).toEqual([['districtId', '999 does not exist.']]);
  });

  it('records the history of districts (who, what, when)', async () => {
    await call('PUT', `/personnel/organisation/district/${ids.district}`, { name: 'North and Coast' });
    const history = (await call('GET', '/personnel/history?entity=district')).json();
    expect(history.data.map((h: { action: string; entityId: number; username: string }) => [h.action, h.entityId, h.username])).toEqual([
      ['updated', ids.district, 'test.user'],
      ['created', ids.district, 'test.user'],
    ]);
    expect(history.data[0].snapshot).toMatchObject({ name: 'North and Coast', kind: 'district' });
    expect((await call('GET', '/personnel/history?entity=district&colour=red')).statusCode).toBe(400);
  });

  it('refuses each broken rule with the §5.2 message on its field', async () => {
    const cases: [object, [string, string][]][] = [
      [person(' ', ids.north, { firstName: '' }), [['firstName', MESSAGES.required], ['lastName', MESSAGES.required]]],
      [person('Phones', ids.north, { phones: [{ prefix: '+44', number: '7700 900001' }, { number: '01632 960000' }] }), [['phones', MESSAGES.oneDefaultPhone]]],
      [person('Phones', ids.north, { phones: [{ number: '1', isDefault: true }, { number: '2', isDefault: true }] }), [['phones', MESSAGES.onlyOneDefaultPhone]]],
      [person('Born', ids.north, { dateOfBirth: inDays(10) }), [['dateOfBirth', MESSAGES.futureDatesNotAllowed]]],
      [
        person('Dates', ids.north, { contracts: [{ stationId: ids.north, startDate: '2021-01-01', endDate: '2020-01-01' }] }),
        [['contracts.0.endDate', MESSAGES.endAfterStart]],
      ],
      [
        person('Overlap', ids.north, {
          contracts: [
            { stationId: ids.north, startDate: '2020-01-01', endDate: '2021-06-30' },
            { stationId: ids.south, startDate: '2021-06-01' },
          ],
        }),
        [['contracts.1.startDate', MESSAGES.contractsOverlap]],
      ],
      [
        person('Defaults', ids.north, {
          contracts: [
            { stationId: ids.north, startDate: '2020-01-01', endDate: '2020-12-31', isDefault: true },
            { stationId: ids.south, startDate: '2021-01-01', isDefault: true },
          ],
        }),
        [['contracts', MESSAGES.onlyOneDefaultContract]],
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await call('POST', '/personnel/employees', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res.json())).toEqual(expected);
    }
  });

  it('stores the §3.2 details, one default contract and phone, and publishes the phone numbers default first', async () => {
    const body = person('Morgan', ids.north, {
      email: 'Alex.Morgan@Brigade.example',
      nationalInsuranceNo: 'qq 12 34 56 c',
      phones: [{ prefix: '01632', number: '960000' }, { prefix: '+44', number: '7700 900123', isDefault: true }],
      instructor: true,
      learningRequirements: 'Dyslexia friendly material',
      contracts: [
        { serviceNumber: 'FF1', stationId: ids.south, startDate: '2015-01-01', endDate: '2019-12-31' },
        { serviceNumber: 'FF2', stationId: ids.north, staffGroupId: ids.group, roleId: ids.role, watchId: ids.watch, startDate: '2020-01-01' },
      ],
    });
    const e = await created('/personnel/employees', body);
    ids.morgan = e.id;
    expect(e).toMatchObject({ email: 'alex.morgan@brigade.example', nationalInsuranceNo: 'QQ123456C', instructor: true, assessor: false, phoneNumbers: ['+44 7700 900123', '01632 960000'] });
    expect(e.contracts.map((c: { isDefault: boolean }) => c.isDefault)).toEqual([false, true]);
    const history = (await call('GET', `/personnel/history?entity=employee&entityId=${e.id}`)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', entityId: e.id });
  });

  it('searches with at least 3 characters, filters, sorts and pages on the server', async () => {
    for (const [name, station, extra] of [
      ['Baker', ids.north, {}],
      ['Clarke', ids.south, {}],
      ['Adams', ids.south, { contracts: [{ stationId: ids.south, startDate: '2010-01-01', endDate: '2012-01-01' }] }],
    ] as const) {
      ids[name] = (await created('/personnel/employees', person(name, station, extra))).id;
    }
    const search = async (q: string, headers = admin) => {
      const res = await call('GET', `/personnel/employees/search?${q}`, undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { lastName: string; active: boolean }[]; total: number };
    };
    const short = await call('GET', '/personnel/employees/search?q=ba');
    expect(short.statusCode).toBe(400);
    expect(errorsOf(short.json())).toEqual([['q', MESSAGES.searchMinChars]]);
    expect((await call('GET', '/personnel/employees/search?colour=red')).statusCode).toBe(400);
    expect((await search('q=bak')).data.map((e) => e.lastName)).toEqual(['Baker']);
    expect((await search('q=ff-cla')).data.map((e) => e.lastName)).toEqual(['Clarke']);
    expect((await search('')).data.map((e) => e.lastName)).toEqual(['Adams', 'Baker', 'Clarke', 'Morgan']);
    expect((await search('orderBy=lastName&orderByDescending=true&itemsPerPage=2&page=1')).data.map((e) => e.lastName)).toEqual(['Baker', 'Adams']);
    expect((await search(`stationId=${ids.south}`)).data.map((e) => e.lastName)).toEqual(['Adams', 'Clarke', 'Morgan']);
    expect((await search('active=true')).data.map((e) => e.lastName)).toEqual(['Baker', 'Clarke', 'Morgan']);
    expect((await search('active=false')).data.map((e) => e.lastName)).toEqual(['Adams']);
    expect((await search(`staffGroupId=${ids.group}&roleId=${ids.role}`)).total).toBe(3);
  });

  it('shows a manager without access to all locations only the people of theirs, on every list, detail and write', async () => {
    const search = (await call('GET', '/personnel/employees/search', undefined, northManager)).json();
    expect(search.data.map((e: { lastName: string }) => e.lastName)).toEqual(['Baker', 'Morgan']);
    const list = (await call('GET', '/personnel/employees', undefined, northManager)).json();
    expect(list.data.map((e: { lastName: string }) => e.lastName).sort()).toEqual(['Baker', 'Morgan']);
    expect(list.total).toBe(2);
    expect((await call('GET', `/personnel/employees/${ids.Baker}`, undefined, northManager)).statusCode).toBe(200);
    expect((await call('GET', `/personnel/employees/${ids.Clarke}`, undefined, northManager)).statusCode).toBe(404);
    expect((await call('PUT', `/personnel/employees/${ids.Clarke}`, person('Clarke', ids.north), northManager)).statusCode).toBe(404);
    expect((await call('DELETE', `/personnel/employees/${ids.Clarke}`, undefined, northManager)).statusCode).toBe(404);
    expect((await call('GET', `/personnel/history?entity=employee&entityId=${ids.Clarke}`, undefined, northManager)).statusCode).toBe(404);
    const elsewhere = await call('POST', '/personnel/employees', person('Evans', ids.south), northManager);
    expect(elsewhere.statusCode).toBe(403);
    expect(errorsOf(elsewhere.json())).toEqual([['contracts.0.stationId', 'Not one of your locations']]);
    expect((await call('POST', '/personnel/employees', person('Evans', ids.north), northManager)).statusCode).toBe(201);
    // Someone with all locations sees everyone.
    expect((await call('GET', '/personnel/employees/search')).json().total).toBe(5);
  });

  it('refuses writes without the right', async () => {
    const viewer = await personnel.as({ permissions: { EMPLOYEES: ['view'] } });
    expect((await call('PUT', `/personnel/employees/${ids.Baker}`, person('Baker', ids.north), viewer)).statusCode).toBe(403);
    expect((await call('POST', '/personnel/organisation/district', { name: 'West' }, viewer)).statusCode).toBe(403);
  });

  it('counts competency records by station and expiry band from svc-training events, and exports the area status', async () => {
    const publish = (id: number, employeeId: number, expiryDate: string | null) =>
      personnel.server.events.publish(
        employeeCompetencyEvents.created,
        { id, employeeId, competencyId: id, competencyProgramId: null, statusId: 2, startDate: '2024-01-01', endDate: null, expiryDate, lastModifiedDate: new Date().toISOString() },
        { key: String(id) },
      );
    await publish(1, ids.Baker, inDays(20));
    await publish(2, ids.Baker, inDays(-3));
    await publish(3, ids.Clarke, inDays(60));
    await publish(4, ids.Clarke, inDays(400));
    const station = async (withinDays: number, headers = admin) => {
      const data = (await call('GET', `/personnel/competency-status/locations?withinDays=${withinDays}`, undefined, headers)).json().data;
      return Object.fromEntries(data.map((s: { callSign: string; expired: number; expiring: number; valid: number; people: number }) => [s.callSign, [s.people, s.expired, s.expiring, s.valid]]));
    };
    await vi.waitFor(async () => expect(await station(30)).toEqual({ N1: [1, 1, 1, 0], S1: [1, 0, 0, 2] }), { timeout: 20_000, interval: 200 });
    expect(await station(90)).toEqual({ N1: [1, 1, 1, 0], S1: [1, 0, 1, 1] });
    expect(await station(30, northManager)).toEqual({ N1: [1, 1, 1, 0] });
    const orange = (await call('GET', `/personnel/competency-status/people?band=expiring&stationId=${ids.north}`)).json();
    expect(orange.data).toMatchObject([{ employeeId: ids.Baker, lastName: 'Baker', expiryDate: inDays(20), band: 'expiring' }]);
    // Issue 34: the list sorts by a column, either way (expiry first by default, a record that never expires last).
    const order = async (q: string) => (await call('GET', `/personnel/competency-status/people?withinDays=90&${q}`)).json().data.map((r: { recordId: number }) => r.recordId);
    expect(await order('')).toEqual([2, 1, 3, 4]);
    expect(await order('orderBy=expiryDate&descending=true')).toEqual([4, 3, 1, 2]);
    expect((await order('orderBy=employee')).slice(0, 2).sort()).toEqual([1, 2]);
    expect((await order('orderBy=employee&descending=true')).slice(0, 2).sort()).toEqual([3, 4]);
    expect((await call('GET', '/personnel/competency-status/people?orderBy=station')).statusCode).toBe(400);
    const xlsx = await call('GET', '/personnel/competency-status/locations/export?withinDays=90');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    expect(book.getWorksheet('Area status')!.getRow(2).values).toEqual([undefined, 'N1', 'Northgate', 1, 1, 1, 0, 0]);
  });
  it('keeps the newest copy of each competency from a run of events (an LMS import), over the copies held before', async () => {
    const Copies = personnel.server.personnel.CompetencyCopy;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const event = (id: number, statusId: number, minute: number) => ({ id, employeeId: 1, competencyId: id, competencyProgramId: null, statusId, startDate: '2025-01-01', endDate: null, expiryDate: null, lastModifiedDate: at(minute).toISOString() });
    // Held before the run: 901 older than its event in the run, 902 newer than its event.
    await Copies.create({ _id: 901, employeeId: 1, competencyId: 901, statusId: 1, startDate: '2024-01-01', lastModifiedDate: at(10) });
    await Copies.create({ _id: 902, employeeId: 1, competencyId: 902, statusId: 1, startDate: '2024-01-01', lastModifiedDate: at(50) });
    const run = [event(901, 2, 20), event(902, 2, 20), event(903, 3, 30), event(903, 2, 25), ...Array.from({ length: 300 }, (_, k) => event(1000 + k, 2, 5))];
    await personnel.server.events.publishMany(employeeCompetencyEvents.created, run, (e) => String(e.id));
    await vi.waitFor(async () => expect(await Copies.countDocuments({ _id: { $gte: 1000 } })).toBe(300), { timeout: 20_000, interval: 200 });
    await vi.waitFor(async () => {
      const held = await Copies.find({ _id: { $in: [901, 902, 903] } }).sort({ _id: 1 }).lean();
      expect(held.map((c) => [c._id, c.statusId, c.lastModifiedDate.toISOString()])).toEqual([
        [901, 2, at(20).toISOString()],
        [902, 1, at(50).toISOString()],
        [903, 3, at(30).toISOString()],
      ]);
    }, { timeout: 20_000, interval: 200 });
  });
});
