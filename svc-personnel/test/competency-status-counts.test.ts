import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { EXPIRY_BANDS, employeeCompetencyEvents, expiryBand, todayIso } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema } from '../src/config';
import { isActive } from '../src/routes/employees/employee-fields';
import { addDays, CountChanges, countQueries, countsOn, type CountedPart } from '../src/competency-status/expiry-counts';

const DAY = 86_400_000;
const TODAY = todayIso();
const inDays = (n: number) => addDays(TODAY, n);

/** The competency status as it was computed before the counts: from every employee and copy, on each request. */
async function scan(personnel: TestService<BaseConfig>, scope: number[] | null, withinDays: number) {
  const { Employee, CompetencyCopy, Location } = personnel.server.personnel;
  const people = new Map((await Employee.find(scope ? { stationIds: { $in: scope } } : {}).lean()).filter((e) => isActive(e)).map((e) => [e._id, e]));
  const latest = new Map<string, { recordId: number; startDate: string; row: Record<string, unknown> }>();
  for (const r of (await CompetencyCopy.find({ deleted: false }).lean()).sort((a, b) => a._id - b._id)) {
    const person = people.get(r.employeeId);
    if (!person) continue;
    const key = `${r.employeeId}:${r.competencyId}`;
    if ((latest.get(key)?.startDate ?? '') > r.startDate) continue;
    latest.set(key, {
      recordId: r._id,
      startDate: r.startDate,
      row: {
        key,
        lastNameLower: person.lastName.toLowerCase(),
        firstNameLower: person.firstName.toLowerCase(),
        recordId: r._id,
        employeeId: r.employeeId,
        firstName: person.firstName,
        lastName: person.lastName,
        stationId: person.primaryStationId ?? null,
        competencyId: r.competencyId,
        statusId: r.statusId,
        startDate: r.startDate,
        expiryDate: r.expiryDate ?? null,
        band: expiryBand(r.expiryDate, withinDays),
      },
    });
  }
  const rows = [...latest.values()].map((l) => l.row as { key: string; stationId: number | null; employeeId: number; band: 'expired' | 'expiring' | 'valid' | 'none' } & Record<string, unknown>);
  const stations = await Location.find({ kind: 'station', ...(scope ? { _id: { $in: scope } } : {}) }).sort({ callSign: 1 }).lean();
  const locations = stations.map((s) => {
    const mine = rows.filter((r) => r.stationId === s._id);
    const count = (band: string) => mine.filter((r) => r.band === band).length;
    return { stationId: s._id, callSign: s.callSign, name: s.name, people: new Set(mine.map((r) => r.employeeId)).size, expired: count('expired'), expiring: count('expiring'), valid: count('valid'), none: count('none') };
  });
  return { rows, locations };
}

