import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../svc-public-api/test/world';

const today = new Date().toISOString().slice(0, 10);
const yearsFromToday = (n: number) => `${Number(today.slice(0, 4)) + n}${today.slice(4)}`;

describe('employees: written by svc-personnel and svc-training, read on /api/v1/employees…', () => {
  let w: World;
  const ids: Record<string, number> = {};
  const employees: { id: number; lastName: string; gartanId: string }[] = [];

  beforeAll(async () => {
    w = await buildWorld();
    ids.north = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'S20', name: 'Northgate' })).id;
    ids.south = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'S05', name: 'Southmead' })).id;
    ids.red = (await w.create('personnel', '/personnel/organisation/watch', { name: 'Red' })).id;
    ids.roster = (await w.create('personnel', '/personnel/organisation/roster', { name: 'Wholetime 2-2-4' })).id;
    ids.group = (await w.create('personnel', '/personnel/organisation/staffGroup', { name: 'Operational' })).id;
    ids.role = (await w.create('personnel', '/personnel/organisation/employeeRole', { name: 'Firefighter' })).id;
    const names = ['Young', 'Adams', 'Baker', 'Clark', 'Davies', 'Evans', 'Fisher', 'Green', 'Hughes', 'Irwin', 'Jones', 'King'];
    for (const [n, lastName] of names.entries()) {
      const station = n % 2 ? ids.south : ids.north;
      const contract = { serviceNumber: `FF${100 + n}`, stationId: station, watchId: ids.red, rosterId: ids.roster, staffGroupId: ids.group, roleId: ids.role, startDate: '2020-01-01' };
      // Irwin left last year; King starts next year: neither is active today.
      const ended = lastName === 'Irwin' ? { endDate: yearsFromToday(-1) } : lastName === 'King' ? { startDate: yearsFromToday(1) } : {};
      const e = await w.create('personnel', '/personnel/employees', {
        firstName: `Sam${n}`,
        lastName,
        email: `${lastName.toLowerCase()}@brigade.example`,
        phoneNumbers: ['07700 900123'],
        serviceStartDate: '2020-01-01',
        dateOfBirth: '1990-06-15',
        contracts: [{ ...contract, ...ended }],
      });
      employees.push({ id: e.id, lastName, gartanId: e.gartanId });
    }
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.rtc = (await w.create('training', '/training/reference-items/competency', { code: 'RTC', name: 'Road traffic collision' })).id;
    ids.program = (await w.create('training', '/training/reference-items/competencyProgram', { code: 'FFD', name: 'Firefighter development' })).id;
    ids.water = (await w.create('training', '/training/reference-items/subjectArea', { code: 'WR', name: 'Water rescue' })).id;
    for (const e of employees.slice(0, 6)) {
      await w.create('training', '/training/employee-competencies', { employeeId: e.id, competencyId: ids.ba, competencyProgramId: ids.program, statusId: 2, startDate: '2025-01-01', expiryDate: `2027-0${(e.id % 9) + 1}-01` });
    }
    await w.create('training', '/training/employee-competencies', { employeeId: employees[0].id, competencyId: ids.rtc, statusId: 4, startDate: '2024-01-01', endDate: '2024-12-31' });
    await w.create('training', '/training/employee-subject-areas', { employeeId: employees[1].id, subjectAreaId: ids.water, competencyProgramId: ids.program, activityGroupId: 3, statusId: 2 });
    await w.until('/api/v1/employees?activeOnly=false', (b) => expect(b.pagingInfo.totalItems).toBe(12));
    await w.until('/api/v1/employees/competencies?activeOnly=false', (b) => expect(b.data.filter((c: { status: string }) => c.status).length).toBe(7));
    await w.until('/api/v1/employees/subject-areas', (b) => expect(b.data[0]?.status).toBe('Active'));
  });
  afterAll(() => w?.close());

  it('lists active employees by last name, with contracts resolved to names', async () => {
    const body = (await w.v1('/api/v1/employees?itemsPerPage=4')).json();
    expect(body.pagingInfo).toEqual({ totalItems: 10, itemsPerPage: 4, pageIndex: 0, totalPages: 3 });
    expect(body.data.map((e: { lastName: string }) => e.lastName)).toEqual(['Adams', 'Baker', 'Clark', 'Davies']);
    const adams = body.data[0];
    expect(adams).toMatchObject({ firstName: 'Sam1', email: 'adams@brigade.example', phoneNumbers: ['07700 900123'], serviceStartDate: '2020-01-01', dateOfBirth: '1990-06-15' });
    expect(adams.gartanId).toMatch(/^[0-9a-f-]{36}$/);
    expect(adams.contracts).toEqual([
      {
        serviceNumber: 'FF101',
        role: { id: ids.role, name: 'Firefighter' },
        station: { id: ids.south, callSign: 'S05', name: 'Southmead' },
        watch: { id: ids.red, name: 'Red' },
        roster: { id: ids.roster, name: 'Wholetime 2-2-4' },
        staffGroup: { id: ids.group, name: 'Operational' },
        startDate: '2020-01-01',
        endDate: null,
      },
    ]);
  });

  it('filters by station, ids (repeated parameters), global ids and activeOnly', async () => {
    const lastNames = async (q: string) => (await w.v1(`/api/v1/employees?${q}`)).json().data.map((e: { lastName: string }) => e.lastName);
    expect(await lastNames(`stationIds=${ids.north}&orderBy=id`)).toEqual(['Young', 'Baker', 'Davies', 'Fisher', 'Hughes', 'Jones']);
    expect(await lastNames(`employeeIds=${employees[2].id}&employeeIds=${employees[3].id}`)).toEqual(['Baker', 'Clark']);
    expect(await lastNames(`gartanIds=${employees[4].gartanId}`)).toEqual(['Davies']);
    expect(await lastNames('activeOnly=false&orderBy=lastName&orderByDescending=true&itemsPerPage=3')).toEqual(['Young', 'King', 'Jones']);
    expect((await w.v1('/api/v1/employees?page=9')).json().data).toEqual([]);
  });

  it('answers one employee or a 404 problem, and refuses bad parameters with a 400 naming them', async () => {
    expect((await w.v1(`/api/v1/employees/${employees[8].id}`)).json().lastName).toBe('Hughes');
    expect((await w.v1('/api/v1/employees/99999')).json()).toMatchObject({ status: 404, code: 'notFound' });
    for (const [query, field] of [['itemsPerPage=501', 'itemsPerPage'], ['orderBy=firstName', 'orderBy'], ['page=-1', 'page'], ['stationIds=x', 'stationIds.0'], ['activeOnly=perhaps', 'activeOnly']]) {
      const res = await w.v1(`/api/v1/employees?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
    }
    // An unknown choice names the ones the parameter takes.
    expect((await w.v1('/api/v1/employees?orderBy=firstName')).json().errors[0].message).toMatch(/^must be one of: (\w+, )*lastName(, \w+)*$/);
  });

  it('refuses contracts that end before they start or point at nothing, and keeps the stored employee', async () => {
    const bad = await w.personnelWrite('POST', '/personnel/employees', { firstName: 'A', lastName: 'B', contracts: [{ startDate: '2024-05-01', endDate: '2024-04-01' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'contracts.0.endDate', message: 'End date must be later than start date' }]);
    const missing = await w.personnelWrite('PUT', `/personnel/employees/${employees[2].id}`, { firstName: 'A', lastName: 'B', contracts: [{ startDate: '2024-05-01', stationId: 4242 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('contracts.stationId');
    expect((await w.v1(`/api/v1/employees/${employees[2].id}`)).json().lastName).toBe('Baker');
  });

  it('lists competencies of everyone by station call sign, with filters and activeOnly on the period', async () => {
    const all = (await w.v1('/api/v1/employees/competencies')).json();
    expect(all.pagingInfo.totalItems).toBe(6); // the RTC record ended in 2024
    expect(all.data.map((c: { employee: { lastName: string } }) => c.employee.lastName).slice(0, 3).sort()).toEqual(['Adams', 'Clark', 'Evans']); // S05 first
    expect(all.data[0]).toMatchObject({ code: 'BA', name: 'Breathing apparatus', startDate: '2025-01-01', endDate: null, statusId: 2, status: 'PASS' });
    expect(all.data[0].employee).toEqual(expect.objectContaining({ firstName: expect.any(String), gartanId: expect.any(String) }));
    const failed = (await w.v1(`/api/v1/employees/competencies?statusIds=4&activeOnly=false`)).json().data;
    expect(failed.map((c: { code: string; status: string }) => [c.code, c.status])).toEqual([['RTC', 'FAIL']]);
    expect((await w.v1(`/api/v1/employees/competencies?stationIds=${ids.north}&competencyIds=${ids.ba}`)).json().pagingInfo.totalItems).toBe(3);
  });

  it('filters competencies of everyone by employee and global ids, orders them by id or name, and filters one employee’s by competency, status and period', async () => {
    const records = async (q: string) => (await w.v1(`/api/v1/employees/competencies?${q}`)).json().data as { id: number; code: string; employee: { lastName: string } }[];
    expect((await records(`employeeIds=${employees[1].id}&employeeIds=${employees[2].id}`)).map((c) => c.employee.lastName).sort()).toEqual(['Adams', 'Baker']);
    expect((await records(`gartanIds=${employees[3].gartanId}`)).map((c) => c.employee.lastName)).toEqual(['Clark']);
    const byId = (await records('orderBy=id')).map((c) => c.id);
    expect(byId).toHaveLength(6);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    expect((await records('orderBy=id&orderByDescending=true')).map((c) => c.id)).toEqual([...byId].reverse());
    // Breathing apparatus < Road traffic collision
    expect((await records('activeOnly=false&orderBy=name')).map((c) => c.code)).toEqual(['BA', 'BA', 'BA', 'BA', 'BA', 'BA', 'RTC']);
    expect((await records('activeOnly=false&orderBy=name&orderByDescending=true')).map((c) => c.code)[0]).toBe('RTC');
    const codesOfYoung = async (q: string) => (await w.v1(`/api/v1/employees/${employees[0].id}/competencies?${q}`)).json().data.map((c: { code: string }) => c.code);
    expect(await codesOfYoung('')).toEqual(['BA']); // activeOnly defaults to true: the RTC record ended in 2024
    expect(await codesOfYoung(`activeOnly=false&competencyIds=${ids.rtc}`)).toEqual(['RTC']);
    expect(await codesOfYoung('activeOnly=false&statusIds=2')).toEqual(['BA']);
  });

  it('filters subject areas of everyone by employee, station, subject area, program and status', async () => {
    const lastNames = async (q: string) => (await w.v1(`/api/v1/employees/subject-areas?${q}`)).json().data.map((s: { employee: { lastName: string } }) => s.employee.lastName);
    expect(await lastNames(`employeeIds=${employees[1].id}`)).toEqual(['Adams']);
    expect(await lastNames(`employeeIds=${employees[0].id}`)).toEqual([]);
    expect(await lastNames(`gartanIds=${employees[1].gartanId}`)).toEqual(['Adams']);
    expect(await lastNames(`stationIds=${ids.south}`)).toEqual(['Adams']);
    expect(await lastNames(`stationIds=${ids.north}`)).toEqual([]);
    expect(await lastNames(`subjectAreaIds=${ids.water}&competencyProgramIds=${ids.program}&statusIds=2`)).toEqual(['Adams']);
    expect(await lastNames(`subjectAreaIds=${ids.water + 1000}`)).toEqual([]);
    expect(await lastNames('statusIds=3')).toEqual([]);
    expect((await w.v1(`/api/v1/employees/${employees[1].id}/subject-areas?statusIds=3`)).json().data).toEqual([]);
  });

  it("lists one employee's competencies ordered as asked, or 404 for an unknown employee", async () => {
    const young = employees[0].id;
    const byName = (await w.v1(`/api/v1/employees/${young}/competencies?activeOnly=false&orderBy=name&orderByDescending=true`)).json().data;
    expect(byName.map((c: { code: string }) => c.code)).toEqual(['RTC', 'BA']);
    expect((await w.v1(`/api/v1/employees/${young}/competencies?activeOnly=false&orderBy=statusName`)).json().data.map((c: { status: string }) => c.status)).toEqual(['FAIL', 'PASS']);
    expect((await w.v1(`/api/v1/employees/${young}/competencies?competencyProgramIds=${ids.program}`)).json().pagingInfo.totalItems).toBe(1);
    expect((await w.v1('/api/v1/employees/99999/competencies')).statusCode).toBe(404);
    expect((await w.v1(`/api/v1/employees/${young}/competencies?orderBy=callSign`)).statusCode).toBe(400);
  });

  it('accepts every orderBy of §7.1 on the one-employee competency list, ascending and descending', async () => {
    const young = employees[0].id;
    for (const orderBy of ['id', 'code', 'name', 'statusName', 'lastName', 'startDate', 'endDate', 'expiryDate']) {
      const up = (await w.v1(`/api/v1/employees/${young}/competencies?activeOnly=false&orderBy=${orderBy}`)).json().data.map((c: { id: number }) => c.id);
      const down = (await w.v1(`/api/v1/employees/${young}/competencies?activeOnly=false&orderBy=${orderBy}&orderByDescending=true`)).json().data.map((c: { id: number }) => c.id);
      expect(up, orderBy).toHaveLength(2);
      if (orderBy !== 'lastName') expect(down, orderBy).toEqual([...up].reverse());
    }
    const byStart = (await w.v1(`/api/v1/employees/${young}/competencies?activeOnly=false&orderBy=startDate`)).json().data;
    expect(byStart.map((c: { startDate: string }) => c.startDate)).toEqual(['2024-01-01', '2025-01-01']);
    for (const orderBy of ['id', 'callSign', 'name']) expect((await w.v1(`/api/v1/employees/competencies?orderBy=${orderBy}`)).statusCode, orderBy).toBe(200);
    for (const orderBy of ['id', 'code', 'name', 'statusName', 'lastName']) expect((await w.v1(`/api/v1/employees/subject-areas?orderBy=${orderBy}`)).statusCode, orderBy).toBe(200);
  });

  it('shows a caller (or API key) without access to all locations only the employees of their locations', async () => {
    const scoped = await w.api.as({ accessAllLocations: false, locationIds: [ids.north], permissions: { EMPLOYEES: ['view'], COMPETENCIES: ['view'] } });
    const lastNames = async (q: string) => (await w.v1(`/api/v1/employees?${q}`, scoped)).json().data.map((e: { lastName: string }) => e.lastName);
    // The same URL first for everyone, then scoped: kept answers are kept per scope.
    expect((await w.v1('/api/v1/employees?orderBy=id')).json().data).toHaveLength(10);
    expect(await lastNames('orderBy=id')).toEqual(['Young', 'Baker', 'Davies', 'Fisher', 'Hughes', 'Jones']);
    expect(await lastNames(`stationIds=${ids.south}`)).toEqual([]);
    expect((await w.v1(`/api/v1/employees/${employees[1].id}`, scoped)).statusCode).toBe(404);
    expect((await w.v1(`/api/v1/employees/${employees[2].id}`, scoped)).statusCode).toBe(200);
    const northIds = employees.filter((_, n) => n % 2 === 0).map((e) => e.id);
    const records = (await w.v1('/api/v1/employees/competencies?activeOnly=false', scoped)).json().data as { employee: { id: number } }[];
    expect(records.length).toBe(4);
    expect(records.every((r) => northIds.includes(r.employee.id))).toBe(true);
    expect((await w.v1(`/api/v1/employees/${employees[1].id}/competencies`, scoped)).statusCode).toBe(404);
    expect((await w.v1(`/api/v1/employees/${employees[0].id}/competencies?activeOnly=false`, scoped)).json().data).toHaveLength(2);
  });

  it('refuses a caller whose user lacks view on the module of the data (403), and an unknown employee (404)', async () => {
    const usersOnly = await w.api.as({ permissions: { USERS: ['view'] } });
    for (const url of ['/api/v1/employees', '/api/v1/employees/competencies', '/api/v1/employees/subject-areas', '/api/v1/training-events', '/api/v1/incidents', '/api/v1/training-resources']) {
      const res = await w.v1(url, usersOnly);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('permissionDenied');
    }
    const competencies = await w.api.as({ permissions: { COMPETENCIES: ['view'] } });
    expect((await w.v1('/api/v1/employees/competencies', competencies)).statusCode).toBe(200);
    expect((await w.v1('/api/v1/employees', competencies)).statusCode).toBe(403);
  });

  it('lists subject areas for everyone and for one employee, with program and activity group filters', async () => {
    const all = (await w.v1(`/api/v1/employees/subject-areas?activityGroupIds=3`)).json();
    expect(all.data).toEqual([{ id: expect.any(Number), employee: expect.objectContaining({ lastName: 'Adams' }), code: 'WR', name: 'Water rescue', statusId: 2, status: 'Active' }]);
    expect((await w.v1(`/api/v1/employees/subject-areas?activityGroupIds=4`)).json().data).toEqual([]);
    expect((await w.v1(`/api/v1/employees/${employees[1].id}/subject-areas?competencyProgramIds=${ids.program}`)).json().pagingInfo.totalItems).toBe(1);
    expect((await w.v1('/api/v1/employees/subject-areas?activeOnly=true')).statusCode).toBe(200); // not a parameter here: ignored, as unknown ones are
  });

  describe('subject areas: filters, activeOnly and every orderBy, by the ids returned', () => {
    const adams = () => employees[1].id;
    const irwin = () => employees[9].id; // left last year: not active today
    const r: Record<string, number> = {};
    const idsOf = async (url: string) => (await w.v1(url)).json().data.map((s: { id: number }) => s.id) as number[];

    beforeAll(async () => {
      [r.water] = await idsOf(`/api/v1/employees/${adams()}/subject-areas`);
      // Codes and names sort differently: RA < SC < WR, but Confined space < Rope access < Water rescue.
      ids.rope = (await w.create('training', '/training/reference-items/subjectArea', { code: 'RA', name: 'Rope access' })).id;
      ids.confined = (await w.create('training', '/training/reference-items/subjectArea', { code: 'SC', name: 'Confined space' })).id;
      // Irwin's record is made before Adams's others, so that ordering by id and by last name differ.
      r.irwin = (await w.create('training', '/training/employee-subject-areas', { employeeId: irwin(), subjectAreaId: ids.water, activityGroupId: 3, statusId: 1 })).id; // Unassessed
      r.rope = (await w.create('training', '/training/employee-subject-areas', { employeeId: adams(), subjectAreaId: ids.rope, activityGroupId: 4, statusId: 3 })).id; // Suspended
      r.confined = (await w.create('training', '/training/employee-subject-areas', { employeeId: adams(), subjectAreaId: ids.confined, activityGroupId: 5, statusId: 4 })).id; // Expired
      await w.until('/api/v1/employees/subject-areas', (b) => {
        expect(b.pagingInfo.totalItems).toBe(4);
        expect(b.data.every((s: { code: string; status: string }) => s.code && s.status)).toBe(true);
      });
    });

    it("filters one employee's subject areas by subject area and activity group ids (repeated parameters)", async () => {
      const ofAdams = (q: string) => idsOf(`/api/v1/employees/${adams()}/subject-areas?orderBy=id&${q}`);
      expect(await ofAdams(`subjectAreaIds=${ids.rope}`)).toEqual([r.rope]);
      expect(await ofAdams(`subjectAreaIds=${ids.rope}&subjectAreaIds=${ids.water}`)).toEqual([r.water, r.rope]);
      expect(await ofAdams(`subjectAreaIds=${ids.water + 1000}`)).toEqual([]);
      expect(await ofAdams('activityGroupIds=4')).toEqual([r.rope]);
      expect(await ofAdams('activityGroupIds=3&activityGroupIds=5')).toEqual([r.water, r.confined]);
      expect(await ofAdams(`activityGroupIds=4&subjectAreaIds=${ids.water}`)).toEqual([]);
    });

    it("takes activeOnly (default true) on one employee's subject areas: an employee without a current contract has none unless activeOnly=false", async () => {
      expect(await idsOf(`/api/v1/employees/${irwin()}/subject-areas`)).toEqual([]);
      expect(await idsOf(`/api/v1/employees/${irwin()}/subject-areas?activeOnly=true`)).toEqual([]);
      expect(await idsOf(`/api/v1/employees/${irwin()}/subject-areas?activeOnly=false`)).toEqual([r.irwin]);
      expect(await idsOf(`/api/v1/employees/${adams()}/subject-areas?activeOnly=false&orderBy=id`)).toEqual([r.water, r.rope, r.confined]);
      // The all-employees list has no activeOnly: Irwin's record is listed.
      expect(await idsOf(`/api/v1/employees/subject-areas?employeeIds=${irwin()}`)).toEqual([r.irwin]);
    });

    it("orders one employee's subject areas by id, code, name, statusName and lastName (default), ascending and descending", async () => {
      const expected: Record<string, number[]> = {
        id: [r.water, r.rope, r.confined],
        code: [r.rope, r.confined, r.water], // RA, SC, WR
        name: [r.confined, r.rope, r.water], // Confined space, Rope access, Water rescue
        statusName: [r.water, r.confined, r.rope], // Active, Expired, Suspended
        lastName: [r.water, r.rope, r.confined], // all Adams: ties broken by id
      };
      for (const [orderBy, order] of Object.entries(expected)) {
        expect(await idsOf(`/api/v1/employees/${adams()}/subject-areas?orderBy=${orderBy}`), orderBy).toEqual(order);
        expect(await idsOf(`/api/v1/employees/${adams()}/subject-areas?orderBy=${orderBy}&orderByDescending=true`), `${orderBy} descending`).toEqual([...order].reverse());
      }
      expect(await idsOf(`/api/v1/employees/${adams()}/subject-areas`)).toEqual(expected.lastName);
      expect((await w.v1(`/api/v1/employees/${adams()}/subject-areas?orderBy=startDate`)).json().errors[0].field).toBe('orderBy');
    });

    it('orders subject areas of everyone by id, code, name, statusName and lastName (default), ascending and descending', async () => {
      const expected: Record<string, number[]> = {
        id: [r.water, r.irwin, r.rope, r.confined],
        code: [r.rope, r.confined, r.water, r.irwin], // RA, SC, WR, WR (tie broken by id)
        name: [r.confined, r.rope, r.water, r.irwin],
        statusName: [r.water, r.confined, r.rope, r.irwin], // Active, Expired, Suspended, Unassessed
        lastName: [r.water, r.rope, r.confined, r.irwin], // Adams ×3, Irwin
      };
      for (const [orderBy, order] of Object.entries(expected)) {
        expect(await idsOf(`/api/v1/employees/subject-areas?orderBy=${orderBy}`), orderBy).toEqual(order);
        expect(await idsOf(`/api/v1/employees/subject-areas?orderBy=${orderBy}&orderByDescending=true`), `${orderBy} descending`).toEqual([...order].reverse());
      }
      expect(await idsOf('/api/v1/employees/subject-areas')).toEqual(expected.lastName);
      expect(await idsOf('/api/v1/employees/subject-areas?orderByDescending=true&itemsPerPage=2')).toEqual([r.irwin, r.confined]);
    });
  });

  it('keeps copied names current: a renamed station re-sorts, a renamed competency shows its new name', async () => {
    expect((await w.personnelWrite('PUT', `/personnel/locations/${ids.north}`, { kind: 'station', callSign: 'S01', name: 'Northgate' })).statusCode).toBe(200);
    expect((await w.trainingWrite('PUT', `/training/reference-items/competency/${ids.ba}`, { code: 'BA', name: 'BA wearer' })).statusCode).toBe(200);
    await w.until('/api/v1/employees/competencies', (b) => {
      expect(b.data[0].employee.lastName).toBe('Young'); // S01 now sorts first
      expect(b.data[0].name).toBe('BA wearer');
    });
  });

  it('adds employees in bulk, all or none, naming the item that fails', async () => {
    const person = (n: number) => ({ firstName: 'Bulk', lastName: `Person${String(n).padStart(3, '0')}`, contracts: [{ startDate: '2021-01-01', stationId: ids.north }] });
    const refused = await w.personnelWrite('POST', '/personnel/employees/bulk', [person(1), { ...person(2), contracts: [{ startDate: '2021-01-01', endDate: '2020-01-01' }] }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: '1.contracts.0.endDate', message: 'End date must be later than start date' }]);
    // The references of all items are checked at once; a missing one is still named on its item.
    const unknownStation = await w.personnelWrite('POST', '/personnel/employees/bulk', [person(1), person(2), { ...person(3), contracts: [{ startDate: '2021-01-01', stationId: 987_654 }] }]);
    expect(unknownStation.statusCode).toBe(400);
    expect(unknownStation.json().errors).toEqual([{ field: '2.contracts.stationId', message: '987654 does not exist.' }]);
    const added = await w.personnelWrite('POST', '/personnel/employees/bulk', Array.from({ length: 300 }, (_, n) => person(n)));
    expect(added.statusCode).toBe(201);
    expect(added.json().ids).toHaveLength(300);
    await w.until(`/api/v1/employees?stationIds=${ids.north}&itemsPerPage=1`, (b) => expect(b.pagingInfo.totalItems).toBe(306));
    const last = (await w.v1(`/api/v1/employees?stationIds=${ids.north}&orderByDescending=true&itemsPerPage=2`)).json().data;
    expect(last.map((e: { lastName: string }) => e.lastName)).toEqual(['Young', 'Person299']);
  });

  it('rebuilds the same read model by replaying the topics from the start', async () => {
    const replica = await w.replica();
    const urls = ['/api/v1/employees?activeOnly=false', '/api/v1/employees/competencies?activeOnly=false', '/api/v1/employees/subject-areas', `/api/v1/employees/${employees[3].id}`];
    for (const url of urls) {
      const original = (await w.v1(url)).json();
      await w.until(url, (b) => expect(b).toEqual(original), replica);
    }
  });
});
