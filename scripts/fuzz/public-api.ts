/**
 * `./firecrest fuzz`: schemathesis against the REST API v1 as integrators call it. Starts svc-personnel,
 * svc-training, svc-public-api and svc-gateway in this process on free ports (own databases and topics), loads a few
 * items, makes an API key, and runs every phase of schemathesis on /api/v1/openapi.json with it. Prints the figures;
 * exits non-zero on any failure.
 *   --max-examples N (default 30)   --time-limit seconds for the schemathesis run (default 600)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildTestService, testTopicPrefix, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app as personnelApp } from '../../svc-personnel/src/app';
import { configSchema as personnelConfig } from '../../svc-personnel/src/config';
import { app as trainingApp } from '../../svc-training/src/app';
import { configSchema as trainingConfig } from '../../svc-training/src/config';
import { app as publicApiApp } from '../../svc-public-api/src/app';
import { configSchema as publicApiConfig, serverOptions } from '../../svc-public-api/src/config';
import { app as gatewayApp } from '../../svc-gateway/src/app';
import { configSchema as gatewayConfig } from '../../svc-gateway/src/config';

const ROOT = resolve(import.meta.dirname, '../..');
const SCHEMATHESIS = resolve(ROOT, '.tools/venv/bin/schemathesis');
const INITIAL_PASSWORD = 'Fuzz-initial-passw0rd-2026';
const PASSWORD = 'Fuzz-changed-Passw0rd-2026!';

export interface FuzzResult {
  exitCode: number;
  output: string;
  seconds: number;
}

const listen = async (s: TestService<BaseConfig>) => {
  await s.server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(s.server.server.address() as { port: number }).port}`;
};

/** Runs the whole fuzz; resolves with schemathesis's exit code and output. */
export async function fuzzPublicApi({ maxExamples = 30, timeLimitSeconds = 600, log = console.log } = {}): Promise<FuzzResult> {
  if (!existsSync(SCHEMATHESIS)) throw new Error('schemathesis is not installed: run scripts/fuzz/install-schemathesis.sh');
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), LOG_LEVEL: 'silent' };
  const services: TestService<BaseConfig>[] = [];
  const start = async <C extends BaseConfig>(s: Promise<TestService<C>>) => {
    const built = await s;
    services.push(built as unknown as TestService<BaseConfig>);
    return built;
  };
  try {
    const personnel = await start(buildTestService('svc-personnel', personnelConfig, personnelApp, env));
    const personnelUrl = await listen(personnel);
    const training = await start(buildTestService('svc-training', trainingConfig, trainingApp, { ...env, PERSONNEL_URL: personnelUrl }));
    const api = await start(buildTestService('svc-public-api', publicApiConfig, publicApiApp, env, undefined, serverOptions));
    const apiUrl = await listen(api);
    const gateway = await start(
      buildTestService('svc-gateway', gatewayConfig, gatewayApp, { ...env, PUBLIC_API_URL: apiUrl, ADMIN_PASSWORD: INITIAL_PASSWORD, API_RATE_LIMIT_PER_MINUTE: '1000000', PASSWORD_MAX_AGE_DAYS: '0' }),
    );
    const gatewayUrl = await listen(gateway);

    // A few items, so item routes have something to find.
    const [p, t] = [await personnel.as(), await training.as()];
    const post = async (s: TestService<BaseConfig>, headers: Record<string, string>, url: string, payload: object) => {
      const res = await s.server.inject({ method: 'POST', url, payload, headers });
      if (res.statusCode !== 201) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number };
    };
    const station = await post(personnel, p, '/personnel/locations', { kind: 'station', callSign: 'S01', name: 'Fuzz Central' });
    await post(personnel, p, '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC1', name: 'Fuzz Training Centre' });
    const employee = await post(personnel, p, '/personnel/employees', { firstName: 'Alex', lastName: 'Fuzz', contracts: [{ stationId: station.id, startDate: '2020-01-01' }] });
    const type = await post(training, t, '/training/reference-items/incidentType', { code: 'FIRE', name: 'Fire' });
    await post(training, t, '/training/incidents', { incidentNo: 'INC-FUZZ-1', incidentDate: '2026-03-01T10:00:00.000Z', incidentTypeId: type.id, stationIds: [station.id] });
    // Best effort beyond this point: the training rules change with the product; what is refused is just not seeded.
    const optional = (s: TestService<BaseConfig>, headers: Record<string, string>, url: string, payload: object) => post(s, headers, url, payload).catch((err: Error) => (log(`fuzz: not seeded: ${err.message.slice(0, 200)}`), null));
    const resource = await optional(training, t, '/training/training-resources', { name: 'Drill tower', trainingResourceTypeName: 'Facility' });
    if (resource) await optional(training, t, '/training/training-resource-inventories', { trainingResourceId: resource.id, name: 'Floors', quantity: 2, maximumAllowedPerEvent: 2 });
    const event = await optional(training, t, '/training/training-events', { trainingType: 1, onStationEvent: true, course: { name: 'Ladder drill' }, dates: [{ startTime: '2027-05-01T09:00:00Z', endTime: '2027-05-01T12:00:00Z' }] });
    if (event) await optional(training, t, '/training/training-event-attendees', { trainingEventId: event.id, employeeId: employee.id, attendeeType: 2, statusId: 1 });

    const key = await apiKey(gatewayUrl);
    log(`fuzz: services up (gateway ${gatewayUrl}); running schemathesis, every phase, up to ${maxExamples} examples per operation`);
    const started = Date.now();
    const { exitCode, output } = await run(
      SCHEMATHESIS,
      [
        '--config-file',
        resolve(ROOT, 'scripts/fuzz/schemathesis.toml'),
        'run',
        `${gatewayUrl}/api/v1/openapi.json`,
        '--header',
        `X-API-Key: ${key}`,
        '--checks',
        'all',
        '--phases',
        'examples,coverage,fuzzing,stateful',
        '--max-examples',
        String(maxExamples),
        '--workers',
        '2',
        '--request-timeout',
        '20',
        '--seed',
        '20261125',
        '--no-color',
      ],
      timeLimitSeconds,
      log,
    );
    return { exitCode, output, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await Promise.allSettled(services.reverse().map((s) => s.close()));
  }
}

/** Signs in as the first administrator (changing the initial password) and makes an API key. */
async function apiKey(gateway: string): Promise<string> {
  const json = { 'content-type': 'application/json', origin: gateway };
  const login = (password: string) => fetch(`${gateway}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: 'admin', password }) });
  let res = await login(INITIAL_PASSWORD);
  let cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  const change = await fetch(`${gateway}/api/auth/change-password`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ currentPassword: INITIAL_PASSWORD, newPassword: PASSWORD }) });
  if (change.ok) {
    res = await login(PASSWORD);
    cookie = res.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  }
  const created = await fetch(`${gateway}/api/api-keys`, { method: 'POST', headers: { ...json, cookie }, body: '{}' });
  if (!created.ok) throw new Error(`no API key: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { key: string }).key;
}

function run(command: string, args: string[], timeLimitSeconds: number, log: (line: string) => void): Promise<{ exitCode: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => child.kill('SIGTERM'), timeLimitSeconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ exitCode: code ?? 1, output });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { 'max-examples': { type: 'string', default: '30' }, 'time-limit': { type: 'string', default: '600' } } });
  const result = await fuzzPublicApi({ maxExamples: Number(values['max-examples']), timeLimitSeconds: Number(values['time-limit']) });
  console.log(`fuzz: schemathesis exited ${result.exitCode} after ${result.seconds} s`);
  process.exit(result.exitCode);
}
