import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { Agenda } from 'agenda';
import { MongoClient, type Db } from 'mongodb';
import { DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { claimingMongoBackend } from '../src/job-claims';
import { startInstanceProcess, uniqueSuffix, type InstanceProcess } from '../src/testing';

interface Run {
  job: string;
  worker: string;
  phase: 'start' | 'done';
  at: Date;
}

const WORKER = resolve(import.meta.dirname, 'fixtures/job-worker.ts');

/** Two instances of a service's jobs, each its own process, on one real database (the local FerretDB or MongoDB). */
describe('agenda jobs are claimed once across instances', () => {
  const dbName = `test_job_claims_${uniqueSuffix()}`;
  const url = process.env.MONGO_URL ?? DEFAULT_MONGO_URL;
  let client: MongoClient;
  let db: Db;
  let scheduler: Agenda;
  const workers = new Map<string, InstanceProcess>();

  const startWorker = async (name: string, env: Record<string, string>) => {
    workers.set(name, await startInstanceProcess(WORKER, { MONGO_URL: url, MONGO_DB: dbName, WORKER: name, ...env }, 'ready'));
  };
  const stopWorkers = async () => {
    for (const worker of workers.values()) await worker.kill();
    workers.clear();
  };
  const runs = () => db.collection<Run>('runs').find({}).sort({ at: 1 }).toArray();

  beforeAll(async () => {
    client = await MongoClient.connect(url);
    db = client.db(dbName);
    scheduler = new Agenda({ backend: claimingMongoBackend(db, 'jobs') });
    await scheduler.ready;
  });
  afterEach(async () => {
    await stopWorkers();
    await db.collection('runs').deleteMany({});
  });
  afterAll(async () => {
    await stopWorkers();
    await db?.dropDatabase();
    await client?.close();
  });

  it('twenty jobs due at once with two instances: each runs exactly once', async () => {
    await startWorker('a', {});
    await startWorker('b', {});
    const due = new Date(Date.now() + 1_000);
    const jobs = await Promise.all(Array.from({ length: 20 }, (_, n) => scheduler.schedule(due, 'drill', { n })));
    const ids = jobs.map((j) => String(j.attrs._id)).sort();

    await expect.poll(async () => (await runs()).filter((r) => r.phase === 'done').length, { timeout: 20_000 }).toBe(20);
    // Scans go on every 200 ms: a second run would start within a few of them.
    await new Promise((r) => setTimeout(r, 1_500));
    const starts = (await runs()).filter((r) => r.phase === 'start');
    expect(starts.map((r) => r.job).sort()).toEqual(ids);
  });

  it('recurring jobs declared by two instances starting together are one job each', async () => {
    const other = await MongoClient.connect(url);
    try {
      const second = new Agenda({ backend: claimingMongoBackend(other.db(dbName), 'jobs') });
      await second.ready;
      const names = Array.from({ length: 10 }, (_, n) => `every-${n}`);
      await Promise.all(names.flatMap((name) => [scheduler.every('1 hour', name), second.every('1 hour', name)]));
      const jobs = await db.collection('jobs').find({ name: { $in: names } }).toArray();
      expect(jobs.map((j) => j.name).sort()).toEqual(names.sort());
    } finally {
      await other.close();
    }
  });

  it('an instance killed mid-run: the other takes the job up once its lock expires, and it completes once', async () => {
    const env = { LOCK_MS: '1500', HOLD_MS: '3000' };
    await startWorker('a', env);
    await startWorker('b', env);
    const job = await scheduler.now('drill', { n: 'killed' });
    const id = String(job.attrs._id);

    await expect.poll(async () => (await runs()).find((r) => r.job === id && r.phase === 'start'), { timeout: 10_000 }).toBeTruthy();
    const first = (await runs()).find((r) => r.phase === 'start')!;
    const holder = workers.get(first.worker)!;
    await holder.kill();
    const killedAt = Date.now();

    await expect.poll(async () => (await runs()).filter((r) => r.phase === 'done').length, { timeout: 15_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 1_500));
    const all = await runs();
    const other = first.worker === 'a' ? 'b' : 'a';
    expect(all.map((r) => [r.worker, r.phase])).toEqual([
      [first.worker, 'start'],
      [other, 'start'],
      [other, 'done'],
    ]);
    // Not before the lock's lifetime (1.5 s after its last touch, at most 200 ms before the kill).
    const takenUp = all[1]!.at.getTime();
    expect(takenUp - killedAt).toBeGreaterThanOrEqual(1_000);
    expect(takenUp - killedAt).toBeLessThan(5_000);
  });
});
