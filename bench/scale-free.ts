/**
 * Issue 19's targets in one run: the unasked pages it names, at the default size and at the bench size, through the
 * gateway, and the full cursor walk of the training events.
 *
 *   ./firecrest bench scale-free [--sizes default,bench] [--keep-data] [--load-only] [--no-walk]
 *
 * Each size runs on a private FerretDB (the patched binary, its own data directory: the shared one is untouched) with
 * a stack of its own (ports +300). Writing the bench size through the owners and replaying it into svc-public-api's
 * read model would take hours here, and what the targets measure is the read side, so the read model's documents are
 * written straight in, each made by the projection's own code from the demo generator's entities: `locationView`,
 * `employeeView`, `trainingEventView`, `trainingEventAttendeeView`, and the fields competency records copy from their
 * employee and station by `employeeCopy`, with the change blocks the projection raises (`changeBlockWrites`). Then,
 * through the gateway with an API key, each page the issue names is asked in 30 forms no one has asked for (other
 * pages, directions, stations or dates), first ask each: employees by lastName from page 0 and from page 400 (the
 * default size has no page 400: its 7 pages stand for it), employee competencies filtered by one station (and by
 * three, and by one in pages of 60: full pages at both sizes), training events and attendees by `modifiedAfterDate`
 * (a third of the rows, and an integrator's regular sync: the newest 200 changes). It prints each size's p50/p95/p99
 * and rows, the ratios between the sizes, and the walk (`/api/v1/training-events`, pages of 500).
 * `--keep-data` keeps the bench size's FerretDB directory (.data/walk-ferretdb) for the next run, which loads only
 * what is missing; `--load-only` loads and stops. It asserts nothing.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import mongoose, { type Connection } from 'mongoose';
import { bulkWriteInRuns } from '@firecrest/service-kit';
import { startFerretDB } from '../infra/ferretdb-process';
import { startStack, stackDatabases, stopStack } from '../scripts/stack';
import { demoCompetencyRecords, demoDataset, demoEmployee, demoTrainingEvent, type DemoIds } from '../scripts/demo-data';
import { employeeCopy } from '../svc-public-api/src/events/copies';
import { employeeView, trainingEventAttendeeView, trainingEventView } from '../svc-public-api/src/events/domain';
import { locationView } from '../svc-public-api/src/events/locations';
import { BLOCK_IDS, changeBlocksCollection, changeBlockWrites } from '../svc-public-api/src/models/change-blocks';
import { META, READ_MODEL_VERSION } from '../svc-public-api/src/models/read-model-version';
import { benchApiKey } from './stack-api-key';
import { cursorWalk } from './cursor-walk';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'default,bench' },
    'keep-data': { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    'no-walk': { type: 'boolean', default: false },
  },
});

/**
 * The issue's sizes. Competency records: the demo's four per employee at both. Attendees: the demo's four on each of
 * the newest two thirds of the events, at most 1,000,000 (the bench size of the demo data has none; this is the
 * bench's choice, as many as the events).
 */
const SIZES = {
  default: { employees: 1_500, recordsPerEmployee: 4, events: 900 },
  bench: { employees: 100_000, recordsPerEmployee: 4, events: 1_000_000 },
} as const;
type Size = (typeof SIZES)[keyof typeof SIZES];
const attendeesOf = (size: Size) => Math.min(4 * Math.round((2 * size.events) / 3), 1_000_000);

const SEED = 20261125;
/** Forms of each page asked, each once: other pages, directions, stations or dates. */
const ASKS = 30;
const NAME = 'walk';
const DAY = 86_400_000;
const anchor = Date.UTC(2026, 10, 25);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
// The ids the generated entities point at (the locations are written too; the reference lists are not, so names
// copied from them are empty).
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
/** Modified in id order over the day before the anchor, so `modifiedAfterDate` pages are a range of ids. */
const modifiedAt = (i: number, total: number) => new Date(anchor - DAY + Math.floor((i / total) * DAY));

