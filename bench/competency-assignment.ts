/**
 * CompetencyAssignment benchmark (issues #13, #16): `--employees` employees in svc-personnel (one current contract
 * each, spread over 4 employee roles and 3 staff groups), `--competencies` competencies in svc-training each with one
 * profile (a role, or a staff group, or anyone), the task run as svc-scheduler asks for it
 * (`POST /training/tasks/CompetencyAssignment`, signed service identity), timed until it answers, i.e. until every
 * record is stored through the portal's bulk route and its `employee-competency.created` event published; then run
 * again (nothing to assign). Prints wall times, records/s, the events and svc-training's peak resident memory.
 * Asserts nothing.
 *
 *   ./firecrest bench assignment [--employees 10000] [--competencies 6]
 *
 * Starts svc-personnel and svc-training as processes of their own on free ports with fresh databases and topics
 * (`bench.assign.<run>.`); employees and organisation items are written straight into personnel's database,
 * competencies through training's framework route; everything is removed afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { request } from 'undici';
import mongoose from 'mongoose';
import { allPermissions, DEFAULT_KAFKA_BROKERS, DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { IDENTITY_HEADER, serviceIdentity, signIdentitySync, type Identity } from '@firecrest/service-kit';
import { serviceNodeArgs } from '../scripts/service-command';
import { freePort, peakRss } from './process-probes';

const { values } = parseArgs({ options: { employees: { type: 'string', default: '10000' }, competencies: { type: 'string', default: '6' } } });
const EMPLOYEES = Number(values.employees);
const COMPETENCIES = Number(values.competencies);
const run = `b${Date.now().toString(36)}`;
const prefix = `bench.assign.${run}.`;
const dbs = { personnel: `${run}_personnel`, training: `${run}_training` };
const ROOT = new URL('..', import.meta.url).pathname;
const secret = process.env.INTERNAL_TOKEN_SECRET ?? 'firecrest-dev-internal-token-secret';
const identity = (id: string, permissions: Identity['permissions']) => serviceIdentity(id, id, permissions);
const scheduler = identity('svc-scheduler', { SCHEDULED_TASKS: ['view', 'edit'] });
const adminUser = identity('bench-admin', allPermissions());

const mongo = mongoose.createConnection(DEFAULT_MONGO_URL);
const kafka = new Kafka({ clientId: 'bench-assign', brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING });
const admin = kafka.admin();
const children: ChildProcess[] = [];

async function start(service: 'svc-personnel' | 'svc-training', port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, serviceNodeArgs(service, `${ROOT}${service}/src/server.ts`), {
    env: { ...process.env, PORT: String(port), KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', INTERNAL_TOKEN_SECRET: secret, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}
async function ready(url: string, child: ChildProcess) {
  for (const deadline = Date.now() + 120_000; !(await fetch(`${url}/readyz`).then((r) => r.ok, () => false)); ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

try {
  await admin.connect();
  const [personnelPort, trainingPort] = [await freePort(), await freePort()];
  const personnelUrl = `http://127.0.0.1:${personnelPort}`;
  const trainingUrl = `http://127.0.0.1:${trainingPort}`;
  const personnel = await start('svc-personnel', personnelPort, { MONGO_DB: dbs.personnel, TRAINING_URL: trainingUrl });
  const training = await start('svc-training', trainingPort, { MONGO_DB: dbs.training, PERSONNEL_URL: personnelUrl });
  await Promise.all([ready(personnelUrl, personnel), ready(trainingUrl, training)]);

  console.log(`bench assignment: writing ${EMPLOYEES.toLocaleString('en-GB')} employees, ${COMPETENCIES} competencies with a profile each`);
  const pdb = mongo.useDb(dbs.personnel);
  const now = new Date();
  const org = (kind: string, n: number) => Array.from({ length: n }, (_, i) => ({ _id: `${kind}:${i + 1}`, kind, itemId: i + 1, code: '', name: `${kind} ${i + 1}`, lastModifiedDate: now }));
  await pdb.collection('reference_items').insertMany([...org('employeeRole', 4), ...org('staffGroup', 3)] as never[]);
  for (let first = 0; first < EMPLOYEES; first += 5_000) {
    const docs = [];
    for (let i = first; i < Math.min(EMPLOYEES, first + 5_000); i++) {
      const contract = { serviceNumber: `S${i + 1}`, roleId: (i % 4) + 1, stationId: null, watchId: null, rosterId: null, staffGroupId: (i % 3) + 1, startDate: '2020-01-01', endDate: null, isDefault: true };
      docs.push({ _id: i + 1, firstName: 'Bench', lastName: `Employee${i + 1}`, gartanId: `G${i + 1}`, contracts: [contract], stationIds: [], staffGroupIds: [contract.staffGroupId], roleIds: [contract.roleId], activeFrom: '2020-01-01', activeUntil: '9999-12-31', lastModifiedDate: now });
    }
    await pdb.collection('employees').insertMany(docs as never[]);
  }
  // Competency k: a role (k % 3 == 0), a staff group (k % 3 == 1), or anyone (k % 3 == 2).
  let expected = 0;
  for (let k = 0; k < COMPETENCIES; k++) {
    const profile = k % 3 === 0 ? { employeeRoleId: (k % 4) + 1 } : k % 3 === 1 ? { staffGroupId: (k % 3) + 1 } : {};
    const matches = (i: number) => (k % 3 === 0 ? (i % 4) + 1 === (k % 4) + 1 : k % 3 === 1 ? (i % 3) + 1 === (k % 3) + 1 : true);
    for (let i = 0; i < EMPLOYEES; i++) if (matches(i)) expected++;
    const res = await request(`${trainingUrl}/training/competency-framework/competencies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentitySync(adminUser, secret, 'svc-training') },
      body: JSON.stringify({ code: `B${k}`, name: `Bench competency ${k}`, profiles: [{ ...profile, startDate: '2020-01-01' }] }),
    });
    if (res.statusCode !== 201) throw new Error(`competency answered ${res.statusCode}: ${await res.body.text()}`);
    await res.body.dump();
  }

  const topic = `${prefix}employee-competency.created`;
  const eventsOn = async () => ((await admin.listTopics()).includes(topic) ? (await admin.fetchTopicOffsets(topic)).reduce((n, p) => n + Number(p.high), 0) : 0);
  const runTask = async () => {
    const started = performance.now();
    const res = await request(`${trainingUrl}/training/tasks/CompetencyAssignment`, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: signIdentitySync(scheduler, secret, 'svc-training') },
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    const body = (await res.body.json()) as { result?: string };
    if (res.statusCode !== 200) throw new Error(`CompetencyAssignment answered ${res.statusCode}: ${JSON.stringify(body)}`);
    return { result: body.result, ms: performance.now() - started };
  };
  const first = await runTask();
  const stored = await mongo.useDb(dbs.training).collection('employee_competencies').countDocuments({});
  // Events leave through the outbox relay just after the write: wait (bounded) until they are all on the topic.
  for (const deadline = Date.now() + 60_000; (await eventsOn()) < stored && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 250));
  const events = await eventsOn();
  const second = await runTask();

  console.log(`\nCompetencyAssignment: ${EMPLOYEES.toLocaleString('en-GB')} employees, ${COMPETENCIES} competencies (${expected.toLocaleString('en-GB')} matches expected)`);
  console.log(`  first run              ${first.result}`);
  console.log(`  wall time              ${(first.ms / 1000).toFixed(1)} s  (records per second: ${Math.round(stored / (first.ms / 1000))})`);
  console.log(`  records stored         ${stored.toLocaleString('en-GB')}`);
  console.log(`  events published       ${events.toLocaleString('en-GB')} on employee-competency.created`);
  console.log(`  second run             ${second.result} in ${(second.ms / 1000).toFixed(1)} s`);
  console.log(`  svc-training peak RSS  ${peakRss(training.pid!).toFixed(0)} MB`);
} finally {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
  for (const db of Object.values(dbs)) await mongo.useDb(db).dropDatabase().catch(() => undefined);
  await mongo.close();
  const topics = (await admin.listTopics().catch(() => [] as string[])).filter((t) => t.startsWith(prefix));
  if (topics.length) await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
}
