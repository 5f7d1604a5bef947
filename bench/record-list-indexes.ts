/**
 * The all-employees competency list on the local store with and without svc-public-api's list indexes (issue 19):
 * `node --import tsx bench/record-list-indexes.ts [--sizes 30000] [--without-list-indexes]` (`--sizes 1500,100000`:
 * each size on a FerretDB of its own, in one run, and the station queries' ratios between the first and the last).
 *
 * Starts a private patched FerretDB (free port, own data directory; the shared one untouched), creates the indexes
 * the employee competency view declares (or, with --without-list-indexes, only its single-field ones, as before the
 * compound list indexes), loads competency records with the driver, then times the route's default filter (not
 * deleted, employee and record active: an `$or` on `endDate`) as a count and as a deep page sorted by station call
 * sign, the same with a field no index holds (so SQLite reads every row), and one station's records (`stationIds`,
 * an array field) as a count and a first page. Three asks each. Prints; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { startFerretDB } from '../infra/ferretdb-process';
import { employeeCompetencyViewSchema } from '../svc-public-api/src/models/competency-record-views';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '30000' }, 'without-list-indexes': { type: 'boolean', default: false } } });
const sizes = values.sizes.split(',').map(Number);
const today = '2026-11-25';

const record = (i: number) => ({
  _id: i + 1,
  employeeId: 1 + (i % 5000),
  competencyId: 1 + (i % 50),
  statusId: 1 + (i % 3),
  competencyProgramId: null,
  startDate: i % 11 === 0 ? '2027-01-01' : '2020-01-01',
  endDate: [null, '2028-01-01', '2021-01-01'][i % 3],
  expiryDate: null,
  deleted: i % 50 === 0,
  lastModifiedDate: new Date(),
  gartanId: `G${i % 5000}`,
  lastNameLower: `n${i % 997}`,
  stationIds: [1 + (i % 40)],
  primaryStationId: 1 + (i % 40),
  stationCallSignLower: `s${i % 40}`,
  activeFrom: i % 7 === 0 ? '2027-01-01' : '2019-04-01',
  activeUntil: '9999-12-31',
  codeLower: `c${i % 50}`,
  nameLower: `x${i % 50}`,
  statusNameLower: `s${i % 3}`,
});

const asks = async (ask: () => Promise<unknown>, times = 3) => {
  const took: number[] = [];
  for (let k = 0; k < times; k++) {
    const start = performance.now();
    await ask();
    took.push(performance.now() - start);
  }
  return { text: took.map((t) => `${t.toFixed(1)} ms`).join(' / '), median: [...took].sort((x, y) => x - y)[Math.floor(took.length / 2)] };
};

/** Loads `size` records on a FerretDB of its own and times the queries; answers the station queries' medians. */
async function measure(size: number): Promise<Record<string, number>> {
  const store = await startFerretDB();
  const conn = await mongoose.createConnection(store.url, { dbName: 'bench', autoIndex: false }).asPromise();
  try {
    const records = conn.model('EmployeeCompetencyView', employeeCompetencyViewSchema, 'employee_competencies');
    for (const [key, options] of employeeCompetencyViewSchema.indexes()) {
      if (!values['without-list-indexes'] || Object.keys(key).length === 1) await records.collection.createIndex(key as never, options as never);
    }
    const start = performance.now();
    for (let i = 0; i < size; i += 1000) await records.collection.insertMany(Array.from({ length: Math.min(1000, size - i) }, (_, k) => record(i + k)) as never);
    console.log(`\n${size} records, indexes: ${(await records.collection.indexes()).map((i) => i.name).join(', ')}`);
    console.log(`loading: ${((performance.now() - start) / 1000).toFixed(1)} s`);

    // the route's filter (svc-public-api/src/routes/employees/records.ts, activeOnly)
    const active = { deleted: false, activeFrom: { $lte: today }, activeUntil: { $gte: today }, startDate: { $lte: today }, $or: [{ endDate: null }, { endDate: { $gte: today } }] };
    const unindexed = { ...active, expiryDate: null };
    const page = (filter: object) => () => records.find(filter).sort({ stationCallSignLower: 1, _id: 1 }).skip(Math.floor(size / 4)).limit(200).lean();
    console.log(`active count (${await records.countDocuments(active)}): ${(await asks(() => records.countDocuments(active))).text}`);
    console.log(`active page, by call sign, skip ${Math.floor(size / 4)}: ${(await asks(page(active))).text}`);
    console.log(`with a field no index holds, count: ${(await asks(() => records.countDocuments(unindexed))).text}`);
    console.log(`with a field no index holds, page: ${(await asks(page(unindexed))).text}`);
    // `stationIds` (records.ts): membership in an array field, read from its element table (sqlite-pushdown-6), which
    // the first such query starts filling in the background: asked once, then once the table is read.
    const firstPage = (filter: object) => () => records.find(filter).sort({ stationCallSignLower: 1, _id: 1 }).limit(200).lean();
    const stations = { 'station 7': [7], 'stations 1-14': Array.from({ length: 14 }, (_, i) => i + 1) };
    const figures: Record<string, number> = {};
    for (const [name, ids] of Object.entries(stations)) {
      const filter = { ...active, stationIds: { $in: ids } };
      const before = await asks(() => records.countDocuments(filter), 1);
      for (const deadline = Date.now() + 120_000; !JSON.stringify(await records.find(filter).limit(1).explain()).includes('_ferretdb_el_'); ) {
        if (Date.now() > deadline) throw new Error(`no element table for ${name} after 120 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const count = await asks(() => records.countDocuments(filter));
      const first = await asks(firstPage(filter));
      console.log(`${name}, active, count (${await records.countDocuments(filter)}): ${count.text} (before its element table: ${before.text})`);
      console.log(`${name}, active, first page by call sign (${(await firstPage(filter)()).length} rows): ${first.text}`);
      figures[`${name}: count`] = count.median;
      figures[`${name}: first page`] = first.median;
    }
    return figures;
  } finally {
    await conn.close();
    await store.stop();
  }
}

const measured = new Map<number, Record<string, number>>();
for (const size of sizes) measured.set(size, await measure(size));
if (sizes.length > 1) {
  const [small, big] = [measured.get(sizes[0])!, measured.get(sizes.at(-1)!)!];
  console.log(`\nmedians at ${sizes.at(-1)} / at ${sizes[0]} records, same run:`);
  for (const name of Object.keys(small)) console.log(`  ${name.padEnd(28)} ${big[name].toFixed(1)} ms / ${small[name].toFixed(1)} ms = ${(big[name] / small[name]).toFixed(2)}x`);
}
