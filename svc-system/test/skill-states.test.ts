import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeCompetencyEvents, employeeEvents, type EmployeeSkillsQuery } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { employeeSkillRows } from '../src/integrations/employee-skills';
import { buildSystem, until } from './helper';
import { workforceEvents } from './workforce-events';
import { employeeSkillRowsByScan } from './skill-rows-by-scan';

const now = new Date().toISOString();
const dayOf = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const today = dayOf(0);
const tomorrow = dayOf(1);
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
type Query = Partial<EmployeeSkillsQuery>;
/** A query with the schema's defaults, as the route passes it on. */
const withDefaults = (q: Query): EmployeeSkillsQuery => ({ validOnly: false, orderBy: 'Employee.LastName', orderByDescending: false, page: 0, itemsPerPage: 30, ...q });

/**
 * Issue 29: the employee skills list reads kept skill states, refreshed by the workforce events, and answers what the
 * scan of every mapped record answered: an expiry today, a deleted record, a person leaving, a record changed, and
 * the next day without any job.
 */
// Polls of up to 60 s: on the loaded 2-core machine a run of events can take a while to be kept.
describe('employee skills from kept skill states', { timeout: 90_000 }, () => {
  let sys: TestService<SystemConfig>;
  let ba = 0;
  let wrt = 0;
  const get = async (url: string) => sys.server.inject({ method: 'GET', url: `/system/integrations/availability/employee-skills${url}`, headers: await sys.as({}) });
  const QUERIES: [string, Query][] = [
    ['', {}],
    ['?validOnly=true', { validOnly: true }],
    ['?search=ada', { search: 'ada' }],
    ['?search=G-5', { search: 'G-5' }],
    ['?orderBy=Employee.FirstName&orderByDescending=true', { orderBy: 'Employee.FirstName', orderByDescending: true }],
    ['?itemsPerPage=2&page=1', { itemsPerPage: 2, page: 1 }],
  ];
  const ba_ = () => [`?skillMappingId=${ba}&orderBy=EndDate`, { skillMappingId: ba, orderBy: 'EndDate' }] as [string, Query];
  const scanned = (q: Query, day = today) => employeeSkillRowsByScan(sys.server.system, 'availability', withDefaults(q), day);
  /** The queries whose answer through the route differs from the scan's (polled: the events are kept asynchronously). */
  const disagreeing = async () => {
    const differ: string[] = [];
    for (const [url, q] of [...QUERIES, ba_()]) {
      const kept = JSON.stringify((await get(url)).json());
      const scan = JSON.stringify(await scanned(q));
      if (kept !== scan) differ.push(`${url}: ${kept} <> ${scan}`);
    }
    return differ;
  };

  let events: ReturnType<typeof workforceEvents>;

  beforeAll(async () => {
    sys = await buildSystem();
    events = workforceEvents(sys.server, now);
    const { ref, employee, area, competency } = events;
    await ref('subjectArea', 1, 'BA', 'Breathing apparatus');
    await ref('subjectArea', 2, 'WR', 'Water rescue');
    await ref('competency', 11, 'BA-WEAR', 'BA wearer');
    await ref('competency', 12, 'BA-EC', 'BA entry control');
    await ref('subjectAreaStatus', 2, 'ACTIVE', 'Active');
    await ref('subjectAreaStatus', 3, 'SUSPENDED', 'Suspended');
    await ref('competencyStatus', 2, 'PASS', 'PASS');
    const headers = await sys.as({});
    const mapping = async (skillCode: string, name: string, subjectAreas: object[]) =>
      (await sys.server.inject({ method: 'POST', url: '/system/integrations/availability/skill-types', headers, payload: { skillCode, name, subjectAreas } })).json().id as number;
    ba = await mapping('BA', 'BA wearer', [{ subjectAreaId: 1, competencyIds: [11, 12] }]);
    wrt = await mapping('WRT', 'Water rescue technician', [{ subjectAreaId: 2, competencyIds: [] }]);

    await employee(1, 'Ann', 'Young');
    await employee(2, 'Bob', 'Adams');
    await employee(3, 'Cat', 'Moss');
    await employee(4, 'Dan', 'Hill');
    await employee(5, 'Eve', 'Clark');
    await area(1, 1, 1, 2); // Young: BA active
    await area(2, 2, 1, 3); // Adams: BA suspended
    await area(3, 3, 1, 2); // Moss: BA active
    await area(4, 4, 1, 2); // Hill: BA active, then leaves
    await area(5, 5, 1, 2); // Clark: BA active and water rescue
    await area(6, 5, 2, 2);
    await competency(1, 1, 11, '2024-01-10', today); // Young: expires today, valid until tomorrow
    await competency(2, 1, 12, '2024-03-01', null);
    await competency(3, 2, 11, '2023-01-01', '2024-01-01');
    await competency(4, 3, 11, '2024-02-01', nextYear);
    await competency(5, 3, 12, '2024-02-02', nextYear); // deleted below: Moss no longer holds BA-EC
    await competency(6, 4, 11, '2024-02-01', nextYear);
    await competency(7, 4, 12, '2024-02-01', nextYear);
    await competency(8, 5, 11, '2023-05-01', nextYear); // Clark: an older valid record...
    await competency(9, 5, 11, '2024-05-01', nextYear); // ...and the latest, expired below
    await competency(10, 5, 12, '2024-05-01', null);
    await until(async () => (await sys.server.system.EmployeeCompetency.countDocuments()) + (await sys.server.system.EmployeeSubjectArea.countDocuments()), 16);
  });
  afterAll(async () => {
    await sys?.close();
  });

  it('keeps a row per person and mapping that answers every query as the scan did', async () => {
    await expect.poll(disagreeing, { timeout: 60_000, interval: 500 }).toEqual([]);
    const rows = (await get('')).json().data as { lastName: string; skillCode: string; valid: boolean; endDate: string | null }[];
    expect(rows.map((r) => `${r.lastName} ${r.skillCode} ${r.valid}`)).toEqual(['Adams BA false', 'Clark BA true', 'Clark WRT true', 'Hill BA true', 'Moss BA true', 'Young BA true']);
    expect(rows.find((r) => r.lastName === 'Young')!.endDate).toBe(today);
    expect(await sys.server.system.SkillState.countDocuments()).toBe(6);
  });

  it('follows a deleted record, a changed record and a person leaving', async () => {
    await sys.server.events.publish(employeeCompetencyEvents.deleted, { id: 5, lastModifiedDate: now });
    await events.competency(9, 5, 11, '2024-05-01', '2024-06-01', 'updated');
    await sys.server.events.publish(employeeEvents.deleted, { id: 4, lastModifiedDate: now });
    await until(async () => (await sys.server.system.EmployeeCompetency.countDocuments()) + (await sys.server.system.Employee.countDocuments()), 9 + 4);
    await expect.poll(async () => (await get('')).json().data.map((r: { lastName: string; skillCode: string; valid: boolean }) => `${r.lastName} ${r.skillCode} ${r.valid}`), { timeout: 60_000 }).toEqual([
      'Adams BA false',
      'Clark BA false',
      'Clark WRT true',
      'Moss BA false',
      'Young BA true',
    ]);
    await expect.poll(disagreeing, { timeout: 60_000, interval: 500 }).toEqual([]);
    expect(await sys.server.system.SkillState.exists({ employeeId: 4 })).toBeNull();
  });

  it('counts a competency expiring today as valid today and not tomorrow, with no job run between', async () => {
    const m = sys.server.system;
    const onTomorrow = await employeeSkillRows(m, 'availability', withDefaults({ validOnly: true }), tomorrow);
    expect(onTomorrow).toEqual(await scanned({ validOnly: true }, tomorrow));
    expect(onTomorrow.data.map((r) => `${r.lastName} ${r.skillCode}`)).toEqual(['Clark WRT']);
    expect((await employeeSkillRows(m, 'availability', withDefaults({ validOnly: true }), today)).data.map((r) => `${r.lastName} ${r.skillCode}`)).toEqual(['Clark WRT', 'Young BA']);
    expect(await employeeSkillRows(m, 'availability', withDefaults({}), tomorrow)).toEqual(await scanned({}, tomorrow));
  });

  it('keeps the rows of a mapping changed or deleted through the admin routes, and copies a push onto its row', async () => {
    const headers = await sys.as({});
    const changed = await sys.server.inject({ method: 'PUT', url: `/system/integrations/availability/mappings/subject-area/${wrt}`, headers, payload: { skillCode: 'WRT', name: 'Water rescue technician', itemIds: [1, 2] } });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await disagreeing()).toEqual([]);
    expect((await get(`?skillMappingId=${wrt}`)).json().pagingInfo.totalItems).toBe(4);
    await sys.server.system.SkillNotification.create({ _id: `availability:${ba}:1`, notificationSent: true, dateNotificationSent: new Date('2026-01-02T03:04:05Z') });
    await sys.server.system.SkillState.updateOne({ _id: `${ba}:1` }, { $set: { notificationSent: true, dateNotificationSent: new Date('2026-01-02T03:04:05Z') } });
    expect(await disagreeing()).toEqual([]);
    const removed = await sys.server.inject({ method: 'DELETE', url: `/system/integrations/availability/mappings/subject-area/${wrt}`, headers });
    expect(removed.statusCode).toBe(204);
    expect(await sys.server.system.SkillState.countDocuments({ skillMappingId: wrt })).toBe(0);
    expect(await disagreeing()).toEqual([]);
  });
});
