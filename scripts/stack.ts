/**
 * Starts and stops every service and frontend of Firecrest as background processes, each with its own log,
 * and waits until each answers. Used by `./firecrest up|down|status` and by the end-to-end tests (which start
 * a second, isolated stack on other ports and databases).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PORTS } from '@firecrest/contracts';
import { loadDemoData, type DemoSize } from './demo-data';
import { readModelCaughtUp } from './read-model-caught-up';
import { serviceNodeArgs } from './service-command';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVICES = ['svc-gateway', 'svc-public-api', 'svc-webhooks', 'svc-lms', 'svc-scheduler', 'svc-personnel', 'svc-training', 'svc-system'] as const;
export const FRONTENDS = ['mf-system', 'mf-training', 'mf-personnel', 'shell'] as const;
type App = (typeof SERVICES)[number] | (typeof FRONTENDS)[number];

export interface StackOptions {
  /** Name of the stack: its pid files, logs and generated secrets live under .data/<name>. */
  name: string;
  /** Added to every default port (e2e uses 100, so a running dev stack is left alone). */
  portOffset?: number;
  /** Prefix for every service database and Kafka topic. */
  isolation?: string;
  adminPassword?: string;
  logLevel?: string;
  /** Fill an empty stack with the demo fire and rescue service (true: the default size). */
  demoData?: boolean | DemoSize;
  /**
   * More settings for svc-gateway, over the environment's (the e2e stack's OpenID provider). The gateway also takes
   * OIDC_* and SMTP settings from the environment the stack starts in (docs/sign-in.md).
   */
  gatewayEnv?: Record<string, string>;
  /**
   * Instances of each service behind the gateway (default 1, at most MAX_REPLICAS); instance k listens on the
   * service's port + REPLICA_PORT_STEP·k. The gateway (the edge) and the frontends run once. Not given: the
   * environment's FIRECREST_REPLICAS, so the test stacks (e2e, fault tests) run N of each with the same tests.
   */
  replicas?: number;
}

/** The instances of each service a stack runs when its options do not say (FIRECREST_REPLICAS, default 1). */
export const replicasFromEnv = (env: Record<string, string | undefined> = process.env) => Number(env.FIRECREST_REPLICAS || 1);

/** Ten ports between instances keeps them apart from the next service's and, for up to nine, from the e2e stack's (offset 100). */
export const REPLICA_PORT_STEP = 10;
export const MAX_REPLICAS = 9;

export interface Stack {
  portalUrl: string;
  gatewayUrl: string;
  adminUsername: string;
  adminPassword: string;
  dir: string;
}

const dataDir = () => process.env.FIRECREST_DATA ?? join(ROOT, '.data');
const port = (app: App, offset: number, replica = 0) => DEFAULT_PORTS[app] + offset + REPLICA_PORT_STEP * replica;
const url = (app: App, offset: number, replica = 0) => `http://127.0.0.1:${port(app, offset, replica)}`;
/** Every instance of a service, as the gateway's comma-separated URL setting. */
const instanceList = (app: App, offset: number, replicas: number) => Array.from({ length: replicas }, (_, k) => url(app, offset, k)).join(',');
/** How many instances of an app a stack runs. */
const replicasOf = (app: App, replicas: number) => (app === 'svc-gateway' || FRONTENDS.includes(app as never) ? 1 : replicas);
/** Instance 0 keeps the names it always had, so a one-instance stack looks as before. */
const instanceName = (app: App, replica: number) => (replica === 0 ? app : `${app}.${replica}`);
// The portal's proxy connects to the gateway from its own loopback address (Linux routes all of 127/8), the one
// address the gateway believes X-Forwarded-For from: a program calling the gateway directly comes from 127.0.0.1.
const PORTAL_PROXY_ADDRESS = process.platform === 'linux' ? '127.0.0.2' : '127.0.0.1';

