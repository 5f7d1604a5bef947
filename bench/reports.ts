/**
 * Issue 30's report figures: each report's first preview page, the training matrix of one station, and a full Excel
 * export of the competencies report for all stations (time and the process's peak memory while it streams).
 *
 *   ./firecrest bench reports [--employees 1500] [--events 900] [--calls 20] [--no-export] [--database name --keep]
 *
 * svc-public-api runs in this process on its own database (dropped at the end) against the shared infra. What the
 * reports read is the read model, so its documents are written straight in, each made by the projection's own code
 * from the demo generator's entities (as bench/scale-free.ts does): locations, employees, four competency records per
 * employee with what they copy from the employee and station, training events and four attendees on each of the
 * newest two thirds of the events (one in ten cancelled), an action plan and a competency extension per ten employees,
 * each row with its employee's stations as copies.ts keeps them; the progress report's counts are then made from the
 * records by the projection's own refresh. Besides the unfiltered first pages, the reports of people's rows are
 * measured filtered by one station. Calls go over HTTP with a signed identity of an administrator (all locations),
 * one at a time. The Excel export is timed against svc-public-api started in a process of its own on the same
 * database, whose memory is sampled. The issue's size is --employees 100000 --records 10 --events 1000000 --attendees
 * 1000000 (about 25 minutes to load on the quiet machine; --database and --keep keep it for the next run). It asserts nothing.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import fp from 'fastify-plugin';
import { API_CONSTANTS, employeeCompetencyEvents, employeeEvents } from '@firecrest/contracts';
import { infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, testTopicPrefix, type TestService } from '@firecrest/service-kit/testing';
import { demoCompetencyRecords, demoDataset, demoEmployee, demoTrainingEvent, type DemoIds } from '../scripts/demo-data';
import { app } from '../svc-public-api/src/app';
import type { Views } from '../svc-public-api/src/models';
import { configSchema, serverOptions } from '../svc-public-api/src/config';
import { employeeCopy } from '../svc-public-api/src/events/copies';
import { employeeView, trainingEventAttendeeView, trainingEventView } from '../svc-public-api/src/events/domain';
import { locationView } from '../svc-public-api/src/events/locations';
import { REPORTS } from '../svc-public-api/src/reports/definitions';
import { reportId } from '../svc-public-api/src/reports/report-definition';
import { competencyReportRowsOf } from '../svc-public-api/src/reports/competency-report-rows';
import { countKeys, progressContribution } from '../svc-public-api/src/reports/progress-counts';
import { addContribution, eventContribution, eventCountKeys, packTallies, type Tallies } from '../svc-public-api/src/reports/event-counts';
import { freePort, peakRss, rss } from './process-probes';
import { startServiceProcess, stopServiceProcesses } from './service-process';

const { values } = parseArgs({ options: { employees: { type: 'string', default: '1500' }, events: { type: 'string', default: '900' }, records: { type: 'string', default: '4' }, attendees: { type: 'string' }, calls: { type: 'string', default: '20' }, 'no-export': { type: 'boolean', default: false }, 'no-previews': { type: 'boolean', default: false }, database: { type: 'string' }, keep: { type: 'boolean', default: false } } });
/** --keep leaves the database (--database names it) for the next run, which reuses every view it finds filled. */
const KEEP = values.keep;
/** Whether --keep found the view filled by the last run. */
const kept = async (model: { collection: { estimatedDocumentCount(): Promise<number> } }) => KEEP && (await model.collection.estimatedDocumentCount()) > 0;
/** The report limits of both svc-public-api instances: the full export is over the default direct limit. */
const LIMITS = { REPORT_DIRECT_ROWS: '2000000', REPORT_ROW_LIMIT: '2000000' };
const EMPLOYEES = Number(values.employees);
const EVENTS = Number(values.events);
const CALLS = Number(values.calls);
const RECORDS_PER_EMPLOYEE = Number(values.records);
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
const ATTENDEES = values.attendees ? Number(values.attendees) : 4 * Math.round((2 * EVENTS) / 3);
/** The first event with attendees (four on each from there, the last maybe fewer). */
const FIRST_ATTENDED = EVENTS - Math.ceil(ATTENDEES / 4);
function event(i: number) {
  const { finalStatus, ...e } = demoTrainingEvent(SEED, i, EVENTS, ids, anchor);
  // The event lists its attendees, as the attendee handler keeps them (copies.attendees).
  const attendeeIds = i < FIRST_ATTENDED ? [] : range(4 * (i - FIRST_ATTENDED) + 1, Math.min(ATTENDEES, 4 * (i - FIRST_ATTENDED) + 4));
  return { _id: i + 1, ...trainingEventView({ id: i + 1, ...e, status: finalStatus, createdDate: modified.toISOString(), lastModifiedDate: modified.toISOString() } as never), attendeeIds, ...stamp };
}
function attendee(j: number) {
  const eventIndex = FIRST_ATTENDED + Math.floor(j / 4);
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

type Loadable = { collection: { insertMany(docs: object[], options: object): Promise<unknown>; dropIndexes(): Promise<unknown>; estimatedDocumentCount(): Promise<number> }; init(): Promise<unknown>; createIndexes(): Promise<unknown> };
const BATCH = 5_000;

/**
 * Writes `total` items' documents as the projection stores them, in raw batches of 5,000 through the driver with
 * the view's secondary indexes dropped, then builds the indexes once over the loaded rows (SQLite sorts each index
 * once instead of keeping every index, element table and trigger row by row). The next batch is made while the
 * store writes the last one.
 */
async function load(model: Loadable, name: string, total: number, make: (i: number) => object | object[], perItem = 1) {
  const items = Math.max(1, Math.round(BATCH / perItem));
  const started = performance.now();
  await model.init();
  if (await kept(model)) {
    console.log(`  ${name}: kept from the last run`);
    return;
  }
  // A small view keeps its indexes (nothing to gain, and the store can still be building them).
  const rebuild = total * perItem >= 5_000;
  if (rebuild) await model.collection.dropIndexes();
  const batch = (start: number) => range(start, Math.min(total, start + items) - 1).flatMap((i) => make(i));
  let writing: Promise<unknown> | null = null;
  let written = 0;
  for (let start = 0; start < total; start += items) {
    const docs = batch(start);
    await writing;
    written += docs.length;
    writing = model.collection.insertMany(docs, { ordered: false });
  }
  await writing;
  const inserted = performance.now();
  // (the local FerretDB now and then refuses an index its SQLite still holds from the drop: asked again, it builds it)
  if (rebuild) await model.createIndexes().catch(() => model.createIndexes());
  const took = (at: number) => ((at - started) / 1000).toFixed(1);
  console.log(`  loaded ${name}: ${written.toLocaleString('en')} documents in ${took(performance.now())} s (written in ${took(inserted)} s, then indexed; ${uptimeLoad()})`);
}
const uptimeLoad = () => `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;

/** The people written through the events (employee and competency record events, consumed by the projection), not straight in. */
const PUBLISHED = Math.min(5, Math.ceil(EMPLOYEES / 100));
const RAW = EMPLOYEES - PUBLISHED;

/** Publishes the last people and their records as the owners do and waits until the projection has made their rows. */
async function throughEvents(v: Views, producer: TestService<BaseConfig>) {
  const started = performance.now();
  await Promise.all(range(RAW, EMPLOYEES - 1).map(async (i) => {
    await producer.server.events.publish(employeeEvents.created, { id: i + 1, ...demoEmployee(SEED, i, ids, anchor), lastModifiedDate: modified.toISOString() }, { key: String(i + 1) });
    await Promise.all(records(i).map((r) =>
      producer.server.events.publish(employeeCompetencyEvents.created, { id: r._id, employeeId: r.employeeId, competencyId: r.competencyId, competencyProgramId: r.competencyProgramId, statusId: r.statusId, startDate: r.startDate, endDate: null, expiryDate: r.expiryDate, lastModifiedDate: modified.toISOString() }, { key: String(r._id) }),
    ));
  }));
  // Each person's document made once their employee event is in (before, their records carry no working period).
  const expected = { _id: { $gt: RAW }, activeFrom: { $ne: '9999-12-31' } };
  while ((await v.CompetencyReportRows.countDocuments(expected)) < PUBLISHED) {
    if (performance.now() - started > 180_000) {
      console.log(`  through the events: not all ${PUBLISHED} people reached the read model in 3 minutes (${await v.CompetencyReportRows.countDocuments(expected)} did)`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`  through the events: ${PUBLISHED} people and their ${(PUBLISHED * RECORDS_PER_EMPLOYEE).toLocaleString('en')} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The activity and events status reports' counts, made by the projection's own code from the events written in:
 * each event's ledger entry, its contribution added here to the tallies of its documents, written once.
 */
async function loadEventCounts(v: Views) {
  const documents = new Map<string, Tallies>();
  await load(v.EventCountLedger, 'event count ledgers', EVENTS, (i) => {
    const counted = eventContribution(event(i));
    if (!counted) return [];
    addContribution(documents, counted, 1);
    return { _id: i + 1, ...counted };
  });
  if (await kept(v.EventCount)) return;
  await v.EventCount.collection.insertMany([...documents].map(([id, tallies]) => ({ _id: id, ...eventCountKeys(id), tallies: packTallies(tallies) })) as never[]);
  console.log(`  counted training events: ${documents.size} count documents`);
}

async function main() {
  const topics = { KAFKA_TOPIC_PREFIX: testTopicPrefix() };
  const api = await buildTestService('svc-public-api', configSchema, app, { ...topics, ...LIMITS, ...(values.database ? { MONGO_DB: values.database } : {}) }, undefined, serverOptions);
  // Stands in for svc-personnel and svc-training: the last people and their records are published as their events.
  const producer = await buildTestService<BaseConfig>('svc-owner', configSchema, fp<{ config: BaseConfig }>(async (f, { config }) => f.register(infrastructure, { service: 'svc-owner', config })), topics);
  try {
    const v = api.server.views;
    console.log(`bench reports: ${EMPLOYEES.toLocaleString('en')} employees, ${(EMPLOYEES * RECORDS_PER_EMPLOYEE).toLocaleString('en')} competency records, ${EVENTS.toLocaleString('en')} events, ${ATTENDEES.toLocaleString('en')} attendees`);
    await load(v.LocationView, 'locations', 1, () => locations());
    await load(v.EmployeeView, 'employees', RAW, employee);
    await load(v.EmployeeCompetencyView, 'competency records', RAW, records, RECORDS_PER_EMPLOYEE);
    await load(v.TrainingEventView, 'training events', EVENTS, event);
    await load(v.TrainingEventAttendeeView, 'attendees', ATTENDEES, attendee);
    await load(v.ActionPlanView, 'action plans', Math.floor(EMPLOYEES / 10), actionPlan);
    await load(v.CompetencyExtensionView, 'competency extensions', Math.floor(EMPLOYEES / 10), extension);
    // What the projection keeps per person from their records, made by its own code: the export documents, and the
    // progress counts (each person's ledger, the counts summed here and written once).
    await load(v.CompetencyReportRows, 'competency export documents', RAW, (i) => competencyReportRowsOf(records(i))!);
    const today = new Date().toISOString().slice(0, 10);
    const totals = new Map<string, number>();
    await load(v.ProgressLedger, 'progress ledgers', RAW, (i) => {
      const counted = [...progressContribution(records(i), today)].map(([key, n]) => {
        totals.set(key, (totals.get(key) ?? 0) + n);
        const [doc, field] = key.split('\t') as [string, string];
        return { doc, field, n };
      });
      // (the projection keeps no ledger for a person who counts nowhere)
      return counted.length ? { _id: i + 1, counted } : [];
    });
    const counts = new Map<string, Record<string, unknown>>();
    for (const [key, n] of totals) {
      const [doc, field] = key.split('\t') as [string, string];
      const count = counts.get(doc) ?? { _id: doc, ...countKeys(doc) };
      counts.set(doc, count);
      const path = field.split('.');
      let at = count;
      for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
      at[path.at(-1)!] = n;
    }
    if (!(await kept(v.ProgressCount))) await v.ProgressCount.collection.insertMany([...counts.values()] as never[]);
    if (counts.size) console.log(`  counted progress: ${counts.size} count documents`);
    await loadEventCounts(v);
    await throughEvents(v, producer);
    // The calls go to svc-public-api in a process of its own on the same database (its declared V8 flags, as the
    // stack runs it), so its memory is the service's alone, not this process's with the generator and what it loaded.
    const port = await freePort();
    const service = await startServiceProcess('svc-public-api', port, { MONGO_DB: api.config.MONGO_DB, KAFKA_TOPIC_PREFIX: testTopicPrefix(), ...LIMITS });
    const base = `http://127.0.0.1:${port}`;
    try {
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
      if (!values['no-previews']) {
        console.log(`\nFirst preview page (25 rows, default sort, no filters), ${CALLS} calls after one warm-up:`);
        for (const r of REPORTS) await measure(reportId(r), `/reporting/reports/${reportId(r)}/rows`);
        console.log(`\nReports of people's rows filtered by one station (stationIds=1), ${CALLS} calls after one warm-up:`);
        for (const id of ['delegates-cancellations-report', 'training-attendance-report', 'action-plan-report', 'competency-extensions-report']) await measure(`${id}, station 1`, `/reporting/reports/${id}/rows?stationIds=1`);
        console.log('\nTraining matrix for one station:');
        await measure('training-matrix-report rows, station 1', '/reporting/reports/training-matrix-report/rows?stationIds=1');
        await measure('training-matrix-report heat map, station 1', '/reporting/reports/training-matrix-report/chart?stationIds=1');
      }

      if (values['no-export']) return;
      console.log('\nFull Excel export of the competencies report, all stations (streamed over HTTP, read and discarded):');
      const before = rss(service.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rss(service.pid!))), 50);
      const started = performance.now();
      const res = await fetch(`${base}/reporting/reports/competencies-report/export.xlsx`, { headers: Object.fromEntries(Object.entries(identity)) });
      let bytes = 0;
      const reader = res.body!.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
      const took = performance.now() - started;
      clearInterval(sampler);
      const rows = ((await (await fetch(`${base}/reporting/reports/competencies-report/rows?size=1`, { headers: Object.fromEntries(Object.entries(identity)) })).json()) as { total: number }).total;
      console.log(`  ${rows.toLocaleString('en')} rows (${Math.round(rows / (took / 1000)).toLocaleString('en')} a second), ${(bytes / 1e6).toFixed(1)} MB in ${(took / 1000).toFixed(1)} s; svc-public-api RSS ${before.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB during it; ${uptimeLoad()}`);
    } finally {
      console.log(`\nsvc-public-api's peak RSS over the run: ${peakRss(service.pid!).toFixed(0)} MB`);
      await stopServiceProcesses([service]);
    }
  } finally {
    await Promise.all([KEEP ? api.server.close() : api.close(), producer.close()]);
  }
}

await main();
