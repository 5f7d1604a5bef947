import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { uniqueSuffix } from '@firecrest/service-kit/testing';
import { ensureReadModelVersion, META, READ_MODEL_VERSION } from '../src/models/read-model-version';

/** Instances of svc-public-api (a connection each) starting at once on views another version built, on the real store. */
describe('read model version checked by several instances at once', { timeout: 60_000 }, () => {
  const dbName = `test_read_model_race_${uniqueSuffix()}`;
  const url = process.env.MONGO_URL ?? DEFAULT_MONGO_URL;
  const connections: Connection[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 3; i++) connections.push(await mongoose.createConnection(url, { dbName }).asPromise());
  });
  afterAll(async () => {
    await connections[0]?.dropDatabase();
    for (const c of connections) await c.close();
  });

  it('has one of them empty the views, the others wait for it, and none fails', async () => {
    const [first] = connections as [Connection];
    await first.collection(META).insertOne({ _id: 'version' as never, version: READ_MODEL_VERSION - 1 });
    await first.collection('employees').insertOne({ _id: 1 as never, firstName: 'Old' });

    const emptied = await Promise.all(connections.map(ensureReadModelVersion));
    expect(emptied.filter(Boolean)).toHaveLength(1);
    expect(await first.collection('employees').countDocuments({})).toBe(0);
    expect(await first.collection(META).findOne({ _id: 'version' as never })).toEqual({ _id: 'version', version: READ_MODEL_VERSION });

    // Started again on the same version: nothing to empty, rows made since are kept.
    await first.collection('employees').insertOne({ _id: 2 as never, firstName: 'New' });
    expect(await Promise.all(connections.map(ensureReadModelVersion))).toEqual([false, false, false]);
    expect(await first.collection('employees').countDocuments({})).toBe(1);
  });

  it('takes over an emptying whose instance died doing it, once its lease has run out', async () => {
    const [first] = connections as [Connection];
    await first.collection(META).replaceOne({ _id: 'version' as never }, { version: READ_MODEL_VERSION - 1 });
    await first.collection(META).insertOne({ _id: 'emptying' as never, owner: 'dead', until: new Date(Date.now() - 1_000) });
    expect(await ensureReadModelVersion(first)).toBe(true);
    expect(await first.collection('employees').countDocuments({})).toBe(0);
    expect(await first.collection(META).countDocuments({})).toBe(1);
  });
});
