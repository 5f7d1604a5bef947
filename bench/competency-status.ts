/**
 * The competency status calls of the portal (area status, dashboard, personnel status) at a head count (issue 29).
 * Builds svc-personnel and svc-gateway in this process on the real FerretDB and Kafka (databases of their own,
 * dropped at the end), loads the demo data's employees through the bulk route and their competency records as
 * svc-training's events, waits until the status counts hold them, then times each call one at a time through the
 * gateway (a signed-in session), each call with filters of its own (station, band, competency, page) where it has any.
 *
 *   ./firecrest bench competency-status                  # 1,500 people, 6,000 records
 *   EMPLOYEES=100000 RECORDS_PER_EMPLOYEE=10 ./firecrest bench competency-status
 */
import { randomBytes } from 'node:crypto';
import { employeeCompetencyEvents, type EmployeeCompetencyEvent } from '@firecrest/contracts';
import { demoCompetencyRecords, demoDataset, demoEmployee, type DemoIds } from '../scripts/demo-data';
import { personnelBehindGateway } from './personnel-behind-gateway';

const EMPLOYEES = Number(process.env.EMPLOYEES ?? 1_500);
const RECORDS_PER_EMPLOYEE = Number(process.env.RECORDS_PER_EMPLOYEE ?? 4);
const CALLS = Number(process.env.CALLS ?? 60);
const WARM_UP = 5;
const DAY = 86_400_000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  // Topics of its own outside `test.`: a test run's set-up deletes `test.*` topics it takes for stale, and a large
  // load outlasts a test run.
  const { personnel, personnelUrl, gatewayUrl, post, signIn, close } = await personnelBehindGateway(`bench.competency-status.${randomBytes(4).toString('hex')}.`);
  try {
    const data = demoDataset();
    const ids: DemoIds = { stations: [], trainingLocations: [], organisation: { watch: [], roster: [], staffGroup: [], employeeRole: [] }, competencies: [], subjectAreas: [], programs: [], bookingTypes: [], incidentTypes: [] };
    for (const s of data.stations) ids.stations.push((await post('/personnel/locations', s)).id);
    for (const [kind, names] of Object.entries(data.organisation) as [keyof DemoIds['organisation'], string[]][]) {
      for (const name of names) ids.organisation[kind].push((await post(`/personnel/organisation/${kind}`, { name })).id);
    }
    // svc-training's lists are not needed: svc-personnel takes the competency ids its events carry.
    ids.competencies = data.competencies.map((_, k) => k + 1);
    ids.programs = data.programs.map((_, k) => k + 1);
    const anchor = Math.floor(Date.now() / DAY) * DAY;

    let started = Date.now();
    const employeeIds: number[] = [];
    for (let from = 0; from < EMPLOYEES; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, EMPLOYEES - from) }, (_, k) => demoEmployee(42, from + k, ids, anchor));
      employeeIds.push(...((await post('/personnel/employees/bulk', batch)) as { ids: number[] }).ids);
    }
    console.log(`loaded ${employeeIds.length} employees in ${seconds(started)}`);

    started = Date.now();
    let recordId = 0;
    const at = new Date().toISOString();
    for (let from = 0; from < employeeIds.length; from += 1000) {
      const events: EmployeeCompetencyEvent[] = employeeIds
        .slice(from, from + 1000)
        .flatMap((employeeId, k) => demoCompetencyRecords(42, from + k, employeeId, RECORDS_PER_EMPLOYEE, ids, anchor))
        .map((r) => ({ id: ++recordId, ...r, endDate: null, lastModifiedDate: at }));
      for (let k = 0; k < events.length; k += 1000) await personnel.server.events.publishMany(employeeCompetencyEvents.created, events.slice(k, k + 1000), (e) => String(e.id));
    }
    const Rows = personnel.server.personnel.CompetencyStatusRow;
    for (let held = 0; held < recordId; held = await Rows.countDocuments({})) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      process.stdout.write(`\r  status rows ${held} of ${recordId} (${seconds(started)})   `);
    }
    console.log(`\rpublished ${recordId} competency records; status rows and counts kept in ${seconds(started)}`);

    const cookie = await signIn();
    const viaGateway = (path: string) => fetch(`${gatewayUrl}/api/personnel/competency-status/${path}`, { headers: { cookie } });
    // A station manager (one station, not all locations): the people list counts their rows instead.
    const scoped = async (path: string, i: number) =>
      fetch(`${personnelUrl}/personnel/competency-status/${path}`, { headers: await personnel.as({ id: 'mgr', accessAllLocations: false, locationIds: [ids.stations[i % ids.stations.length]], permissions: { STATUSES: ['view'] } }) });

    const station = (i: number) => ids.stations[i % ids.stations.length];
    const band = (i: number) => ['expired', 'expiring', 'valid', 'none'][i % 4];
    const calls: [string, (i: number) => Promise<Response>][] = [
      ['area status / dashboard: locations, 30 days', () => viaGateway('locations?withinDays=30')],
      ['area status: locations, 90 days', () => viaGateway('locations?withinDays=90')],
      ['personnel status: first page', () => viaGateway('people?withinDays=30')],
      ['personnel status: station and band (a link)', (i) => viaGateway(`people?withinDays=${i % 2 ? 90 : 30}&stationId=${station(i)}&band=${band(i)}`)],
      ['personnel status: a competency', (i) => viaGateway(`people?withinDays=30&competencyId=${1 + (i % 120)}`)],
      ['personnel status: by employee, page 1-20', (i) => viaGateway(`people?withinDays=30&orderBy=employee&page=${1 + (i % 20)}`)],
      ['personnel status: one person', (i) => viaGateway(`people?withinDays=30&employeeId=${employeeIds[(i * 7919) % employeeIds.length]}`)],
      ['personnel status: a station manager (direct)', (i) => scoped('people?withinDays=30', i)],
    ];
    console.log(`\n${EMPLOYEES} employees, ${recordId} competency records; ${CALLS} calls each, one at a time (after ${WARM_UP} to warm up):`);
    for (const [name, call] of calls) {
      const times: number[] = [];
      for (let i = 0; i < CALLS + WARM_UP; i++) {
        const t0 = performance.now();
        const res = await call(i);
        const body = await res.text();
        if (!res.ok) throw new Error(`${name}: ${res.status} ${body}`);
        if (i >= WARM_UP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(`  ${name.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`);
    }
  } finally {
    await close();
  }
}

await main();