const cmp = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
/** The list's documented orders over the scan's rows (names in lower case, then the row's key). */
const ORDERS: Record<string, string[]> = {
  expiryDate: ['expirySort', 'lastNameLower', 'firstNameLower', 'key'],
  employee: ['lastNameLower', 'firstNameLower', 'competencyId', 'key'],
  startDate: ['startDate', 'lastNameLower', 'firstNameLower', 'key'],
};
function ordered(rows: Record<string, unknown>[], orderBy: string, descending: boolean) {
  const keyed = rows.map((r) => ({ ...r, expirySort: r.expiryDate ?? '~' }) as Record<string, unknown>);
  const by = (f: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => (typeof a[f] === 'number' ? (a[f] as number) - (b[f] as number) : cmp(a[f], b[f]));
  return keyed.sort((a, b) => ORDERS[orderBy].reduce((n, f) => n || by(f)(a, b), 0) * (descending ? -1 : 1));
}
const shown = ({ key: _k, lastNameLower: _l, firstNameLower: _f, expirySort: _e, ...r }: Record<string, unknown>) => r;

describe('competency status counts: the counts the events keep answer as a scan of every record', { timeout: 240_000 }, () => {
  let personnel: TestService<BaseConfig>;
  let admin: Record<string, string>;
  let southManager: Record<string, string>;
  const ids: Record<string, number> = {};
  let version = 0;
  const call = (url: string, headers = admin) => personnel.server.inject({ method: 'GET', url, headers });
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await personnel.server.inject({ method, url, payload, headers: admin });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };
  const employee = (lastName: string, contracts: object[]) => ({ firstName: 'Sam', lastName, contracts });
  const record = (id: number, employeeId: number, competencyId: number, startDate: string, expiryDate: string | null, statusId = 2) => ({
    id,
    employeeId,
    competencyId,
    competencyProgramId: null,
    statusId,
    startDate,
    endDate: null,
    expiryDate,
    // Each publication newer than the last, so a record's update always replaces its copy.
    lastModifiedDate: new Date(Date.UTC(2026, 0, 1) + ++version * 1000).toISOString(),
  });
  const publish = (r: ReturnType<typeof record>, kind: 'created' | 'updated' = 'created') => personnel.server.events.publish(employeeCompetencyEvents[kind], r, { key: String(r.id) });

  /** Every status answer (both bands, all locations and one manager's, the people list by each filter and order) against the scan. */
  async function answers() {
    const found: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [who, headers, scope] of [['all', admin, null], ['south manager', southManager, [ids.south]]] as [string, Record<string, string>, number[] | null][]) {
      for (const days of EXPIRY_BANDS) {
        const s = await scan(personnel, scope, days);
        found[`${who} locations ${days}`] = (await call(`/personnel/competency-status/locations?withinDays=${days}`, headers)).json().data.map(({ expiringWithin: _, ...l }: Record<string, unknown>) => l);
        expected[`${who} locations ${days}`] = s.locations;
        const filters = ['', `stationId=${ids.north}`, `stationId=${ids.south}`, `competencyId=1`, `employeeId=${ids.Ames}`, ...['expired', 'expiring', 'valid', 'none'].flatMap((b) => [`band=${b}`, `band=${b}&stationId=${ids.north}`])];
        for (const filter of filters) {
          const matching = s.rows.filter((r) => [...new URLSearchParams(filter)].every(([k, v]) => String(r[k]) === v));
          const orders = filter ? [['expiryDate', false]] : [['expiryDate', false], ['expiryDate', true], ['employee', true], ['startDate', false]];
          for (const [orderBy, descending] of orders as [string, boolean][]) {
            const url = `/personnel/competency-status/people?withinDays=${days}&itemsPerPage=7&orderBy=${orderBy}&descending=${descending}&${filter}`;
            const [first, second] = await Promise.all([call(url, headers), call(`${url}&page=1`, headers)]);
            found[`${who} people ${days} ${filter} ${orderBy}`] = { total: first.json().total, data: [...first.json().data, ...second.json().data] };
            expected[`${who} people ${days} ${filter} ${orderBy}`] = { total: matching.length, data: ordered(matching, orderBy, descending).slice(0, 14).map(shown) };
          }
        }
      }
    }
    return { found, expected };
  }
  const agree = async () =>
    vi.waitFor(
      async () => {
        const { found, expected } = await answers();
        expect(found).toEqual(expected);
      },
      { timeout: 120_000, interval: 300 },
    );

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    admin = await personnel.as();
    ids.north = (await write('POST', '/personnel/locations', { kind: 'station', callSign: 'N1', name: 'Northgate' })).id;
    ids.south = (await write('POST', '/personnel/locations', { kind: 'station', callSign: 'S1', name: 'Southmead' })).id;
    southManager = await personnel.as({ id: 'mgr', username: 'south.manager', accessAllLocations: false, locationIds: [ids.south], permissions: { STATUSES: ['view'] } });
    const people: [string, object[]][] = [
      ['Ames', [{ stationId: ids.north, startDate: '2020-01-01' }]],
      // Counted at north (their default, the latest contract), seen by the south manager (an earlier contract there).
      ['Baker', [{ stationId: ids.south, startDate: '2015-01-01', endDate: '2019-12-31' }, { stationId: ids.north, startDate: '2020-01-01' }]],
      ['Clarke', [{ stationId: ids.south, startDate: '2020-01-01' }]],
      ['davies', [{ stationId: ids.south, startDate: '2020-01-01' }]],
      ['Evans', [{ stationId: ids.north, startDate: '2020-01-01', endDate: inDays(10) }]],
      ['Fox', [{ stationId: ids.south, startDate: inDays(5) }]],
      ['Gray', [{ stationId: ids.north, startDate: '2010-01-01', endDate: '2020-12-31' }]],
      ['Hunt', [{ startDate: '2020-01-01' }]],
      ['Irwin', []],
    ];
    for (const [lastName, contracts] of people) ids[lastName] = (await write('POST', '/personnel/employees', employee(lastName, contracts))).id;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => personnel?.close());

  it('counts new records on every edge of the bands: expiring today, in 30, 31, 90 and 91 days, expired, far off, none', async () => {
    const edges = [0, -1, 30, 31, 90, 91, -400, -3000, 800, 2000];
    let id = 0;
    for (const person of ['Ames', 'Baker', 'Clarke', 'davies', 'Evans', 'Fox', 'Gray', 'Hunt']) {
      await Promise.all(edges.map((days, k) => publish(record(++id, ids[person], k + 1, '2024-01-01', inDays(days + (id % 3))))));
      await publish(record(++id, ids[person], 20, '2024-01-01', null));
    }
    // Someone svc-personnel does not know, and someone without contracts: in no answer.
    await publish(record(++id, 99_999, 1, '2024-01-01', inDays(3)));
    await publish(record(++id, ids.Irwin, 1, '2024-01-01', inDays(3)));
    await agree();
    const north = (await call('/personnel/competency-status/locations?withinDays=30')).json().data.find((s: { stationId: number }) => s.stationId === ids.north);
    // Not an agreement of empty answers.
    expect(north).toMatchObject({ people: 3, none: 3 });
    for (const band of ['expired', 'expiring', 'valid']) expect(north[band]).toBeGreaterThan(2);
  });

  it('takes a renewal (a later start) as the current record, the one it renews as history; the same start, the later record', async () => {
    await publish(record(201, ids.Ames, 1, '2025-06-01', inDays(700)));
    await publish(record(202, ids.Clarke, 2, '2024-01-01', inDays(-50)));
    // An older record arriving after the renewal changes nothing.
    await publish(record(203, ids.Ames, 3, '2019-01-01', inDays(5)));
    await agree();
    // A renewal corrected back to before the record it renewed: that one is current again.
    await publish(record(201, ids.Ames, 1, '2023-01-01', inDays(700)), 'updated');
    await agree();
  });

  it('forgets deleted records, and a person who leaves, is deleted or moves station', async () => {
    await personnel.server.events.publish(employeeCompetencyEvents.deleted, { id: 1, lastModifiedDate: new Date(Date.UTC(2026, 0, 2)).toISOString() }, { key: '1' });
    await agree();
    await write('PUT', `/personnel/employees/${ids.Ames}`, employee('Ames', [{ stationId: ids.south, startDate: '2020-01-01' }]));
    await write('PUT', `/personnel/employees/${ids.Clarke}`, employee('Clarke', [{ stationId: ids.south, startDate: '2020-01-01', endDate: inDays(-1) }]));
    await write('DELETE', `/personnel/employees/${ids.Hunt}`);
    await agree();
    // A record moved to another person leaves the first.
    await publish(record(202, ids.Baker, 2, '2024-01-01', inDays(-50)), 'updated');
    await agree();
  });

  it('answers the next days without a job: records expire, leavers go, starters come', async () => {
    for (const days of [1, 6, 11, 31, 95, 400]) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + days * DAY);
      const { found, expected } = await answers();
      expect(found).toEqual(expected);
      vi.useRealTimers();
    }
  });

  it('builds the same counts again from the records (a database of before the counts, or a rebuild)', async () => {
    const before = await answers();
    await personnel.server.personnel.CompetencyStatusCount.deleteMany({});
    await personnel.server.personnel.CompetencyStatusRow.deleteMany({});
    expect(await personnel.server.competencyStatus.built()).toBe(false);
    await personnel.server.competencyStatus.rebuild(2);
    expect(await personnel.server.competencyStatus.built()).toBe(true);
    expect(await answers()).toEqual(before);
    expect(before.found).toEqual(before.expected);
  });

  it('asks a few documents whatever the head count, and answers both bands in one call', async () => {
    expect(countQueries('2026-12-15')).toEqual([
      { filter: { level: 'y' }, withDays: false },
      { filter: { level: 'm', period: { $gte: '2026-01', $lt: '2026-12' } }, withDays: false },
      { filter: { level: 'm', period: { $gte: '2026-12', $lte: '2027-03' } }, withDays: true },
      { filter: { level: { $in: ['n', 'p'] } }, withDays: false },
    ]);
    const row = (await call('/personnel/competency-status/locations?withinDays=30')).json().data.find((s: { stationId: number }) => s.stationId === ids.north);
    const ninety = (await call('/personnel/competency-status/locations?withinDays=90')).json().data.find((s: { stationId: number }) => s.stationId === ids.north);
    expect(row.expiringWithin).toEqual({ 30: row.expiring, 90: ninety.expiring });
  });

  it('sums years, months and days to the same counts as each day counted one by one (generated parts, many todays)', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    const parts: CountedPart[] = Array.from({ length: 3000 }, () => ({
      stationId: Math.floor(next() * 4) || null,
      activeFrom: next() < 0.9 ? '0000-01-01' : addDays('2026-01-01', Math.floor(next() * 400)),
      activeUntil: next() < 0.9 ? '9999-12-31' : addDays('2026-01-01', Math.floor(next() * 400)),
      expiry: next() < 0.1 ? null : addDays('2026-06-01', Math.floor(next() * 2000) - 1000),
    }));
    const changes = new CountChanges();
    parts.forEach((p) => changes.add(p, 1));
    // Taken out again after being put in: the counts hold the rest only.
    parts.slice(0, 500).forEach((p) => changes.add(p, -1));
    // The documents as the $inc paths would leave them.
    const docs = [...changes.byId].map(([id, paths]) => {
      const [level, period, activeFrom, activeUntil] = id.split('|');
      const doc = { level: level as 'y', period, activeFrom, activeUntil, stations: {} as Record<string, number>, days: {} as Record<string, Record<string, number>> };
      for (const [path, n] of paths) {
        const [field, a, b] = path.split('.');
        if (field === 'stations') doc.stations[a] = n;
        else doc.days[a] = { ...doc.days[a], [b]: n };
      }
      return doc;
    });
    for (let k = 0; k < 60; k++) {
      const today = addDays('2025-12-20', Math.floor(next() * 700));
      const live = parts.slice(500).filter((p) => p.activeFrom <= today && today <= p.activeUntil);
      const counts = countsOn(today, docs);
      for (const station of [null, 1, 2, 3]) {
        const mine = live.filter((p) => p.stationId === station);
        const c = counts.get(`s${station ?? 0}`)!;
        expect([c.expired, c.expiringWithin[30], c.expiringWithin[90], c.dated, c.none], today).toEqual([
          mine.filter((p) => p.expiry && (p.expiry as string) < today).length,
          mine.filter((p) => p.expiry && expiryBand(p.expiry as string, 30, today) === 'expiring').length,
          mine.filter((p) => p.expiry && expiryBand(p.expiry as string, 90, today) === 'expiring').length,
          mine.filter((p) => p.expiry).length,
          mine.filter((p) => !p.expiry).length,
        ]);
      }
    }
  });
});
