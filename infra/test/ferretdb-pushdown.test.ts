import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Long, MongoClient, ObjectId, type Document, type Filter, type Sort } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onContainerStores } from '../../scripts/test-stores';
import { startFerretDB, type LocalFerretDB } from '../ferretdb-process';

/**
 * The pushdown patches (infra/ferretdb/sqlite-pushdown-*.patch): every pushed query answers exactly what FerretDB
 * answers when it filters, sorts, skips and limits in Go (a second FerretDB with pushdown disabled, same data), and
 * the plans show the indexes. Two private FerretDBs on free ports: the shared one on 27027 is not touched.
 */

// Deterministic data with the edge cases: equal keys, null, missing, mixed case, unicode, spaces and prefixes.
const names = ['smith', 'smith jones', 'Smith', 'smith-jones', 'ábel', 'abel', 'Abel', 'zoë', "o'brien", '', 'a b', 'a', 'ß', '日本', 'émile', 'z'];
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const day = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * 86_400_000);

const people = Array.from({ length: 300 }, (_, i) => {
  const doc: Document = { _id: i + 1, station: 1 + (i % 5), grade: ['a', 'b', 'c'][i % 3] };
  const r = random();
  if (r < 0.06) doc.lastNameLower = null;
  else if (r > 0.06 && r < 0.12) { /* missing */ } else doc.lastNameLower = pick(names) + (random() < 0.3 ? ` ${pick(names)}` : '');
  const n = random();
  if (n < 0.05) doc.n = null;
  else if (n < 0.1) { /* missing */ } else doc.n = pick([1, 1.0, 2, 2.5, -3, 0, 1e12, 7.25]);
  doc.at = day(Math.floor(random() * 40));
  return doc;
});
// A field of mixed kinds: strings, numbers, arrays, an object, null. MongoDB's order and array matching differ from SQL.
const mixed = ['a', 'b', 3, 10, ['a', 'z'], [1, 2], { x: 1 }, null, 'A', 2.5].map((v, i) => ({ _id: i + 1, v }));
const oids = Array.from({ length: 60 }, (_, i) => ({ _id: ObjectId.createFromTime(1_700_000_000 + i), k: i % 7 }));
// /api/v1/employees' shape: a tombstone flag and an active period, all held by one index with the sort field.
const staff = people.map((p, i) => {
  const doc: Document = { _id: p._id, name: p.lastNameLower, deleted: i % 9 === 0, from: i % 7 === 0 ? '2027-01-01' : '2019-04-01' };
  if (i % 13 === 0) doc.until = null;
  else if (i % 17 !== 0) doc.until = i % 11 === 0 ? '2023-12-31' : '9999-12-31';
  return doc;
});
const active = { deleted: false, from: { $lte: '2026-11-25' }, until: { $gte: '2026-11-25' } };
// Array fields as the scoped lists ask them (`stationIds: {$in}`): arrays of numbers with int and double, scalars,
// empty arrays, null and missing; arrays of strings, of dates, of booleans with numbers; and arrays holding objects.
const tagged = people.map((p, i) => {
  const doc: Document = { _id: p._id, name: p.lastNameLower, deleted: i % 10 === 0 };
  if (i % 19 === 0) doc.stations = null;
  else if (i % 23 === 0) doc.stations = [];
  else if (i % 29 === 0) doc.stations = 1 + (i % 5);
  else if (i % 31 !== 0) doc.stations = Array.from({ length: 1 + (i % 3) }, (_, k) => (k === 1 ? 1 + ((i + k) % 6) + 0.0 : 1 + ((i * (k + 1)) % 6)));
  doc.labels = i % 4 === 0 ? ['a', 'B'] : i % 4 === 1 ? ['b'] : i % 4 === 2 ? 'A' : ['á', 'a b'];
  doc.when = [day(i % 5), day(3 + (i % 7))];
  doc.nested = i % 2 ? [1, { x: 2 }] : [1, 2];
  doc.flags = i % 3 === 0 ? [true, 1] : i % 3 === 1 ? [false, 2] : true;
  return doc;
});

// The same arrays under an index that starts with them and holds the other fields (sqlite-pushdown-7-element-indexes):
// with an element twice, a string among numbers, and the active period of `staff` (null, missing, mixed case names).
const listed = tagged.map((t, i) => {
  const doc: Document = { _id: t._id, stations: i % 37 === 0 ? [2, 2, 4.0] : i % 41 === 0 ? [1, '1'] : t.stations, name: t.name, deleted: t.deleted, from: staff[i].from };
  if (doc.stations === undefined) delete doc.stations;
  if ('until' in staff[i]) doc.until = staff[i].until;
  return doc;
});
const listedIndex = { stations: 1, name: 1, _id: 1, deleted: 1, from: 1, until: 1 } as const;