function locationDocuments() {
  const { stations, trainingLocations } = demoDataset(SEED);
  const modified = new Date(anchor - 2 * DAY);
  const at = (id: number, l: (typeof stations)[number] | (typeof trainingLocations)[number], callSign: string) => ({
    _id: id,
    ...locationView({ id, ...l, callSign, lastModifiedDate: modified.toISOString() }),
    deleted: false,
    lastModifiedDate: modified,
  });
  return [
    ...ids.stations.map((id) => at(id, stations[(id - 1) % stations.length], `S${String(id).padStart(2, '0')}`)),
    ...ids.trainingLocations.map((id, n) => at(id, trainingLocations[n % trainingLocations.length], `TC${n + 1}`)),
  ];
}

const locationsById = new Map(locationDocuments().map((l) => [l._id, l]));

function employeeDocument(i: number, size: Size) {
  const modified = modifiedAt(i, size.employees);
  return { _id: i + 1, ...employeeView({ id: i + 1, ...demoEmployee(SEED, i, ids, anchor), lastModifiedDate: modified.toISOString() }), deleted: false, lastModifiedDate: modified };
}

/**
 * Employee `i`'s records (ids from i × recordsPerEmployee + 1), with what they copy from the employee and station as
 * `copies` makes it; the reference lists are not written, so the names copied from them are empty as `copies` leaves them.
 */
function recordDocuments(i: number, size: Size) {
  const employee = employeeDocument(i, size);
  const copied = employeeCopy(employee as never, employee.primaryStationId ? (locationsById.get(employee.primaryStationId) as never) : undefined);
  return demoCompetencyRecords(SEED, i, i + 1, size.recordsPerEmployee, ids, anchor).map((r, k) => ({
    _id: i * size.recordsPerEmployee + k + 1,
    ...r,
    endDate: null,
    ...copied,
    codeLower: '',
    nameLower: '',
    statusNameLower: '',
    deleted: false,
    lastModifiedDate: employee.lastModifiedDate,
  }));
}

function eventDocument(i: number, size: Size) {
  const { finalStatus, ...event } = demoTrainingEvent(SEED, i, size.events, ids, anchor);
  const modified = modifiedAt(i, size.events);
  return {
    _id: i + 1,
    ...trainingEventView({ id: i + 1, ...event, status: finalStatus, createdDate: modified.toISOString(), lastModifiedDate: modified.toISOString() } as never),
    attendeeIds: [],
    deleted: false,
    lastModifiedDate: modified,
  };
}

/** Attendee `j`: four to an event, on the newest events; its event's date span copied as `copies.attendees` does. */
function attendeeDocument(j: number, size: Size) {
  const total = attendeesOf(size);
  const eventIndex = size.events - Math.ceil(total / 4) + Math.floor(j / 4);
  const event = eventDocument(eventIndex, size);
  const modified = modifiedAt(j, total);
  const employeeId = 1 + ((j * 2_654_435_761) % 4_294_967_296) % size.employees;
  const attendee = trainingEventAttendeeView({
    id: j + 1,
    trainingEventId: eventIndex + 1,
    employeeId,
    attendeeType: j % 4 === 0 ? 1 : 2,
    instructorType: j % 4 === 0 ? 'lead' : null,
    statusId: 2,
    dateApplied: new Date(modified.getTime() - DAY).toISOString(),
    dateCancellationRequested: null,
    lastModifiedDate: modified.toISOString(),
  });
  return { _id: j + 1, ...attendee, eventFirstDate: event.firstDate, eventLastDate: event.lastDate, deleted: false, lastModifiedDate: modified };
}

/**
 * Writes the documents `make(i)` for i in [0, total) into a collection, 1,000 indexes a batch, two batches at once;
 * `perIndex` rows each, with ids from i × perIndex + 1. A kept directory of a cut-off load resumes after the highest
 * id present.
 */
