/**
 * CompetencyExpiry benchmark (issue #13): 1,000,000 employee competencies of which 50,000 are past their expiry date,
 * held by svc-training; the task run as svc-scheduler asks for it (`POST /training/tasks/CompetencyExpiry`, signed
 * service identity), timed until it answers, i.e. until every record is EXPIRED and its event is published.
 * Prints wall time, records/s, the events on `employee-competency.updated` and svc-training's peak resident memory
 * (VmHWM, the whole process since its start). Asserts nothing.
 *
 *   ./firecrest bench expiry [--records 1000000] [--expired 50000]
 *
 * Starts svc-training as a process of its own on a free port with a fresh database and topics
 * (`bench.expiry.<run>.`); the records are written straight into its database; everything is removed afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { request } from 'undici';
import mongoose from 'mongoose';
import { DEFAULT_KAFKA_BROKERS, DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { IDENTITY_HEADER, serviceIdentity, signIdentity, type Identity } from '@firecrest/service-kit';
import { serviceNodeArgs } from '../scripts/service-command';
import { freePort, peakRss } from './process-probes';

const { values } = parseArgs({ options: { records: { type: 'string', default: '1000000' }, expired: { type: 'string', default: '50000' } } });
const RECORDS = Number(values.records);
const EXPIRED = Number(values.expired);
const run = `b${Date.now().toString(36)}`;
const prefix = `bench.expiry.${run}.`;
const db = `${run}_training`;
const ROOT = new URL('..', import.meta.url).pathname;
const secret = process.env.INTERNAL_TOKEN_SECRET ?? 'firecrest-dev-internal-token-secret';
// The audience argument arrived with per-service identities; the cast keeps the bench working on either side of it.
const sign = signIdentity as (identity: Identity, secret: string, audience?: string) => Promise<string>;
const scheduler = serviceIdentity('svc-scheduler', 'Scheduler service', { SCHEDULED_TASKS: ['view', 'edit'] });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const mongo = mongoose.createConnection(DEFAULT_MONGO_URL);
const kafka = new Kafka({ clientId: 'bench-expiry', brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING });
const admin = kafka.admin();
let child: ChildProcess | null = null;

try {
  await admin.connect();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, serviceNodeArgs('svc-training', `${ROOT}svc-training/src/server.ts`), {
    env: { ...process.env, PORT: String(port), MONGO_DB: db, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', INTERNAL_TOKEN_SECRET: secret },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const deadline = Date.now() + 120_000; !(await fetch(`${url}/readyz`).then((r) => r.ok, () => false)); ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('svc-training did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
  const training = mongo.useDb(db);
  const pass = (await training.collection('reference_items').findOne({ kind: 'competencyStatus', name: 'PASS' }))!.itemId as number;

  console.log(`bench expiry: writing ${RECORDS.toLocaleString('en-GB')} employee competencies, ${EXPIRED.toLocaleString('en-GB')} past expiry`);
  const loadStarted = performance.now();
  const every = Math.max(1, Math.floor(RECORDS / EXPIRED));
  const records = training.collection('employee_competencies');
  const now = new Date();
  for (let start = 0; start < RECORDS; start += 10_000) {
    const docs = [];
    for (let i = start; i < Math.min(RECORDS, start + 10_000); i++) {
      const past = i % every === 0 && i / every < EXPIRED;
      docs.push({
        _id: i + 1,
        employeeId: (i % 100_000) + 1,
        competencyId: (i % 120) + 1,
        competencyProgramId: null,
        statusId: pass,
        startDate: '2023-01-01',
        endDate: null,
        expiryDate: past ? day(-1 - (i % 300)) : day(1 + (i % 900)),
        lastModifiedDate: now,
      });
    }
    await records.insertMany(docs as never[], { ordered: false });
  }
  await training.collection('counters').updateOne({ _id: 'EmployeeCompetency' as never }, { $set: { seq: RECORDS } }, { upsert: true });
  console.log(`bench expiry: written in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; svc-training peak RSS so far ${peakRss(child.pid!).toFixed(0)} MB`);

  const topic = `${prefix}employee-competency.updated`;
  const eventsOn = async () => {
    const topics = await admin.listTopics();
    if (!topics.includes(topic)) return 0;
    return (await admin.fetchTopicOffsets(topic)).reduce((n, p) => n + Number(p.high), 0);
  };
  const eventsBefore = await eventsOn();
  const started = performance.now();
  // No header timeout: on a busy machine the run may take minutes.
  const res = await request(`${url}/training/tasks/CompetencyExpiry`, {
    method: 'POST',
    headers: { [IDENTITY_HEADER]: await sign(scheduler, secret, 'svc-training') },
    headersTimeout: 0,
    bodyTimeout: 0,
  });
  const body = (await res.body.json()) as { result?: string };
  const wall = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`CompetencyExpiry answered ${res.statusCode}: ${JSON.stringify(body)}`);
  const events = (await eventsOn()) - eventsBefore;
  const expiredStatus = (await training.collection('reference_items').findOne({ kind: 'competencyStatus', name: 'EXPIRED' }))!.itemId as number;
  const expiredNow = await records.countDocuments({ statusId: expiredStatus });

  console.log(`\nCompetencyExpiry over ${RECORDS.toLocaleString('en-GB')} records, ${EXPIRED.toLocaleString('en-GB')} past expiry`);
  console.log(`  result                 ${body.result}`);
  console.log(`  wall time              ${(wall / 1000).toFixed(1)} s  (records expired per second: ${Math.round(expiredNow / (wall / 1000))})`);
  console.log(`  records now EXPIRED    ${expiredNow.toLocaleString('en-GB')}`);
  console.log(`  events published       ${events.toLocaleString('en-GB')} on employee-competency.updated`);
  console.log(`  svc-training peak RSS  ${peakRss(child.pid!).toFixed(0)} MB`);
  console.log('  target: under 60 s with the events published');
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  await mongo.useDb(db).dropDatabase().catch(() => undefined);
  await mongo.close();
  const topics = (await admin.listTopics().catch(() => [] as string[])).filter((t) => t.startsWith(prefix));
  if (topics.length) await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
}