/** Rows of any _id type (the driver's default Document types _id as an ObjectId). */
type Row = { _id: number | ObjectId } & Document;

interface Query {
  name: string;
  coll: 'people' | 'mixed' | 'oids' | 'staff' | 'tagged' | 'regrown' | 'crowded' | 'listed';
  filter: Filter<Row>;
  sort?: Sort;
  skip?: number;
  limit?: number;
  /** Matches nothing (the other queries of people and tagged must match something to prove anything). */
  empty?: true;
}

const ids = people.filter((_, i) => i % 3 === 0).map((p) => p._id as number);
const queries: Query[] = [
  { name: 'sort by name, page 0', coll: 'people', filter: {}, sort: { lastNameLower: 1, _id: 1 }, limit: 50 },
  { name: 'sort by name descending, skip', coll: 'people', filter: {}, sort: { lastNameLower: -1, _id: -1 }, skip: 100, limit: 50 },
  { name: 'skip past the end', coll: 'people', filter: {}, sort: { lastNameLower: 1, _id: 1 }, skip: 1000, limit: 50 },
  { name: 'skip without limit', coll: 'people', filter: {}, sort: { lastNameLower: 1, _id: 1 }, skip: 290 },
  { name: 'equality and sort', coll: 'people', filter: { station: 3 }, sort: { lastNameLower: 1, _id: 1 }, skip: 10, limit: 20 },
  { name: '$in of numbers, sort by mixed int/double field', coll: 'people', filter: { station: { $in: [1, 4] } }, sort: { n: 1, _id: 1 }, limit: 30 },
  { name: '$in of ids', coll: 'people', filter: { _id: { $in: ids } }, sort: { _id: 1 } },
  { name: 'date $gt page', coll: 'people', filter: { at: { $gt: day(20) } }, sort: { at: 1, _id: 1 }, limit: 40 },
  { name: 'date range descending', coll: 'people', filter: { at: { $gte: day(5), $lt: day(9) } }, sort: { at: -1, _id: -1 } },
  { name: 'number range over int and double', coll: 'people', filter: { n: { $gt: 1 } }, sort: { n: 1, _id: 1 } },
  { name: 'number equality 1 == 1.0', coll: 'people', filter: { n: 1 }, sort: { _id: 1 } },
  { name: 'null matches null and missing', coll: 'people', filter: { lastNameLower: null }, sort: { _id: 1 } },
  { name: 'string range', coll: 'people', filter: { lastNameLower: { $gte: 'a', $lt: 'b' } }, sort: { lastNameLower: 1, _id: 1 } },
  { name: 'cursor walk by _id', coll: 'people', filter: { _id: { $gt: 150 } }, sort: { _id: 1 }, limit: 25 },
  { name: 'newest first (entity lists)', coll: 'people', filter: { station: 2 }, sort: { _id: -1 }, skip: 5, limit: 10 },
  { name: 'unindexed field (kind kept between queries)', coll: 'people', filter: { grade: 'b' }, sort: { lastNameLower: 1, _id: 1 }, skip: 7, limit: 20 },
  { name: 'regex stays in Go, equality pushed', coll: 'people', filter: { lastNameLower: /smi/i, station: 2 }, sort: { lastNameLower: 1, _id: 1 }, skip: 2, limit: 10 },
  { name: '$ne stays in Go', coll: 'people', filter: { station: { $ne: 2 } }, sort: { at: 1, _id: 1 }, skip: 3, limit: 10 },
  { name: 'ObjectId cursor walk', coll: 'oids', filter: { _id: { $gt: oids[20]._id } }, sort: { _id: 1 }, limit: 15 },
  { name: 'ObjectId $in and sort by number', coll: 'oids', filter: { _id: { $in: oids.slice(10, 30).map((o) => o._id) } }, sort: { k: -1, _id: 1 }, limit: 8 },
  { name: 'filter held by the sort index, deep page', coll: 'staff', filter: active, sort: { name: 1, _id: 1 }, skip: 120, limit: 25 },
  { name: 'filter held by the sort index, descending', coll: 'staff', filter: active, sort: { name: -1, _id: -1 }, skip: 40, limit: 25 },
  { name: '$or of exact conditions, with null', coll: 'people', filter: { $or: [{ n: null }, { n: { $gte: 2 } }], station: { $in: [1, 2, 3] } }, sort: { lastNameLower: 1, _id: 1 }, skip: 5, limit: 30 },
  { name: '$or of branches of several fields', coll: 'people', filter: { $or: [{ lastNameLower: 'smith' }, { station: 4, at: { $lt: day(10) } }] }, sort: { _id: -1 } },
  { name: '$or with a regex branch stays in Go', coll: 'people', filter: { $or: [{ lastNameLower: /^a/ }, { station: 2 }] }, sort: { _id: 1 }, limit: 20 },
  { name: 'array membership: $in, sorted page', coll: 'tagged', filter: { stations: { $in: [2, 5] } }, sort: { name: 1, _id: 1 }, skip: 10, limit: 25 },
  { name: 'array membership: equality 3 == 3.0', coll: 'tagged', filter: { stations: 3 }, sort: { _id: -1 } },
  { name: 'array membership: $eq', coll: 'tagged', filter: { stations: { $eq: 4 } }, sort: { _id: 1 }, limit: 30 },
  { name: 'array membership in $and (a scoped list)', coll: 'tagged', filter: { deleted: false, $and: [{ stations: { $in: [1, 6] } }] }, sort: { name: -1, _id: -1 }, skip: 5, limit: 20 },
  { name: '$and with an $or inside', coll: 'tagged', filter: { $and: [{ $or: [{ deleted: true }, { name: null }] }, { labels: { $in: ['a', 'B'] } }] }, sort: { _id: 1 }, limit: 50 },
  { name: 'array membership: strings, case kept', coll: 'tagged', filter: { labels: { $in: ['a', 'b'] } }, sort: { _id: -1 }, limit: 40 },
  { name: 'array membership: dates', coll: 'tagged', filter: { when: { $in: [day(3), day(8)] } }, sort: { _id: 1 }, skip: 3, limit: 40 },
  { name: 'array membership: a number never equals a date', coll: 'tagged', filter: { when: { $in: [day(3).getTime()] } }, sort: { _id: 1 }, empty: true },
  { name: 'array membership: a number never equals a boolean', coll: 'tagged', filter: { flags: 1 }, sort: { _id: 1 } },
  { name: 'array membership: booleans among numbers', coll: 'tagged', filter: { flags: { $in: [true] } }, sort: { _id: -1 }, limit: 40 },
  { name: 'array membership: objects among the elements', coll: 'tagged', filter: { nested: { $in: [2] } }, sort: { _id: 1 } },
  { name: 'array range stays in Go', coll: 'tagged', filter: { stations: { $gt: 2, $lt: 4 } }, sort: { _id: 1 } },
  { name: 'element index: one station, active, by name', coll: 'listed', filter: { stations: { $in: [2] }, ...active }, sort: { name: 1, _id: 1 }, limit: 25 },
  { name: 'element index: descending, skip', coll: 'listed', filter: { stations: 3, ...active }, sort: { name: -1, _id: -1 }, skip: 10, limit: 20 },
  { name: 'element index: two stations, a row holding both once', coll: 'listed', filter: { stations: { $in: [2, 4] }, deleted: false }, sort: { name: 1, _id: 1 }, skip: 5, limit: 30 },
  { name: 'element index: by _id, in $and (a scoped list)', coll: 'listed', filter: { deleted: false, $and: [{ stations: { $in: [1, 6] } }] }, sort: { _id: -1 }, limit: 40 },
  { name: 'element index: no sort', coll: 'listed', filter: { stations: 1 }, limit: 30 },
  { name: 'element index: skip past the end', coll: 'listed', filter: { stations: { $in: [5] }, ...active }, sort: { name: 1, _id: 1 }, skip: 1000, limit: 10 },
  { name: 'element index: $or of its fields', coll: 'listed', filter: { stations: 2, $or: [{ until: null }, { until: { $gte: '2026-11-25' } }] }, sort: { name: 1, _id: 1 } },
  { name: 'element index: a field it does not hold', coll: 'listed', filter: { stations: 2, grade: 'b' }, sort: { name: 1, _id: 1 } },
  { name: 'mixed kinds: sort falls back', coll: 'mixed', filter: {}, sort: { v: 1, _id: 1 }, limit: 20 },
  { name: 'mixed kinds: equality matches inside arrays', coll: 'mixed', filter: { v: 'a' }, sort: { _id: 1 } },
  { name: 'mixed kinds: range', coll: 'mixed', filter: { v: { $gt: 1 } }, sort: { _id: 1 } },
  { name: 'mixed kinds: $or', coll: 'mixed', filter: { $or: [{ v: 'a' }, { v: 3 }] }, sort: { _id: 1 } },
];

