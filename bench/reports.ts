/**
 * Issue 30's report figures: each report's first preview page, the training matrix of one station, and a full Excel
 * export of the competencies report for all stations (time and the process's peak memory while it streams).
 *
 *   ./firecrest bench reports [--employees 1500] [--events 900] [--calls 20] [--no-export]
 *
 * svc-public-api runs in this process on its own database (dropped at the end) against the shared infra. What the
 * reports read is the read model, so its documents are written straight in, each made by the projection's own code
 * from the demo generator's entities (as bench/scale-free.ts does): locations, employees, four competency records per
 * employee with what they copy from the employee and station, training events and four attendees on each of the
 * newest two thirds of the events (one in ten cancelled), an action plan and a competency extension per ten employees,
 * each row with its employee's stations as copies.ts keeps them; the progress report's counts are then made from the
 * records by the projection's own refresh. Besides the unfiltered first pages, the reports of people's rows are
 * measured filtered by one station. Calls go over HTTP with a signed identity of an administrator (all locations),
 * one at a time. The issue's size is --employees 100000 --events 1000000 (hours to load here). It asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_CONSTANTS } from '@firecrest/contracts';
import { buildTestService } from '@firecrest/service-kit/testing';
import { demoCompetencyRecords, demoDataset, demoEmployee, demoTrainingEvent, type DemoIds } from '../scripts/demo-data';
import { app } from '../svc-public-api/src/app';
import { configSchema, serverOptions } from '../svc-public-api/src/config';
import { employeeCopy } from '../svc-public-api/src/events/copies';
import { employeeView, trainingEventAttendeeView, trainingEventView } from '../svc-public-api/src/events/domain';
import { locationView } from '../svc-public-api/src/events/locations';
import { REPORTS } from '../svc-public-api/src/reports/definitions';
import { reportId } from '../svc-public-api/src/reports/report-definition';
import { refreshProgressCounts } from '../svc-public-api/src/reports/progress-counts';

const { values } = parseArgs({ options: { employees: { type: 'string', default: '1500' }, events: { type: 'string', default: '900' }, calls: { type: 'string', default: '20' }, 'no-export': { type: 'boolean', default: false } } });
const EMPLOYEES = Number(values.employees);
const EVENTS = Number(values.events);
const CALLS = Number(values.calls);
const RECORDS_PER_EMPLOYEE = 4;
const SEED = 20261130;
const DAY = 86_400_000;
const anchor = Date.UTC(2026, 10, 25);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ids: DemoIds = {
  stations: range(1, 60),
  trainingLocations: range(61, 70),
  organisation: { watch: range(1, 4), roster: range(1, 3), staffGroup: range(1, 3), employeeRole: range(1, 6) },
  competencies: range(1, 40),
  subjectAreas: range(1, 20),
  programs: range(1, 6),
  bookingTypes: [1, 2],
  incidentTypes: range(1, 10),
};
const modified = new Date(anchor - DAY);
const stamp = { deleted: false, lastModifiedDate: modified };

function locations() {
  const { stations, trainingLocations } = demoDataset(SEED);
  const at = (id: number, l: (typeof stations)[number] | (typeof trainingLocations)[number], callSign: string) => ({ _id: id, ...locationView({ id, ...l, callSign, lastModifiedDate: modified.toISOString() }), ...stamp });
  return [...ids.stations.map((id) => at(id, stations[(id - 1) % stations.length]!, `S${String(id).padStart(2, '0')}`)), ...ids.trainingLocations.map((id, n) => at(id, trainingLocations[n % trainingLocations.length]!, `TC${n + 1}`))];
}
const locationById = new Map(locations().map((l) => [l._id, l]));
const employee = (i: number) => ({ _id: i + 1, ...employeeView({ id: i + 1, ...demoEmployee(SEED, i, ids, anchor), lastModifiedDate: modified.toISOString() }), ...stamp });
function records(i: number) {
  const e = employee(i);
  const copied = employeeCopy(e as never, e.primaryStationId ? (locationById.get(e.primaryStationId) as never) : undefined);
  return demoCompetencyRecords(SEED, i, i + 1, RECORDS_PER_EMPLOYEE, ids, anchor).map((r, k) => ({ _id: i * RECORDS_PER_EMPLOYEE + k + 1, ...r, endDate: null, ...copied, codeLower: '', nameLower: '', statusNameLower: '', ...stamp }));
}
function event(i: number) {
  const { finalStatus, ...e } = demoTrainingEvent(SEED, i, EVENTS, ids, anchor);
  return { _id: i + 1, ...trainingEventView({ id: i + 1, ...e, status: finalStatus, createdDate: modified.toISOString(), lastModifiedDate: modified.toISOString() } as never), attendeeIds: [] as number[], ...stamp };
}
const ATTENDEES = 4 * Math.round((2 * EVENTS) / 3);
function attendee(j: number) {
  const eventIndex = EVENTS - Math.ceil(ATTENDEES / 4) + Math.floor(j / 4);
  const e = event(eventIndex);
  const employeeId = 1 + ((j * 2_654_435_761) % 4_294_967_296) % EMPLOYEES;
  const cancelled = j % 10 === 0;
  const a = trainingEventAttendeeView({
    id: j + 1, trainingEventId: eventIndex + 1, employeeId, attendeeType: 2, instructorType: null,
    statusId: cancelled ? API_CONSTANTS.TrainingEventAttendeeStatus.Canceled : API_CONSTANTS.TrainingEventAttendeeStatus.Confirmed,
    dateApplied: null, dateCancellationRequested: cancelled ? modified.toISOString() : null, lastModifiedDate: modified.toISOString(),
  } as never);
  return { _id: j + 1, ...a, eventFirstDate: e.firstDate, eventLastDate: e.lastDate, employeeStationIds: employee(employeeId - 1).stationIds, ...stamp };
}
/** An action plan and a competency extension of every tenth employee, with the employee's stations. */
const dayOf = (offset: number) => new Date(anchor + offset * DAY).toISOString().slice(0, 10);
function actionPlan(i: number) {
  const e = employee(i * 10);
  return { _id: i + 1, employeeId: e._id, type: 'remedial', description: 'Refresh the drill', resolveByDate: dayOf((i % 120) - 60), resolvedDate: null, assessorEmployeeId: null, status: i % 3 ? 'open' : 'resolved', competencyIds: [1 + (i % 40)], source: 'manual', createdBy: 'bench', employeeStationIds: e.stationIds, ...stamp };
}
function extension(i: number) {
  const e = employee(i * 10);
  return { _id: i + 1, recordId: i * 10 * RECORDS_PER_EMPLOYEE + 1, employeeId: e._id, competencyId: 1 + (i % 40), previousExpiryDate: dayOf(-(i % 30)), expiryDate: dayOf(30), reason: 'Course postponed', extendedBy: 'bench', extendedAt: new Date(anchor - (i % 365) * DAY), employeeStationIds: e.stationIds, ...stamp };
}

