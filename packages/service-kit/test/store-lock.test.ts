import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { storeLock } from '../src';
import { uniqueSuffix } from '../src/testing';

/** Two processes of a service stand as two connections: each has its own lock of the same name on the real store. */
describe('storeLock on the real store', () => {
  const dbName = `test_store_lock_${uniqueSuffix()}`;
  const connections: Connection[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) connections.push(await mongoose.createConnection(process.env.MONGO_URL ?? DEFAULT_MONGO_URL, { dbName }).asPromise());
  });
  afterAll(async () => {
    await connections[0]?.dropDatabase();
    for (const c of connections) await c.close();
  });

  const counter = (db: Connection) => db.collection<{ _id: string; n: number }>('counts');
  const locks = (db: Connection) => db.collection('locks');

  it('keeps every $inc of two instances writing one document at once, and lets go after a failed write', async () => {
    const [a, b] = connections as [Connection, Connection];
    await counter(a).insertOne({ _id: 'c', n: 0 });
    const [lockA, lockB] = [storeLock(a, 'locks', 'counts'), storeLock(b, 'locks', 'counts')];
    // Each write reads the count and writes it back, as FerretDB 1.x runs an $inc: interleaved, increments are lost.
    const add = (db: Connection) => async () => {
      const { n } = (await counter(db).findOne({ _id: 'c' }))!;
      await counter(db).updateOne({ _id: 'c' }, { $set: { n: n + 1 } });
    };
    await expect(lockA(async () => Promise.reject(new Error('write failed')))).rejects.toThrow('write failed');
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? lockA(add(a)) : lockB(add(b)))));
    expect((await counter(a).findOne({ _id: 'c' }))!.n).toBe(40);
    expect(await locks(a).countDocuments({})).toBe(0);
  });

  it('is one lock per name within a process while work waits on it, and forgets the name once none does', async () => {
    const [a] = connections as [Connection];
    const first = storeLock(a, 'locks', 'account-1');
    let release!: () => void;
    const held = first(() => new Promise<void>((resolve) => (release = resolve)));
    // Asked for again while busy: the same queue, so the second waits behind the first in the process.
    const again = storeLock(a, 'locks', 'account-1');
    expect(again).toBe(first);
    const order: string[] = [];
    const second = again(async () => void order.push('second'));
    await expect.poll(() => typeof release).toBe('function');
    order.push('first');
    release();
    await Promise.all([held, second]);
    expect(order).toEqual(['first', 'second']);
    // Idle: nothing is kept for the name (one per account that ever signed in wrongly would add up).
    expect(storeLock(a, 'locks', 'account-1')).not.toBe(first);
    expect(await locks(a).countDocuments({ _id: 'account-1' as never })).toBe(0);
  });

  it('takes over a lock whose holder died once its lease ran out, and not before', async () => {
    const [a] = connections as [Connection];
    await locks(a).insertOne({ _id: 'stale' as never, owner: 'dead', until: new Date(Date.now() + 300) });
    const started = Date.now();
    expect(await storeLock(a, 'locks', 'stale')(async () => 'ran')).toBe('ran');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});
