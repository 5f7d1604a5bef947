import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { uniqueSuffix } from '@firecrest/service-kit/testing';
import { onContainerStores } from '../../scripts/test-stores';

/** The local FerretDB, built with the patches in infra/ferretdb (see infra/README.md); not there when the run is on MongoDB 7 in a container. */
describe.skipIf(onContainerStores())('local FerretDB', () => {
  const client = new MongoClient(process.env.MONGO_URL ?? DEFAULT_MONGO_URL);
  const db = client.db(`test_ferretdb_${uniqueSuffix()}`);
  const rows = db.collection<{ _id: number | string; n: number; rights?: Record<string, string[]> }>('rows');
  const plan = async (filter: object) => JSON.stringify(((await rows.find(filter).explain()) as { queryPlanner: unknown }).queryPlanner);

  beforeAll(async () => {
    await rows.insertMany([{ _id: 5, n: 1 }, { _id: 5.5, n: 2 }, { _id: 'five', n: 3 }, ...Array.from({ length: 20 }, (_, i) => ({ _id: 100 + i, n: 0 }))]);
  });
  afterAll(async () => {
    await db.dropDatabase();
    await client.close();
  });

  it('answers _id equality with a string or an integer from the _id index', async () => {
    expect(await plan({ _id: 'five' })).toMatch(/USING INDEX \w+__id_/);
    expect(await plan({ _id: 5 })).toMatch(/USING INDEX \w+__id_/);
  });

  it('finds, updates and deletes exactly the document with that _id', async () => {
    expect(await rows.find({ _id: 5 }).toArray()).toEqual([{ _id: 5, n: 1 }]);
    expect(await rows.countDocuments({ _id: 5.5 })).toBe(1);
    expect((await rows.updateOne({ _id: 5 }, { $set: { n: 9 } })).modifiedCount).toBe(1);
    expect((await rows.deleteOne({ _id: 'five' })).deletedCount).toBe(1);
    expect(await rows.find({ n: { $gt: 0 } }).sort({ n: 1 }).toArray()).toEqual([{ _id: 5.5, n: 2 }, { _id: 5, n: 9 }]);
  });

  it('$set replaces a sub-document whose values are the same under other field names', async () => {
    await rows.updateOne({ _id: 5 }, { $set: { rights: { USERS: ['view'] } } });
    await rows.updateOne({ _id: 5 }, { $set: { rights: { WEBHOOKS: ['view'] } } });
    expect((await rows.findOne({ _id: 5 }))?.rights).toEqual({ WEBHOOKS: ['view'] });
  });
});
