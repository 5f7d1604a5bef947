/**
 * LMS import benchmark (issue #14): one CSV of 100,000 completions (2,000 employees x 50 competencies) uploaded to
 * svc-lms, timed until every completion is applied in svc-training (the upload answers once svc-training has applied
 * the last batch; the bench then checks the count of employee competencies svc-training holds). Prints wall time, rows/s and
 * the peak resident memory of the svc-lms process (VmHWM). Asserts nothing.
 *
 *   ./firecrest bench lms [--rows 100000] [--employees 2000]
 *
 * Starts svc-personnel, svc-training and svc-lms as processes of their own on free ports, with fresh databases and
 * topics (prefix `bench.lms.<run>.`), and removes them afterwards.
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import mongoose from 'mongoose';
import { allPermissions, DEFAULT_KAFKA_BROKERS, DEFAULT_MONGO_URL } from '@firecrest/contracts';
import { IDENTITY_HEADER, signIdentity, type Identity } from '@firecrest/service-kit';
import { startServiceProcess, stopServiceProcesses } from './service-process';
import { freePort, peakRss } from './process-probes';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, employees: { type: 'string', default: '2000' } } });
const ROWS = Number(values.rows);
const EMPLOYEES = Number(values.employees);
const COMPETENCIES = Math.ceil(ROWS / EMPLOYEES);
const run = `b${Date.now().toString(36)}`;
const prefix = `bench.lms.${run}.`;
const secret = 'firecrest-dev-internal-token-secret';
const sign = signIdentity as (identity: Identity, secret: string, audience?: string) => Promise<string>;
const admin: Identity = { id: 'bench', username: 'bench', name: 'Bench', mustChangePassword: false, accessAllLocations: true, roles: ['Administrator'], permissions: allPermissions(), via: 'session' };

const children: ChildProcess[] = [];
async function start(service: string, port: number, env: Record<string, string>) {
  const child = await startServiceProcess(service, port, { MONGO_DB: `${run}_${service.replace('svc-', '')}`, KAFKA_TOPIC_PREFIX: prefix, ...env });
  children.push(child);
  return child;
}

async function call(url: string, audience: string, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: await sign(admin, secret, audience) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

const mongo = mongoose.createConnection(process.env.MONGO_URL ?? DEFAULT_MONGO_URL);

try {
  const [personnelPort, trainingPort, lmsPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const personnelUrl = `http://127.0.0.1:${personnelPort}`;
  const trainingUrl = `http://127.0.0.1:${trainingPort}`;
  const lmsUrl = `http://127.0.0.1:${lmsPort}`;
  console.log(`bench lms: ${ROWS} rows, ${EMPLOYEES} employees x ${COMPETENCIES} competencies; starting the services`);
  await start('svc-personnel', personnelPort, {});
  await start('svc-training', trainingPort, { PERSONNEL_URL: personnelUrl });
  // BENCH_LMS_NODE_OPTIONS (e.g. --max-old-space-size=160) shows how much of the peak is garbage not yet collected.
  const lmsNodeOptions = `${process.env.NODE_OPTIONS ?? ''} ${process.env.BENCH_LMS_NODE_OPTIONS ?? ''}`.trim();
  const lms = await start('svc-lms', lmsPort, { TRAINING_URL: trainingUrl, LMS_MAX_FILE_MB: '100', LMS_POLL_MINUTES: '0', NODE_OPTIONS: lmsNodeOptions });

  const serviceNumbers: string[] = [];
  for (let start = 0; start < EMPLOYEES; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, EMPLOYEES - start) }, (_, k) => {
      const n = start + k;
      serviceNumbers.push(`B${String(n).padStart(6, '0')}`);
      return { firstName: `Bench${n}`, lastName: `Employee${n}`, contracts: [{ serviceNumber: `B${String(n).padStart(6, '0')}`, startDate: '2020-01-01' }] };
    });
    await call(`${personnelUrl}/personnel/employees/bulk`, 'svc-personnel', 'POST', batch);
  }
  const codes: string[] = [];
  for (let c = 0; c < COMPETENCIES; c++) {
    codes.push(`BC${String(c).padStart(3, '0')}`);
    await call(`${trainingUrl}/training/reference-items/competency`, 'svc-training', 'POST', { code: codes[c], name: `Bench competency ${c}` });
  }
  // svc-lms matches against copies kept from events: wait until it holds them all.
  const lmsDb = mongo.useDb(`${run}_lms`);
  while ((await lmsDb.collection('directory_employees').countDocuments()) < EMPLOYEES || (await lmsDb.collection('directory_items').countDocuments({ kind: 'competency' })) < COMPETENCIES) {
    await new Promise((r) => setTimeout(r, 500));
  }

  const day = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const lines = ['GUID,ServiceNumber,LastName,FirstName,CourseCode,CourseName,CompletionStatus,CompletionDate'];
  for (let i = 0; i < ROWS; i++) lines.push(`,${serviceNumbers[i % EMPLOYEES]},,,${codes[Math.floor(i / EMPLOYEES) % COMPETENCIES]},,Completed,${day}`);
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`);
  const rssBefore = peakRss(lms.pid!);
  console.log(`bench lms: data ready; uploading ${(csv.length / 1024 / 1024).toFixed(1)} MB (svc-lms peak RSS so far ${rssBefore.toFixed(0)} MB)`);

  const started = performance.now();
  const answer = await call(`${lmsUrl}/lms/lmsrecords/import`, 'svc-lms', 'POST', { data: csv.toString('base64'), type: 'text/csv', fileName: 'bench.csv' });
  // svc-lms answers once svc-training has applied the last batch: the answer is the end of the import.
  const wall = performance.now() - started;
  const peak = peakRss(lms.pid!);
  const applied = await mongo.useDb(`${run}_training`).collection('employee_competencies').countDocuments();

  console.log(`\nLMS import of ${ROWS} rows (${answer.summary.imported} imported, ${answer.summary.applied} applied, ${answer.summary.failed} failed)`);
  console.log(`  wall time (upload to every completion applied) ${(wall / 1000).toFixed(1)} s; svc-training holds ${applied} employee competencies`);
  console.log(`  rows/s                 ${Math.round(ROWS / (wall / 1000))}`);
  console.log(`  svc-lms peak RSS       ${peak.toFixed(0)} MB`);
  console.log(`  targets: < 15 s, < 300 MB`);
} finally {
  await stopServiceProcesses(children);
  for (const service of ['personnel', 'training', 'lms']) await mongo.useDb(`${run}_${service}`).dropDatabase().catch(() => undefined);
  await mongo.close();
  const kafka = new Kafka({ clientId: 'bench-lms-cleanup', brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING });
  const kafkaAdmin = kafka.admin();
  await kafkaAdmin.connect();
  const topics = (await kafkaAdmin.listTopics()).filter((t) => t.startsWith(prefix));
  if (topics.length) await kafkaAdmin.deleteTopics({ topics }).catch(() => undefined);
  await kafkaAdmin.disconnect();
}
