import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { byIds } from '../src';
import { uniqueSuffix } from '../src/testing';

describe('byIds on the real store', () => {
  let db: Connection;
  beforeAll(async () => {
    db = await mongoose.createConnection(process.env.MONGO_URL ?? DEFAULT_MONGO_URL, { dbName: `test_by_ids_${uniqueSuffix()}` }).asPromise();
  });
  afterAll(async () => {
    await db?.dropDatabase();
    await db?.close();
  });

  it('answers the rows asked for in the order asked, once each, absent ids left out, ids cast to the key type', async () => {
    const Stations = db.model<{ _id: number; name: string }>('Station', new Schema<{ _id: number; name: string }>({ _id: Number, name: String }, { versionKey: false }));
    await Stations.insertMany([1, 2, 3, 4].map((id) => ({ _id: id, name: `S${id}` })));
    const rows = await byIds(Stations, [3, null, 1, 99, 3, undefined, '4'], { name: 1 });
    expect(rows).toEqual([{ _id: 3, name: 'S3' }, { _id: 1, name: 'S1' }, { _id: 4, name: 'S4' }]);
    expect(await byIds(Stations, [null, undefined])).toEqual([]);
  });
});
