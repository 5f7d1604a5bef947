import { MongoClient, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onContainerStores } from '../../scripts/test-stores';
import { startFerretDB, type LocalFerretDB } from '../ferretdb-process';

/**
 * sqlite-optimize.patch: FerretDB refreshes SQLite's planner statistics (PRAGMA optimize) every
 * FERRETDB_OPTIMIZE_SECONDS, so a range on one indexed field sorted by another is answered from the range's index
 * when the range is small: a `modifiedAfterDate` page of the newest changes no longer walks every id before them.
 * The answers stay the same rows; only the plan changes.
 */
describe.skipIf(onContainerStores())('FerretDB planner statistics', () => {
  let store: LocalFerretDB;
  let client: MongoClient;
  const start = Date.UTC(2026, 0, 1);
  // Modified in id order, as an append-mostly read model is: the newest changes are the highest ids.
  const events = Array.from({ length: 6_000 }, (_, i) => ({ _id: i + 1, deleted: i % 50 === 0, modified: new Date(start + i * 60_000) }));
  const newest = { deleted: false, modified: { $gt: new Date(start + 5_990 * 60_000) } };
  const most = { deleted: false, modified: { $gt: new Date(start + 600 * 60_000) } };
  const collection = () => client.db('statistics').collection<{ _id: number } & Document>('events');
  const page = (filter: Document) => collection().find(filter).sort({ _id: 1 }).limit(20).toArray();
  const plan = async (filter: Document) => JSON.stringify((await collection().find(filter).sort({ _id: 1 }).limit(20).explain()).queryPlanner);

  beforeAll(async () => {
    store = await startFerretDB({ optimizeSeconds: 1 });
    client = new MongoClient(store.url);
    await collection().createIndex({ modified: 1 });
    await collection().createIndex({ _id: 1, deleted: 1, modified: 1 });
    await collection().insertMany(events);
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await store?.stop();
  });

  it('answers a small range from its own index once analyzed, a wide one still in id order, with the same rows', async () => {
    const expected = (filter: typeof newest) => events.filter((e) => !e.deleted && e.modified > filter.modified.$gt).slice(0, 20);
    expect(await page(newest)).toEqual(expected(newest));
    // Analyzed within a second or two of the load (the table grew from nothing).
    await expect.poll(() => plan(newest), { timeout: 20_000, interval: 250 }).toMatch(/SEARCH \w+ USING INDEX \w+_modified_1_fc \(<expr>>\?\)/);
    expect(await plan(most)).toMatch(/SCAN \w+ USING INDEX \w+__id_1_deleted_1_modified_1/);
    expect(await page(newest)).toEqual(expected(newest));
    expect(await page(most)).toEqual(expected(most));
  });
});
