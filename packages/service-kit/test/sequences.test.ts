import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { counterSchema, nextId, type Counter } from '../src';
import { startInstanceProcess, uniqueSuffix, type InstanceProcess } from '../src/testing';

const WORKER = resolve(import.meta.dirname, 'fixtures/id-worker.ts');
const ROUNDS = 20;

/** Issue 35: two instances of a service taking ids from one counter at once, each its own process, on the real store. */
describe('id sequences across instances', { timeout: 150_000 }, () => {
  const dbName = `test_sequences_${uniqueSuffix()}`;
  const url = process.env.MONGO_URL ?? DEFAULT_MONGO_URL;
  let connection: Connection;
  const workers: InstanceProcess[] = [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(url, { dbName }).asPromise();
  });
  afterAll(async () => {
    for (const w of workers) await w.kill();
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('never hands one id out twice, and leaves no gap', async () => {
    const Counters = connection.model<Counter>('Counter', counterSchema, 'counters');
    // A counter from before the step log: its seq goes on.
    await Counters.create({ _id: 'drill', seq: 100 });
    workers.push(...(await Promise.all(['a', 'b'].map(() => startInstanceProcess(WORKER, { MONGO_URL: url, MONGO_DB: dbName, ROUNDS: String(ROUNDS) }, 'ready')))));
    await connection.collection('signals').insertOne({ _id: 'go' as never });
    const idsOf = (w: InstanceProcess) => JSON.parse(/ids (\[.*\])/.exec(w.output())?.[1] ?? 'null') as number[] | null;
    // A loaded 2-core machine took 7-15 s; a worker that failed has exited without its line.
    await expect.poll(() => workers.every((w) => idsOf(w) || w.child.exitCode !== null), { timeout: 100_000, interval: 100 }).toBe(true);

    for (const w of workers) expect(idsOf(w), w.output().slice(-500)).not.toBeNull();
    const all = workers.flatMap((w) => idsOf(w)!);
    const each = ROUNDS * 15;
    expect(all).toHaveLength(2 * each);
    expect(new Set(all).size).toBe(2 * each);
    expect(Math.min(...all)).toBe(101);
    expect(Math.max(...all)).toBe(100 + 2 * each);
    // Both took ids while the other did (not one after the other).
    const [a, b] = workers.map((w) => idsOf(w)!);
    expect(Math.max(...a!)).toBeGreaterThan(Math.min(...b!));
    expect(Math.max(...b!)).toBeGreaterThan(Math.min(...a!));
    // The hint the next id starts from, and the next id.
    expect((await Counters.findById('drill').lean())?.seq).toBe(100 + 2 * each);
    expect(await nextId(Counters, 'drill')).toBe(101 + 2 * each);
  });
});