async function load(collection: { insertMany(docs: object[], options: object): Promise<unknown> }, name: string, total: number, make: (i: number) => object | object[]) {
  const started = performance.now();
  for (let start = 0; start < total; start += 1_000) {
    await collection.insertMany(range(start, Math.min(total, start + 1_000) - 1).flatMap((i) => make(i)), { ordered: false });
  }
  console.log(`  loaded ${name}: ${total.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const api = await buildTestService('svc-public-api', configSchema, app, { REPORT_DIRECT_ROWS: '2000000', REPORT_ROW_LIMIT: '2000000' }, undefined, serverOptions);
  try {
    const v = api.server.views;
    console.log(`bench reports: ${EMPLOYEES.toLocaleString('en')} employees, ${(EMPLOYEES * RECORDS_PER_EMPLOYEE).toLocaleString('en')} competency records, ${EVENTS.toLocaleString('en')} events, ${ATTENDEES.toLocaleString('en')} attendees`);
    await load(v.LocationView.collection, 'locations', 1, () => locations());
    await load(v.EmployeeView.collection, 'employees', EMPLOYEES, employee);
    await load(v.EmployeeCompetencyView.collection, 'competency records', EMPLOYEES, records);
    await load(v.TrainingEventView.collection, 'training events', EVENTS, event);
    await load(v.TrainingEventAttendeeView.collection, 'attendees', ATTENDEES, attendee);
    await load(v.ActionPlanView.collection, 'action plans', Math.floor(EMPLOYEES / 10), actionPlan);
    await load(v.CompetencyExtensionView.collection, 'competency extensions', Math.floor(EMPLOYEES / 10), extension);
    // The progress report's counts, which the projection keeps from the events: here made from the written records.
    const counting = performance.now();
    for (let start = 0; start < EMPLOYEES; start += 500) await refreshProgressCounts(v, range(start + 1, Math.min(EMPLOYEES, start + 500)));
    console.log(`  counted progress: ${(await v.ProgressCount.countDocuments()).toLocaleString('en')} count documents in ${((performance.now() - counting) / 1000).toFixed(1)} s`);
    await api.server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(api.server.server.address() as { port: number }).port}`;
    const identity = await api.as({ accessAllLocations: true, permissions: { REPORTS: ['view'] } });
    const call = async (url: string) => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: Object.fromEntries(Object.entries(identity)) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return performance.now() - started;
    };
    const measure = async (label: string, url: string) => {
      await call(url);
      const times: number[] = [];
      for (let n = 0; n < CALLS; n++) times.push(await call(url));
      times.sort((a, b) => a - b);
      console.log(`  ${label.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(8)} ms`);
    };
    console.log(`\nFirst preview page (25 rows, default sort, no filters), ${CALLS} calls after one warm-up:`);
    for (const r of REPORTS) await measure(reportId(r), `/reporting/reports/${reportId(r)}/rows`);
    console.log(`\nReports of people's rows filtered by one station (stationIds=1), ${CALLS} calls after one warm-up:`);
    for (const id of ['delegates-cancellations-report', 'training-attendance-report', 'action-plan-report', 'competency-extensions-report']) await measure(`${id}, station 1`, `/reporting/reports/${id}/rows?stationIds=1`);
    console.log('\nTraining matrix for one station:');
    await measure('training-matrix-report rows, station 1', '/reporting/reports/training-matrix-report/rows?stationIds=1');
    await measure('training-matrix-report heat map, station 1', '/reporting/reports/training-matrix-report/chart?stationIds=1');

    if (values['no-export']) return;
    console.log('\nFull Excel export of the competencies report, all stations (streamed over HTTP, read and discarded):');
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = performance.now();
    const res = await fetch(`${base}/reporting/reports/competencies-report/export.xlsx`, { headers: Object.fromEntries(Object.entries(identity)) });
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    const took = performance.now() - started;
    clearInterval(sampler);
    console.log(`  ${(EMPLOYEES * RECORDS_PER_EMPLOYEE).toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(took / 1000).toFixed(1)} s; process RSS ${(before / 1e6).toFixed(0)} MB before, peak ${(peak / 1e6).toFixed(0)} MB`);
  } finally {
    await api.close();
  }
}

await main();
