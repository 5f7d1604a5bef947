import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { IN_CHUNK, byIds, findIn } from '../src';
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

  it('asks for more ids than one run holds in runs, every row once, in the order asked; findIn keeps its filter', async () => {
    const People = db.model<{ _id: number; station: string; disabled: boolean }>('Person', new Schema({ _id: Number, station: String, disabled: Boolean }, { versionKey: false }));
    const count = IN_CHUNK * 2 + 7;
    await People.insertMany(Array.from({ length: count }, (_, i) => ({ _id: i + 1, station: `S${(i % 3) + 1}`, disabled: i % 10 === 0 })));
    const asked = Array.from({ length: count }, (_, i) => count - i);
    expect((await byIds(People, asked)).map((p) => p._id)).toEqual(asked);
    const found = await findIn(People, 'station', ['S1', 'S2'], { disabled: false }, { _id: 1 });
    expect(found.map((p) => p._id).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1).filter((id) => (id - 1) % 3 < 2 && (id - 1) % 10 !== 0));
  });
});