function secretFile(dir: string, file: string, make: () => string): string {
  const path = join(dir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = make();
  writeFileSync(path, `${value}\n`, { mode: 0o600 });
  return value;
}

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

/** Builds a frontend when its bundle is missing or older than its sources (or the shared portal kit's). */
export function buildFrontends(): void {
  const kit = newestMtime(join(ROOT, 'packages/portal-kit'));
  const stale = FRONTENDS.filter((app) => {
    const manifest = join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    return !existsSync(manifest) || statSync(manifest).mtimeMs < Math.max(kit, newestMtime(join(ROOT, app, 'src')));
  });
  for (const app of stale) {
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`build of ${app} failed:\n${result.stdout}\n${result.stderr}`);
    console.log(`  built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** The database a service of a stack owns. */
const serviceDatabase = (isolation: string, app: App) => `${isolation}${app.replace('svc-', '').replace('-', '_')}`;

/** Every database the services of a stack with this isolation prefix own. */
export const stackDatabases = (isolation: string): string[] => SERVICES.map((app) => serviceDatabase(isolation, app));

export function envFor(
  app: App,
  o: Required<Omit<StackOptions, 'adminPassword' | 'demoData' | 'replicas'>> & Pick<StackOptions, 'replicas'>,
  secret: string,
  adminPassword: string,
  replica = 0,
): NodeJS.ProcessEnv {
  const common = { ...process.env, PORT: String(port(app, o.portOffset, replica)), HOST: '127.0.0.1', LOG_LEVEL: o.logLevel };
  if (FRONTENDS.includes(app as never)) {
    return {
      ...common,
      GATEWAY_URL: url('svc-gateway', o.portOffset),
      PROXY_LOCAL_ADDRESS: PORTAL_PROXY_ADDRESS,
      MF_SYSTEM_URL: url('mf-system', o.portOffset),
      MF_TRAINING_URL: url('mf-training', o.portOffset),
      MF_PERSONNEL_URL: url('mf-personnel', o.portOffset),
    };
  }
  return {
    ...common,
    MONGO_DB: serviceDatabase(o.isolation, app),
    KAFKA_TOPIC_PREFIX: o.isolation ? `${o.isolation}.` : '',
    INTERNAL_TOKEN_SECRET: secret,
    ADMIN_PASSWORD: adminPassword,
    TRUSTED_PROXIES: PORTAL_PROXY_ADDRESS,
    PORTAL_ORIGINS: `${url('shell', o.portOffset)},http://localhost:${port('shell', o.portOffset)}`,
    PUBLIC_API_URL: url('svc-public-api', o.portOffset),
    WEBHOOKS_URL: url('svc-webhooks', o.portOffset),
    LMS_URL: url('svc-lms', o.portOffset),
    SCHEDULER_URL: url('svc-scheduler', o.portOffset),
    PERSONNEL_URL: url('svc-personnel', o.portOffset),
    TRAINING_URL: url('svc-training', o.portOffset),
    SYSTEM_URL: url('svc-system', o.portOffset),
    // svc-webhooks: local receivers (demo, e2e) are on loopback; secrets at rest sealed with a key of this stack's own.
    WEBHOOKS_ALLOWED_HOSTS: process.env.WEBHOOKS_ALLOWED_HOSTS ?? '127.0.0.1,localhost',
    WEBHOOKS_SECRET_KEY: `${secret}:webhooks`,
    ...(app === 'svc-gateway' ? { ...gatewayUpstreams(o.portOffset, o.replicas ?? 1), ...o.gatewayEnv } : {}),
  };
}

/**
 * The gateway balances over every instance of each service; the services' calls to one another (whose settings take
 * one URL) go to instance 0.
 */
function gatewayUpstreams(offset: number, replicas: number): Record<string, string> {
  const list = (app: App) => instanceList(app, offset, replicas);
  return {
    PUBLIC_API_URL: list('svc-public-api'),
    WEBHOOKS_URL: list('svc-webhooks'),
    LMS_URL: list('svc-lms'),
    SCHEDULER_URL: list('svc-scheduler'),
    PERSONNEL_URL: list('svc-personnel'),
    TRAINING_URL: list('svc-training'),
    SYSTEM_URL: list('svc-system'),
  };
}

/** Whether a process of this id is still there. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(probe: string): Promise<boolean> {
  try {
    await fetch(probe, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(app: App, probe: string, logFile: string, pid: number, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) break;
    try {
      if ((await fetch(probe, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`${app} did not become ready (${probe}); last lines of ${logFile}:\n${tail}`);
}

const READ_MODEL_APP: App = 'svc-public-api';

export async function startStack(options: StackOptions): Promise<Stack> {
  const o = { portOffset: 0, isolation: '', logLevel: 'info', demoData: false, gatewayEnv: {}, replicas: replicasFromEnv(), ...options };
  if (!Number.isInteger(o.replicas) || o.replicas < 1 || o.replicas > MAX_REPLICAS) throw new Error(`replicas must be 1 to ${MAX_REPLICAS}, not ${o.replicas}`);
  const dir = join(dataDir(), o.name);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  keepReplicaCount(dir, o.replicas);
  const secret = secretFile(dir, 'internal-token-secret', () => randomBytes(32).toString('hex'));
  const adminPassword = o.adminPassword ?? secretFile(dir, 'admin-initial-password', () => `Fc-${randomBytes(6).toString('hex')}9`);
  buildFrontends();
  const start = async (app: App, replica: number) => {
    const pidFile = join(dir, `${instanceName(app, replica)}.pid`);
    const probe = SERVICES.includes(app as never) ? `${url(app, o.portOffset, replica)}/readyz` : `${url(app, o.portOffset, replica)}/`;
    const log = join(dir, 'logs', `${instanceName(app, replica)}.log`);
    if (existsSync(pidFile) && alive(Number(readFileSync(pidFile, 'utf8')))) return { app, pid: Number(readFileSync(pidFile, 'utf8')), probe, log };
    if (await answers(probe)) {
      throw new Error(`${app}: port ${port(app, o.portOffset, replica)} is already served by a process this stack did not start; stop it first`);
    }
    const out = openSync(log, 'a');
    const entry = SERVICES.includes(app as never) ? 'src/server.ts' : 'server.ts';
    const child = spawn(process.execPath, serviceNodeArgs(app, entry), {
      cwd: join(ROOT, app),
      env: envFor(app, o, secret, adminPassword, replica),
      detached: true,
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    child.unref();
    writeFileSync(pidFile, String(child.pid));
    return { app, pid: child.pid!, probe, log };
  };
  const startAll = async (apps: App[]) => {
    const started = [];
    for (const app of apps) for (let replica = 0; replica < replicasOf(app, o.replicas); replica++) started.push(await start(app, replica));
    await Promise.all(started.map((s) => waitFor(s.app, s.probe, s.log, s.pid)));
  };
  // On FerretDB the read model's projection of a bulk load competes with the load for the database and can starve
  // it; started afterwards, it replays the load's events from the start of each topic.
  const deferred: App[] = o.demoData ? [READ_MODEL_APP] : [];
  await startAll([...SERVICES, ...FRONTENDS].filter((app) => !deferred.includes(app)));
  if (o.demoData) {
    const demo = await loadDemoData(
      { gateway: url('svc-gateway', o.portOffset), personnel: url('svc-personnel', o.portOffset), training: url('svc-training', o.portOffset) },
      secret,
      { size: o.demoData === true ? 'default' : o.demoData, log: (line) => console.log(line) },
    );
    if (demo.loaded) console.log(`  demo data loaded: ${Object.entries(demo.counts).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  }
  await startAll(deferred);
  return {
    portalUrl: url('shell', o.portOffset),
    gatewayUrl: url('svc-gateway', o.portOffset),
    adminUsername: 'admin',
    adminPassword,
    dir,
  };
}

export async function stopStack(name: string, { wipe = false } = {}): Promise<void> {
  const dir = join(dataDir(), name);
  if (!existsSync(dir)) return;
  const pids = readdirSync(dir)
    .filter((f) => f.endsWith('.pid'))
    .map((f) => ({ file: join(dir, f), pid: Number(readFileSync(join(dir, f), 'utf8')) }));
  for (const { pid } of pids) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 20_000;
  while (pids.some((p) => alive(p.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const { pid, file } of pids) {
    if (alive(pid)) process.kill(-pid, 'SIGKILL');
    rmSync(file, { force: true });
  }
  if (wipe) rmSync(dir, { recursive: true, force: true });
}

export function stackStatus(name: string): { app: string; running: boolean }[] {
  const dir = join(dataDir(), name);
  const replicas = existsSync(join(dir, 'replicas')) ? Number(readFileSync(join(dir, 'replicas'), 'utf8')) : 1;
  return [...SERVICES, ...FRONTENDS].flatMap((app) =>
    Array.from({ length: replicasOf(app, replicas) }, (_, replica) => {
      const pidFile = join(dir, `${instanceName(app, replica)}.pid`);
      return { app: instanceName(app, replica), running: existsSync(pidFile) && alive(Number(readFileSync(pidFile, 'utf8'))) };
    }),
  );
}

/**
 * Records how many instances the stack runs. A running gateway was given its instance lists when it started, so the
 * count changes only with the stack stopped.
 */
function keepReplicaCount(dir: string, replicas: number): void {
  const file = join(dir, 'replicas');
  const running = existsSync(file) ? Number(readFileSync(file, 'utf8')) : 1;
  const gatewayPid = join(dir, 'svc-gateway.pid');
  if (running !== replicas && existsSync(gatewayPid) && alive(Number(readFileSync(gatewayPid, 'utf8')))) {
    throw new Error(`the stack runs ${running} instance(s) of each service; stop it (./firecrest down) before starting it with ${replicas}`);
  }
  writeFileSync(file, `${replicas}\n`);
}

// CLI: tsx scripts/stack.ts up|down|status
if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  const name = 'dev';
  if (command === 'up') {
    const started = Date.now();
    const { values } = parseArgs({ args: process.argv.slice(3), options: { replicas: { type: 'string', default: '1' } } });
    const replicas = Number(values.replicas);
    const stack = await startStack({ name, demoData: true, replicas });
    console.log('  services and portal ready; waiting until the REST API read model holds what the owners hold');
    const caughtUp = await readModelCaughtUp({ portOffset: 0, secret: readFileSync(join(stack.dir, 'internal-token-secret'), 'utf8').trim() });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`
  Firecrest is running (ready in ${seconds} s; the REST API holds ${caughtUp.employees} employees and ${caughtUp.trainingEvents} training events)

    Portal      ${stack.portalUrl}
    Sign in     ${stack.adminUsername} / ${stack.adminPassword}   (you must change it at first sign-in; if you already did, use yours)
    Gateway     ${stack.gatewayUrl}   (OpenAPI: ${stack.gatewayUrl}/openapi.json)
    REST API    ${stack.gatewayUrl}/api/v1   (reference: ${stack.portalUrl}/system/api/documentation)
    Logs        ${join(stack.dir, 'logs')}${replicas > 1 ? `\n    Instances   ${replicas} of each service, on ports ${REPLICA_PORT_STEP} apart (instance 1 of svc-personnel: ${url('svc-personnel', 0, 1)})` : ''}

  Stop with: ./firecrest down
`);
  } else if (command === 'down') {
    await stopStack(name);
  } else if (command === 'status') {
    const rows = stackStatus(name);
    for (const r of rows) console.log(`  ${r.running ? 'up  ' : 'down'}  ${r.app}`);
    process.exitCode = rows.every((r) => r.running) ? 0 : 1;
  } else {
    console.error('usage: stack.ts up [--replicas N]|down|status');
    process.exitCode = 2;
  }
}