// The patches are the local store's; on MongoDB 7 in containers there is nothing of theirs to test.
describe.skipIf(onContainerStores())('FerretDB pushdown patches', () => {
  let pushed: LocalFerretDB;
  let plain: LocalFerretDB;
  let a: MongoClient;
  let b: MongoClient;
  const db = (client: MongoClient) => client.db('pushdown');

  beforeAll(async () => {
    // Plans as SQLite makes them without statistics (sqlite-optimize.patch's are tested in ferretdb-statistics.test.ts).
    [pushed, plain] = await Promise.all([startFerretDB({ optimizeSeconds: 0 }), startFerretDB({ disablePushdown: true, optimizeSeconds: 0 })]);
    a = new MongoClient(pushed.url);
    b = new MongoClient(plain.url);
    for (const client of [a, b]) {
      await db(client).collection<Row>('people').insertMany(people.map((p) => ({ ...p }) as Row));
      await db(client).collection<Row>('mixed').insertMany(mixed.map((p) => ({ ...p })));
      await db(client).collection<Row>('oids').insertMany(oids.map((p) => ({ ...p })));
      await db(client).collection<Row>('staff').insertMany(staff.map((p) => ({ ...p }) as Row));
      await db(client).collection<Row>('tagged').insertMany(tagged.map((p) => ({ ...p }) as Row));
      // Indexed array fields are read from their element tables (sqlite-pushdown-6-elements.patch); labels and nested
      // are not indexed, so they keep the json_each test row by row.
      for (const field of ['name', 'stations', 'when', 'flags']) await db(client).collection<Row>('tagged').createIndex({ [field]: 1 });
      await db(client).collection<Row>('staff').createIndex({ name: 1, _id: 1, deleted: 1, from: 1, until: 1 });
      for (const field of ['lastNameLower', 'station', 'n', 'at']) await db(client).collection<Row>('people').createIndex({ [field]: 1 });
      await db(client).collection<Row>('listed').insertMany(listed.map((p) => ({ ...p }) as Row));
      await db(client).collection<Row>('listed').createIndex(listedIndex);
      await db(client).collection<Row>('mixed').createIndex({ v: 1 });
      await db(client).collection<Row>('oids').createIndex({ k: 1 });
    }
    // The element tables of the indexed array fields are filled in the background after the first membership query;
    // the queries below are asked once they are, so the answers compared are read from them.
    for (const field of ['stations', 'when', 'flags']) await elementsFilled('tagged', { [field]: { $in: [1] } });
    await elementsFilled('listed', { stations: { $in: [1] } }, '_ferretdb_ei2_');
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([pushed?.stop(), plain?.stop()]);
  });

  const run = (client: MongoClient, q: Query) => {
    let cursor = db(client).collection<Row>(q.coll).find(q.filter);
    if (q.sort) cursor = cursor.sort(q.sort);
    if (q.skip) cursor = cursor.skip(q.skip);
    if (q.limit) cursor = cursor.limit(q.limit);
    return cursor.toArray();
  };
  const explain = async (q: Query) => {
    // FerretDB's explain wants skip and limit as 64-bit integers (the driver's cursor.explain() sends 32-bit ones).
    const find = { find: q.coll, filter: q.filter, ...(q.sort ? { sort: q.sort } : {}), skip: Long.fromNumber(q.skip ?? 0), limit: Long.fromNumber(q.limit ?? 0) };
    const res = await db(a).command({ explain: find });
    return { sql: String(res.queryPlanner.Query), plan: JSON.stringify(res.queryPlanner.Plan), filter: res.filterPushdown as boolean, sort: res.sortPushdown as boolean, limit: res.limitPushdown as boolean };
  };
  const byName = (name: string) => queries.find((q) => q.name === name)!;
  /** Waits until membership in `filter` is read from its element table (sqlite-pushdown-6-elements.patch), or index (-7). */
  const elementsFilled = async (coll: Query['coll'], filter: Document, table = '_ferretdb_el_') => {
    // A readiness check, also run from beforeAll (where expect.poll is not allowed).
    for (const deadline = Date.now() + 20_000; !(await explain({ name: 'elements', coll, filter, sort: { _id: 1 } })).sql.includes(table); ) {
      if (Date.now() > deadline) throw new Error(`no element table for ${coll} ${JSON.stringify(filter)} after 20 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it.each(queries.map((q) => [q.name, q] as const))('%s: the same rows in the same order as without pushdown', async (_, q) => {
    const [got, want] = await Promise.all([run(a, q), run(b, q)]);
    expect(got).toEqual(want);
    if ((q.coll === 'people' || q.coll === 'tagged') && !q.skip && !q.empty) expect(want.length).toBeGreaterThan(0);
  });

  it.each(queries.map((q) => [q.name, q] as const))('%s: the same countDocuments and count as without pushdown', async (_, q) => {
    const count = async (client: MongoClient) => [
      await db(client).collection<Row>(q.coll).countDocuments(q.filter),
      await db(client).collection<Row>(q.coll).countDocuments(q.filter, { skip: 2, limit: 7 }),
      ((await db(client).command({ count: q.coll, query: q.filter })) as { n: number }).n,
      ((await db(client).command({ count: q.coll, query: q.filter, skip: 3, limit: 5 })) as { n: number }).n,
    ];
    expect(await count(a)).toEqual(await count(b));
  });

  it('answers a sorted page from the companion index, sort, skip and limit in SQL', async () => {
    const e = await explain(byName('sort by name descending, skip'));
    expect(e.sql).toMatch(/ORDER BY .*lastNameLower' DESC, .*_id' DESC LIMIT \? OFFSET \?/);
    expect(e.plan).toMatch(/USING INDEX \S+_lastNameLower_1_fc/);
    expect(e.plan).not.toMatch(/TEMP B-TREE/);
    expect([e.sort, e.limit]).toEqual([true, true]);
  });

  it('answers equality, $in, ranges and cursor walks from an index', async () => {
    for (const name of ['equality and sort', '$in of ids', 'date $gt page', 'cursor walk by _id', 'ObjectId cursor walk', 'newest first (entity lists)']) {
      const q = byName(name);
      const e = await explain(q);
      expect(e.plan, name).toMatch(/SEARCH .* USING (COVERING )?INDEX/);
      expect([e.filter, e.sort, e.limit], name).toEqual([true, true, q.limit !== undefined]);
    }
  });

  it('reads a filter from an index that holds its fields: a page selects its rowids first, a count names the index', async () => {
    const e = await explain(byName('filter held by the sort index, deep page'));
    expect(e.sql).toMatch(/WHERE rowid IN \(SELECT rowid FROM \S+ WHERE .* ORDER BY .*name', .*_id' LIMIT \? OFFSET \?\)/);
    expect(e.plan).toMatch(/SCAN \S+ USING INDEX \S+_name_1__id_1_deleted_1_from_1_until_1_fc/);
    const count = await db(a).command({ explain: { count: 'staff', query: active } });
    expect(String(count.queryPlanner.Query)).toMatch(/^SELECT count\(\*\) FROM \S+ INDEXED BY "\S+_name_1__id_1_deleted_1_from_1_until_1_fc" WHERE /);
    // an index that starts with a filtered field and holds every one: a range of it, named, even for a range that
    // matches every row (sqlite-pushdown-8-count-ranges.patch; SQLite's own choice there was to scan the table)
    for (const [query, index] of [[{ station: 3 }, 'station'], [{ at: { $gte: day(0) } }, 'at']] as const) {
      const counted = await db(a).command({ explain: { count: 'people', query } });
      expect(String(counted.queryPlanner.Query), index).toMatch(new RegExp(`INDEXED BY "\\S+_${index}_1_fc"`));
      expect(JSON.stringify(counted.queryPlanner.Plan), index).toMatch(new RegExp(`SEARCH \\S+ USING (COVERING )?INDEX \\S+_${index}_1_fc`));
    }
    // one that starts with a filtered field but lacks another: SQLite's own choice
    const both = await db(a).command({ explain: { count: 'people', query: { station: 3, grade: 'a' } } });
    expect(String(both.queryPlanner.Query)).not.toMatch(/INDEXED BY/);
  });

  it('pushes an $or of exact conditions as the OR of its branches, and not when a branch stays in Go', async () => {
    const e = await explain(byName('$or of exact conditions, with null'));
    expect(e.sql).toMatch(/WHERE \(\(\S+'\$\.n' IS NULL\) OR \(\S+'\$\.n' >= \?\)\) AND /);
    expect([e.filter, e.sort, e.limit]).toEqual([true, true, true]);
    expect((await explain(byName('$or with a regex branch stays in Go'))).sql).not.toMatch(/ OR /);
    expect((await explain(byName('mixed kinds: $or'))).filter).toBe(false);
  });

  it('pushes membership in array fields as json_each typed element by element, with the page, and $and as the AND of its parts', async () => {
    for (const name of ['array membership: $in, sorted page', 'array membership in $and (a scoped list)', 'array membership: dates', 'array membership: booleans among numbers', 'array membership: objects among the elements', '$and with an $or inside']) {
      const e = await explain(byName(name));
      expect([e.filter, e.sort, e.limit], name).toEqual([true, true, !!byName(name).limit]);
    }
    // An indexed field from its element table, one that is not row by row.
    // Few matches: a page reads the matching rows (and sorts them).
    expect((await explain(byName('array membership: $in, sorted page'))).sql).toMatch(
      /"tagged_\w+"\.rowid IN \(SELECT rid FROM "_ferretdb_el_tagged_\w+__stations" WHERE v IN \(\?, \?\) AND t IN \('int', 'long', 'double'\)\)/,
    );

    expect((await explain(byName('array membership: strings, case kept'))).sql).toMatch(/EXISTS \(SELECT 1 FROM json_each\(_ferretdb_sjson, '\$\.labels'\) AS e WHERE e\.value IN \(\?, \?\) AND /);
    expect((await explain(byName('array range stays in Go'))).filter).toBe(false);
  });

  it('answers membership exactly when a written array mixes kinds', async () => {
    const q = byName('array membership: $in, sorted page');
    for (const client of [a, b]) await db(client).collection<Row>('tagged').updateOne({ _id: 2 }, { $set: { stations: [2, 'five', { s: 5 }] } });
    for (const client of [a, b]) await db(client).collection<Row>('tagged').insertOne({ _id: 5000, name: 'new', stations: [{ s: 2 }, '2', 5.0] });
    expect((await explain(q)).filter).toBe(true);
    expect(await run(a, q)).toEqual(await run(b, q));
    const fives: Query = { name: 'fives', coll: 'tagged', filter: { stations: { $in: [5] } }, sort: { _id: 1 } };
    expect(await run(a, fives)).toEqual(await run(b, fives));
    expect((await run(a, fives)).map((r) => r._id)).toContain(5000);
  });

  it('keeps element tables in step with inserts, updates and deletes, and with a collection dropped and made again', async () => {
    const stations: Query = { name: 'stations 1 or 2', coll: 'tagged', filter: { stations: { $in: [1, 2] } }, sort: { _id: 1 } };
    const dates: Query = { name: 'one date', coll: 'tagged', filter: { when: day(4) }, sort: { _id: 1 } };
    const count = (client: MongoClient, q: Query) => db(client).collection<Row>(q.coll).countDocuments(q.filter);
    for (const client of [a, b]) {
      const tagged = db(client).collection<Row>('tagged');
      await tagged.deleteMany({ _id: { $in: [3, 4, 5] } });
      await tagged.updateOne({ _id: 6 }, { $set: { stations: 1, when: [day(4), 'x'] } });
      await tagged.updateOne({ _id: 7 }, { $set: { stations: [] } });
      await tagged.insertOne({ _id: 6000, name: 'later', stations: [2, 2, { s: 1 }], when: day(4) });
    }
    for (const q of [stations, dates]) {
      expect(await run(a, q), q.name).toEqual(await run(b, q));
      expect(await count(a, q), q.name).toBe(await count(b, q));
    }
    expect((await run(a, stations)).map((r) => r._id)).toEqual(expect.arrayContaining([6, 6000]));
    expect((await run(a, stations)).map((r) => r._id)).not.toContain(7);
    // A collection made again under the same name has the same table name: none of the old rows' elements answer.
    const regrown = db(a).collection<Row>('regrown');
    const ofStation = () => regrown.find({ stations: { $in: [1, 2] } }).sort({ _id: 1 }).toArray();
    await regrown.createIndex({ stations: 1 });
    await regrown.insertMany([{ _id: 1, stations: [1] }, { _id: 2, stations: [5] }, { _id: 3, stations: 2 }]);
    await elementsFilled('regrown', { stations: { $in: [1, 2] } });
    expect(await ofStation()).toEqual([{ _id: 1, stations: [1] }, { _id: 3, stations: 2 }]);
    await regrown.drop();
    await regrown.createIndex({ stations: 1 });
    await regrown.insertMany([{ _id: 1, stations: [7] }, { _id: 2, stations: [2] }, { _id: 3, stations: 8 }]);
    await elementsFilled('regrown', { stations: { $in: [1, 2] } });
    expect(await ofStation()).toEqual([{ _id: 2, stations: [2] }]);
    expect(await regrown.countDocuments({ stations: { $in: [1, 2] } })).toBe(1);
  });

  it('pages through many matches by probing the rows walked, from the start, and reads the matches after a skip', async () => {
    // 6,000 rows that all hold station 1: a page of them fills after a few rows walked.
    const crowd = Array.from({ length: 6_000 }, (_, i) => ({ _id: i + 1, name: `n${i % 37}`, stations: i % 5 ? [1, 2 + (i % 4)] : 1 }));
    for (const client of [a, b]) {
      await db(client).collection<Row>('crowded').insertMany(crowd.map((r) => ({ ...r })));
      await db(client).collection<Row>('crowded').createIndex({ stations: 1 });
    }
    const first: Query = { name: 'crowded first page', coll: 'crowded', filter: { stations: { $in: [1] } }, sort: { name: 1, _id: 1 }, limit: 50 };
    const deep: Query = { ...first, name: 'crowded deep page', skip: 3_000 };
    const some: Query = { ...first, name: 'crowded: few', filter: { stations: 3 } };
    await elementsFilled('crowded', first.filter);
    expect((await explain(first)).sql).toMatch(/EXISTS \(SELECT 1 FROM "_ferretdb_el_crowded_\w+__stations" AS m WHERE m\.rid = \+"crowded_\w+"\.rowid AND m\.v IN \(\?\) AND m\.t IN \('int', 'long', 'double'\)\)/);
    expect((await explain(deep)).sql).toMatch(/"crowded_\w+"\.rowid IN \(SELECT rid FROM "_ferretdb_el_crowded_\w+__stations"/);
    expect((await explain(some)).sql).toMatch(/"crowded_\w+"\.rowid IN \(SELECT rid FROM /);
    for (const q of [first, deep, some]) {
      expect(await run(a, q), q.name).toEqual(await run(b, q));
      expect(await db(a).collection<Row>('crowded').countDocuments(q.filter), q.name).toBe(await db(b).collection<Row>('crowded').countDocuments(q.filter));
    }
  });

  it('answers a page and its count from an element index when the index holds every field of the query', async () => {
    for (const name of ['element index: one station, active, by name', 'element index: descending, skip', 'element index: two stations, a row holding both once', 'element index: by _id, in $and (a scoped list)', 'element index: no sort', 'element index: $or of its fields']) {
      const q = byName(name);
      const e = await explain(q);
      expect(e.sql, name).toMatch(/WHERE rowid IN \(SELECT rid FROM \(SELECT DISTINCT rid.* FROM "_ferretdb_ei2_listed_\w+__stations_1_name_1__id_1_deleted_1_from_1_until_1" WHERE .*v IN \(/);
      expect(e.sql, name).not.toMatch(/WHERE rowid IN \(SELECT rid FROM \(.*_ferretdb_sjson.*\)\)/);
      expect(e.plan, name).toMatch(/USING COVERING INDEX _ferretdb_ei2_\S+_v/);
      expect([e.filter, e.sort, e.limit], name).toEqual([true, !!q.sort, !!q.limit]);
      const count = await db(a).command({ explain: { count: 'listed', query: q.filter } });
      expect(String(count.queryPlanner.Query), name).toMatch(/^SELECT count\(CASE WHEN n = 1 THEN 1 END\) \+ count\(DISTINCT CASE WHEN n > 1 THEN rid END\) FROM "_ferretdb_ei2_listed_\w+" WHERE /);
    }
    // one station in the index's order: its entries are walked in that order (the one sort left is of the page's rows)
    expect((await explain(byName('element index: one station, active, by name'))).plan.match(/TEMP B-TREE FOR ORDER BY/g)).toHaveLength(1);
    // a field the index does not hold: the element table of patch 6 and the rows
    expect((await explain(byName('element index: a field it does not hold'))).sql).toMatch(/"listed_\w+"\.rowid IN \(SELECT rid FROM "_ferretdb_el_listed_\w+__stations"/);
  });

  it('keeps an element index in step with inserts, updates and deletes, and drops it with its collection', async () => {
    const q = byName('element index: two stations, a row holding both once');
    for (const client of [a, b]) {
      const rows = db(client).collection<Row>('listed');
      await rows.deleteMany({ _id: { $in: [8, 9, 10] } });
      await rows.updateOne({ _id: 11 }, { $set: { stations: [4, 2], name: 'Renamed' } });
      await rows.updateOne({ _id: 12 }, { $set: { deleted: true } });
      await rows.insertOne({ _id: 7000, stations: [2, 4, 2], name: 'aaa', deleted: false });
    }
    for (const query of [q, { ...q, skip: 0 }]) {
      expect(await run(a, query)).toEqual(await run(b, query));
      expect(await db(a).collection<Row>('listed').countDocuments(query.filter)).toBe(await db(b).collection<Row>('listed').countDocuments(query.filter));
    }
    expect((await run(a, { ...q, skip: 0, limit: undefined })).map((r) => r._id)).toContain(7000);
    // A collection made again under the same name has the same table name: none of the old rows' entries answer.
    const again = db(a).collection<Row>('listed');
    await again.drop();
    await again.createIndex(listedIndex);
    await again.insertMany([{ _id: 1, stations: [9], name: 'x', deleted: false }, { _id: 2, stations: [2], name: 'y', deleted: false }]);
    await elementsFilled('listed', { stations: { $in: [2] } }, '_ferretdb_ei2_');
    expect((await run(a, q)).map((r) => r._id)).toEqual([]);
    expect((await run(a, { ...q, skip: 0 })).map((r) => r._id)).toEqual([2]);
    expect(await again.countDocuments(q.filter)).toBe(1);
  });

  it('drops an element index made before the element counts when it makes the new one, and renews triggers of before', async () => {
    // A store of its own, whose SQLite file the test writes what earlier patches left: an "ei_" table and triggers,
    // and a delete trigger that compared rid with OLD.rowid as it was (which read the whole element table).
    const dir = mkdtempSync(join(tmpdir(), 'firecrest-ei-'));
    let store = await startFerretDB({ dir, optimizeSeconds: 0 });
    let client = new MongoClient(store.url);
    const file = new DatabaseSync(join(dir, 'upgraded.sqlite'));
    try {
      const rows = () => client.db('upgraded').collection<Row>('listed');
      await rows().createIndex(listedIndex);
      await rows().insertMany([{ _id: 1, stations: [2], name: 'a', deleted: false }, { _id: 2, stations: [2, 3], name: 'b', deleted: false }]);
      const names = () => (file.prepare(`SELECT name FROM sqlite_master WHERE name LIKE '_ferretdb_ei%'`).all() as { name: string }[]).map((r) => r.name);
      const { name: table } = file.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'listed_%'`).get() as { name: string };
      const legacy = `_ferretdb_ei_${table}__stations_1_name_1__id_1_deleted_1_from_1_until_1`;
      file.exec(`CREATE TABLE "${legacy}" (v, t, rid)`);
      for (const t of ['_i', '_u', '_d']) file.exec(`CREATE TRIGGER "${legacy}${t}" AFTER ${{ _i: 'INSERT', _u: 'UPDATE', _d: 'DELETE' }[t]} ON "${table}" BEGIN SELECT 1; END`);
      expect(names()).toHaveLength(4);
      const station2 = { stations: { $in: [2] }, deleted: false };
      for (const deadline = Date.now() + 20_000; !names().some((n) => n.startsWith('_ferretdb_ei2_')) || names().includes(legacy); ) {
        if (Date.now() > deadline) throw new Error(`still ${names().join(', ')}`);
        await rows().countDocuments(station2);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(names().filter((n) => n.startsWith('_ferretdb_ei_'))).toEqual([]);
      await expect.poll(() => rows().countDocuments(station2)).toBe(2);

      const index = legacy.replace('_ferretdb_ei_', '_ferretdb_ei2_');
      const deletes = () => (file.prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?)`).all(`${index}_u`, `${index}_d`) as { sql: string }[]).map((r) => r.sql);
      expect(deletes().map((sql) => sql.includes('WHERE rid = +OLD.rowid'))).toEqual([true, true]);
      file.exec(`DROP TRIGGER "${index}_d"; CREATE TRIGGER "${index}_d" AFTER DELETE ON "${table}" BEGIN DELETE FROM "${index}" WHERE rid = OLD.rowid; END`);
      await client.close();
      await store.stop();
      store = await startFerretDB({ dir, optimizeSeconds: 0 });
      client = new MongoClient(store.url);
      expect(await rows().countDocuments(station2)).toBe(2);
      expect(deletes().map((sql) => sql.includes('WHERE rid = +OLD.rowid'))).toEqual([true, true]);
      await rows().deleteOne({ _id: 2 });
      expect(await rows().countDocuments(station2)).toBe(1);
      expect(file.prepare(`SELECT count(*) AS n FROM "${index}" WHERE rid >= 0`).get()).toEqual({ n: 1 });
    } finally {
      file.close();
      await client.close();
      await store.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('pushes the pushable conditions only when others stay in Go, and no page then', async () => {
    const e = await explain(byName('regex stays in Go, equality pushed'));
    expect(e.sql).toMatch(/WHERE .*station' = \?$/);
    expect([e.filter, e.sort, e.limit]).toEqual([true, false, false]);
  });

  it('pushes no order or range for a field of mixed kinds; equality there is membership, typed row by row', async () => {
    for (const name of ['mixed kinds: sort falls back', 'mixed kinds: range']) {
      const e = await explain(byName(name));
      expect([e.filter, e.sort], name).toEqual([false, false]);
    }
    expect((await explain(byName('mixed kinds: equality matches inside arrays'))).filter).toBe(true);
  });

  it('keeps answering exactly after a field becomes mixed', async () => {
    const q: Query = { name: 'after', coll: 'people', filter: { station: { $gte: 2 } }, sort: { lastNameLower: 1, _id: 1 }, skip: 5, limit: 30 };
    for (const client of [a, b]) await db(client).collection<Row>('people').updateOne({ _id: 7 }, { $set: { lastNameLower: ['x', 'b'] } });
    expect((await explain(q)).sort).toBe(false);
    expect(await run(a, q)).toEqual(await run(b, q));
    for (const client of [a, b]) await db(client).collection<Row>('people').updateOne({ _id: 7 }, { $set: { lastNameLower: 'x' } });
    expect((await explain(q)).sort).toBe(true);
    expect(await run(a, q)).toEqual(await run(b, q));
    // an insert mixing the filtered field: the condition stays in Go from then on
    for (const client of [a, b]) await db(client).collection<Row>('people').insertOne({ _id: 1000, station: 'three', lastNameLower: 'x' });
    expect((await explain(q)).filter).toBe(false);
    expect(await run(a, q)).toEqual(await run(b, q));
    // the same for a field without an index, whose kind FerretDB keeps between queries
    const unindexed = byName('unindexed field (kind kept between queries)');
    expect((await explain(unindexed)).limit).toBe(true);
    for (const client of [a, b]) await db(client).collection<Row>('people').updateOne({ _id: 8 }, { $set: { grade: 2 } });
    // the equality is then membership, typed row by row (sqlite-pushdown-5-arrays.patch), no longer the plain value
    expect((await explain(unindexed)).sql).toMatch(/json_each\(_ferretdb_sjson, '\$\.grade'\)/);
    expect(await run(a, unindexed)).toEqual(await run(b, unindexed));
  });
});
