/**
 * Store pushdown benchmark (issue 19; `./firecrest bench store-pushdown`, infra/ferretdb/sqlite-pushdown-*.patch).
 *
 * Starts private FerretDBs (the patched binary; one with pushdown, one with FERRETDB_DISABLE_PUSHDOWN=1, which
 * filters, sorts, skips and limits in Go as FerretDB did before the patches), loads employee-like documents at each
 * size into a scratch database, creates the indexes the read model declares, and times the list queries the services
 * make, each asked for the first time (FerretDB keeps no answers) and then 4 more times (median).
 *
 *   node --import tsx bench/store-pushdown.ts [--sizes 1500,100000] [--no-before] [--no-active-indexes] [--statistics]
 *
 * `--statistics`: the FerretDBs refresh SQLite's planner statistics every second (sqlite-optimize.patch; a store that
 * has run a minute has them) and the queries wait 3 s after the load for them; without it they are off, the plans a
 * fresh store makes.
 * The shared FerretDB on 27027 is not touched. Prints the figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { MongoClient, type Document } from 'mongodb';
import { ferretdbBinary, startFerretDB } from '../infra/ferretdb-process';
import { employeeViewSchema } from '../svc-public-api/src/models/employee-view';
import { employeeFilter } from '../svc-public-api/src/routes/employees/employees';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '1500,100000' }, 'no-before': { type: 'boolean', default: false }, 'no-active-indexes': { type: 'boolean', default: false }, statistics: { type: 'boolean', default: false } },
});
const sizes = values.sizes.split(',').map(Number);
const day = (d: number) => new Date(Date.UTC(2024, 0, 1) + d * 3_600_000);
const syllables = ['an', 'ber', 'cor', 'dal', 'el', 'fin', 'gar', 'hol', 'ing', 'jor', 'kel', 'lan', 'mor', 'nor', 'os', 'per', 'quin', 'ros', 'sten', 'tal'];

function employee(i: number): { _id: number } & Document {
  const last = syllables[(i * 7) % 20] + syllables[(i * 13) % 20] + (i % 3 === 0 ? syllables[i % 20] : '');
  return {
    _id: i + 1,
    gartanId: `G${String(i + 1).padStart(7, '0')}`,
    firstName: syllables[(i * 3) % 20],
    lastName: last[0].toUpperCase() + last.slice(1),
    lastNameLower: last,
    primaryStationId: 1 + (i % 40),
    stationIds: [1 + (i % 40)],
    lastModifiedDate: day(i),
    // svc-public-api's employee view: the /api/v1/employees list asks deleted: false and today within these
    deleted: i % 50 === 0,
    activeFrom: i % 7 === 0 ? '2027-01-01' : '2019-04-01',
    activeUntil: i % 11 === 0 ? '2023-12-31' : '9999-12-31',
    contracts: [{ roleId: 1 + (i % 5), from: '2020-01-01', to: null }],
    address: { line1: `${i} Long Road`, town: 'Inverness', postcode: 'IV1 1AA' },
  };
}

const ms = (t: number) => `${t.toFixed(1).padStart(9)} ms`;

async function measure(url: string, size: number) {
  const client = new MongoClient(url);
  const coll = client.db('bench_store').collection<{ _id: number } & Document>('employees');
  const load = performance.now();
  for (let from = 0; from < size; from += 2000) {
    await coll.insertMany(Array.from({ length: Math.min(2000, size - from) }, (_, k) => employee(from + k)));
  }
  for (const field of ['lastNameLower', 'gartanId', 'primaryStationId', 'lastModifiedDate']) await coll.createIndex({ [field]: 1 });
  if (!values['no-active-indexes']) {
    // the compound indexes svc-public-api's employee view declares for /api/v1/employees' active filter
    for (const [key] of employeeViewSchema.indexes()) if (Object.keys(key).length > 1) await coll.createIndex(key as Record<string, 1>);
  }
  const loaded = performance.now() - load;
  if (values.statistics) await new Promise((resolve) => setTimeout(resolve, 3_000));
  const ids = Array.from({ length: 200 }, (_, k) => 1 + Math.floor((k * size) / 200));
  const page = (filter: Document, sort: Document, n: number) => coll.find(filter).sort(sort).skip(n * 200).limit(200).batchSize(201).toArray();
  // /api/v1/employees' default filter, as pagedList sends it
  const active = employeeFilter({ activeOnly: true }, '2026-11-25');
  const cases: [string, () => Promise<unknown>][] = [
    ['lastNameLower page 0 (200 rows)', () => page({}, { lastNameLower: 1, _id: 1 }, 0)],
    ['lastNameLower page 400 (skip 80,000)', () => page({}, { lastNameLower: 1, _id: 1 }, 400)],
    ['lastNameLower last page', () => page({}, { lastNameLower: 1, _id: 1 }, Math.floor((size - 1) / 200))],
    ['station = 7, by lastNameLower, page 0', () => page({ primaryStationId: 7 }, { lastNameLower: 1, _id: 1 }, 0)],
    ['_id $in 200 ids', () => coll.find({ _id: { $in: ids } }).batchSize(201).toArray()],
    ['lastModifiedDate $gt page (200 rows)', () => page({ lastModifiedDate: { $gt: day(Math.floor(size / 2)) } }, { lastModifiedDate: 1, _id: 1 }, 0)],
    ['cursor walk step (_id $gt, 500)', () => coll.find({ _id: { $gt: Math.floor(size / 2) } }).sort({ _id: 1 }).limit(500).batchSize(501).toArray()],
    ['/employees (active), page 0', () => page(active, { lastNameLower: 1, _id: 1 }, 0)],
    ['/employees (active), page 300', () => page(active, { lastNameLower: 1, _id: 1 }, 300)],
    ['/employees (active), page 400', () => page(active, { lastNameLower: 1, _id: 1 }, 400)],
    ['/employees (active) by id, page 300', () => page(active, { _id: 1 }, 300)],
    ['countDocuments(active)', () => coll.countDocuments(active)],
    ['countDocuments({})', () => coll.countDocuments({})],
    ['countDocuments(station = 7)', () => coll.countDocuments({ primaryStationId: 7 })],
  ];
  const results: Record<string, [number, number]> = {};
  for (const [name, run] of cases) {
    const times: number[] = [];
    for (let k = 0; k < 5; k++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
      if (times[0] > 5_000) break; // the unpushed path at 100,000: once is enough
    }
    const sorted = [...times].slice(1).sort((x, y) => x - y);
    results[name] = [times[0], sorted.length ? sorted[Math.floor(sorted.length / 2)] : times[0]];
  }
  await client.close();
  return { loaded, results };
}

const binary = ferretdbBinary();
const table: Record<string, Record<string, [number, number]>> = {};
for (const mode of values['no-before'] ? ['pushdown'] : ['pushdown', 'no pushdown']) {
  for (const size of sizes) {
    const server = await startFerretDB({ binary, disablePushdown: mode !== 'pushdown', optimizeSeconds: values.statistics ? 1 : 0 });
    try {
      const { loaded, results } = await measure(server.url, size);
      console.log(`${mode}, ${size.toLocaleString('en')} employees: loaded and indexed in ${(loaded / 1000).toFixed(1)} s`);
      for (const [name, [first, median]] of Object.entries(results)) console.log(`  ${name.padEnd(40)} first ${ms(first)}   median ${ms(median)}`);
      table[`${mode} ${size}`] = results;
    } finally {
      await server.stop();
    }
  }
}
if (sizes.length > 1) {
  const [small, big] = [sizes[0], sizes[sizes.length - 1]];
  console.log(`\npushdown, first ask at ${big.toLocaleString('en')} / at ${small.toLocaleString('en')} (target: at most 1.5x, under 150 ms):`);
  for (const name of Object.keys(table[`pushdown ${small}`])) {
    const [a, b] = [table[`pushdown ${small}`][name][0], table[`pushdown ${big}`][name][0]];
    console.log(`  ${name.padEnd(40)} ${ms(b)} / ${ms(a)} = ${(b / a).toFixed(2)}x`);
  }
}