async function load(db: Connection, collection: string, total: number, make: (i: number) => object | object[], perIndex = 1) {
  const target = db.collection<{ _id: number; lastModifiedDate?: Date }>(collection);
  const highest = await target.find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).next();
  let next = highest ? Math.ceil(highest._id / perIndex) : 0;
  // A kept directory loaded at another size holds other documents (their dates, so the pages' rows, differ).
  for (const i of next ? [0, Math.floor(next / 2), next - 1] : []) {
    const want = [make(i)].flat()[0] as { _id: number; lastModifiedDate?: Date };
    const have = await target.findOne({ _id: want._id }, { projection: { lastModifiedDate: 1 } });
    if (have?.lastModifiedDate?.getTime() !== want.lastModifiedDate?.getTime()) throw new Error(`${collection} ${want._id} in the kept directory is not this size's: remove .data/walk-ferretdb`);
  }
  if (next >= total) return;
  const started = performance.now();
  let written = 0;
  const worker = async () => {
    while (next < total) {
      const start = next;
      const end = Math.min(total, start + 1_000);
      next = end;
      const documents = range(start, end - 1).flatMap((i) => make(i)) as { _id: number }[];
      await target.insertMany(documents, { ordered: false });
      written += documents.length;
      if (Math.floor(end / 100_000) > Math.floor(start / 100_000)) console.log(`  ${collection}: ${end.toLocaleString('en')} of ${total.toLocaleString('en')}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`  loaded ${collection}: ${written.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The change blocks of a cursor view whose row `i` (id i + 1) was changed at `changed(i)`, as the projection raises
 * them; raising is idempotent, so a kept directory's are raised again.
 */
async function loadChangeBlocks(db: Connection, collection: string, total: number, changed: (i: number) => Date) {
  const blocks = db.collection(changeBlocksCollection(collection));
  for (let start = 0; start < total; start += 100 * BLOCK_IDS) {
    const rows = range(start, Math.min(total, start + 100 * BLOCK_IDS) - 1).map((i) => ({ id: i + 1, lastModifiedDate: changed(i) }));
    await bulkWriteInRuns(blocks as never, changeBlockWrites(rows), { ordered: false });
  }
}

interface Figures {
  rows: number[];
  times: number[];
}

/** Each page of the issue asked in ASKS unasked forms; answers the times and rows per set. */
async function measure(gateway: string, key: string, size: Size) {
  const ask = async (path: string) => {
    const t = performance.now();
    const res = await fetch(`${gateway}${path}`, { headers: { 'x-api-key': key } });
    const body = (await res.json()) as { data: unknown[]; pagingInfo?: { totalItems: number } };
    const ms = performance.now() - t;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, rows: body.data.length, totalItems: body.pagingInfo?.totalItems ?? 0 };
  };
  // Each set starts with one ask of another URL of the same route, not counted: the first request a route serves
  // in a process compiles its code paths, which is not what a page costs.
  const set = async (paths: string[]): Promise<Figures> => {
    await ask(paths[0].replace(/itemsPerPage=(\d+)/, (_, n: string) => `itemsPerPage=${Number(n) - 1}`));
    const figures: Figures = { rows: [], times: [] };
    for (const path of paths) {
      const { ms, rows } = await ask(path);
      figures.times.push(ms);
      figures.rows.push(rows);
    }
    return figures;
  };
  const employees = (page: number, descending: boolean) => `/api/v1/employees?itemsPerPage=200&orderBy=lastName&page=${page}&orderByDescending=${descending}`;
  // Full pages from a first one, in both directions (the default size has 7).
  const fullPages = Math.floor((await ask(`/api/v1/employees?itemsPerPage=200&orderBy=id&page=0`)).totalItems / 200);
  const pagesFrom = (first: number) => [false, true].flatMap((d) => range(first, Math.min(first + ASKS / 2, fullPages) - 1).map((p) => employees(p, d)));
  const sets: Record<string, Figures> = {};
  sets['employees by lastName, page 0-14'] = await set(pagesFrom(0));
  // Page 400 does not exist at the default size (all its pages asked above): its like there is the set above.
  sets['employees by lastName, page 400-414'] = fullPages > 400 ? await set(pagesFrom(400)) : sets['employees by lastName, page 0-14'];
  const records = (stations: number[]) => `/api/v1/employees/competencies?itemsPerPage=200${stations.map((s) => `&stationIds=${s}`).join('')}`;
  sets['employee competencies, one station'] = await set(range(1, ASKS).map((s) => records([s])));
  // Every station fills a page of 60 at both sizes (at least 68 records at the default size): the like page.
  sets['employee competencies, one station, 60 a page'] = await set(range(1, ASKS).map((s) => records([s]).replace('itemsPerPage=200', 'itemsPerPage=60')));
  // One station has fewer than 200 records at the default size; three have more: the same full page at both sizes.
  sets['employee competencies, three stations'] = await set(range(1, ASKS).map((s) => records([s, s + 20, s + 40].map((t) => 1 + ((t - 1) % 60)))));
  const since = (share: number, total: number) => modifiedAt(Math.floor(share * total), total).toISOString();
  const changed = (path: string, total: number, shares: number[]) => shares.map((s) => `${path}?itemsPerPage=200&modifiedAfterDate=${since(s, total)}`);
  const shares = (from: number, to: number) => range(0, ASKS - 1).map((k) => from + ((to - from) * k) / ASKS);
  // The newest 31-40%: a full page of 200 at both sizes (from 650 events); each page walks the older ids first.
  const wide = shares(0.6, 0.69);
  // An integrator's regular sync: the newest 200-229 changes, a full page at both sizes.
  const newest = (total: number) => range(0, ASKS - 1).map((k) => (total - 201 - k) / total);
  sets['training events by modifiedAfterDate (31-40%)'] = await set(changed('/api/v1/training-events', size.events, wide));
  sets['training events by modifiedAfterDate (newest 200)'] = await set(changed('/api/v1/training-events', size.events, newest(size.events)));
  sets['attendees by modifiedAfterDate (31-40%)'] = await set(changed('/api/v1/training-event-attendees', attendeesOf(size), wide));
  sets['attendees by modifiedAfterDate (newest 200)'] = await set(changed('/api/v1/training-event-attendees', attendeesOf(size), newest(attendeesOf(size))));
  return sets;
}

/** Nearest-rank percentiles of a set's times: with 30 asks, p99 is the slowest. */
const stats = (f: Figures) => {
  const sorted = [...f.times].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
  return { p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), rows: `${Math.min(...f.rows)}-${Math.max(...f.rows)}` };
};

/**
 * The first station filter a store sees starts filling the records' element table of `stationIds` and then its
 * element index (sqlite-pushdown-6 and -7) in the background, once, kept across restarts; until they are full the
 * filter reads rows.
 * Asked once (a station the sets do not ask) and waited for, with its time printed: a one-off, not a page's cost.
 */
async function stationsIndexFilled(db: Connection, gateway: string, key: string) {
  const path = '/api/v1/employees/competencies?itemsPerPage=200&stationIds=60';
  const started = performance.now();
  const res = await fetch(`${gateway}${path}`, { headers: { 'x-api-key': key } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  const asked = performance.now() - started;
  const probe = db.collection('employee_competencies').find({ stationIds: { $in: [60] } }).limit(1);
  for (const deadline = Date.now() + 600_000; !JSON.stringify(await probe.explain()).includes('_ferretdb_ei2_'); ) {
    if (Date.now() > deadline) throw new Error('the stations element index was not filled in 10 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`  first station filter of this store: ${asked.toFixed(0)} ms; its element index filled ${((performance.now() - started) / 1000).toFixed(1)} s after`);
}

// The bench measures the API: the per-key limit (600 a minute by default) is lifted as bench/api.ts does.
process.env.API_RATE_LIMIT_PER_MINUTE = '1000000000';
const dataDir = resolve(import.meta.dirname, '..', '.data', 'walk-ferretdb');

async function runSize(name: keyof typeof SIZES, keep: boolean) {
  const size = SIZES[name];
  if (keep) mkdirSync(dataDir, { recursive: true });
  const ferret = await startFerretDB(keep ? { dir: dataDir } : {});
  process.env.MONGO_URL = ferret.url;
  let db: Connection | undefined;
  try {
    const started = performance.now();
    const database = stackDatabases(`${NAME}_`).find((d) => d.endsWith('public_api'))!;
    // This connection only writes (the stack's svc-public-api makes the views' indexes). The views it writes have
    // this version's shape: marked so, a kept directory's are not emptied on start as another version's would be.
    db = await mongoose.createConnection(ferret.url, { dbName: database, autoIndex: false, autoCreate: false }).asPromise();
    await db.collection<{ _id: string }>(META).updateOne({ _id: 'version' }, { $set: { version: READ_MODEL_VERSION } }, { upsert: true });
    const stack = await startStack({ name: NAME, portOffset: 300, isolation: `${NAME}_`, logLevel: 'warn' });
    console.log(`\n${name} size: stack on a private FerretDB ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await load(db, 'locations', 1, () => [...locationsById.values()]);
    await load(db, 'employees', size.employees, (i) => employeeDocument(i, size));
    await load(db, 'employee_competencies', size.employees, (i) => recordDocuments(i, size), size.recordsPerEmployee);
    await load(db, 'training_events', size.events, (i) => eventDocument(i, size));
    await load(db, 'training_event_attendees', attendeesOf(size), (j) => attendeeDocument(j, size));
    await loadChangeBlocks(db, 'training_events', size.events, (i) => modifiedAt(i, size.events));
    await loadChangeBlocks(db, 'training_event_attendees', attendeesOf(size), (j) => modifiedAt(j, attendeesOf(size)));
    if (values['load-only']) return null;
    const key = await benchApiKey(stack.gatewayUrl, stack.adminPassword);
    await stationsIndexFilled(db, stack.gatewayUrl, key);
    const sets = await measure(stack.gatewayUrl, key, size);
    console.log(`${name} size: ${size.employees.toLocaleString('en')} employees, ${(size.employees * size.recordsPerEmployee).toLocaleString('en')} competency records, ${size.events.toLocaleString('en')} training events, ${attendeesOf(size).toLocaleString('en')} attendees; unasked pages, first ask each, p99 the slowest of 30:`);
    for (const [page, f] of Object.entries(sets)) {
      const s = stats(f);
      console.log(`  ${page.padEnd(40)} ${String(f.times.length).padStart(2)} asks  p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms  rows ${s.rows}`);
    }
    if (!values['no-walk']) {
      const walk = await cursorWalk(stack.gatewayUrl, key, '/api/v1/training-events?itemsPerPage=500');
      console.log(`  cursor walk of the training events: ${walk.items.toLocaleString('en')} in ${walk.pages} pages of 500, ${walk.seconds} s; page p50 ${walk.p50} ms, p99 ${walk.p99} ms   (target at the bench size: under 6 minutes)`);
    }
    return sets;
  } finally {
    await db?.close();
    await stopStack(NAME);
    await ferret.stop();
    console.log(keep ? `kept the loaded FerretDB in ${join('.data', 'walk-ferretdb')}` : 'private FerretDB removed');
  }
}

const names = values.sizes.split(',') as (keyof typeof SIZES)[];
const measured = [];
for (const [n, name] of names.entries()) measured.push(await runSize(name, values['keep-data'] && n === names.length - 1));
const [small, big] = [measured[0], measured.at(-1)];
if (names.length > 1 && small && big) {
  console.log(`\nsame run, ${names.at(-1)} / ${names[0]} size (targets: at most 1.5x, under 150 ms):`);
  for (const page of Object.keys(small)) {
    const [s, b] = [stats(small[page]), stats(big[page])];
    console.log(`  ${page.padEnd(40)} p50 ${(b.p50 / s.p50).toFixed(2)}x  p95 ${(b.p95 / s.p95).toFixed(2)}x   (p95 ${b.p95.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms)`);
  }
}
