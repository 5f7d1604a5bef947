/**
 * Audit capture under REST API v1 load (issue 12): the gateway's throughput on /api/v1 with capture on versus off in
 * one run, and no audit record lost (entries published = entries stored by svc-system).
 *
 * `./firecrest bench audit [--seconds 10] [--rounds 2] [--connections 50] [--consumer deferred|live]
 *   [--capture batch|single] [--load turns|together]`
 *
 * Two gateways, each in a process of its own (built like the tests build them), forward /api/v1 to one stub upstream
 * (its own process, answering at once) so the figures are the gateway's own work. One publishes its audit entries to
 * Kafka as it always does, and svc-system (its own process) stores them; the other builds each entry and drops it.
 * wrk loads them in turns, off/on alternately, so a noisy moment of the shared machine does not favour one side; or
 * (`--load together`) both at once, each with its own wrk, so every moment falls on both alike (the broker's and
 * svc-system's share then slows both: read it from the broker CPU figure).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import mongoose from 'mongoose';
import { Kafka, logLevel } from 'kafkajs';
import { auditRecorded, DEFAULT_KAFKA_BROKERS, DEFAULT_MONGO_URL, type AuditEntry } from '@firecrest/contracts';
import { buildTestService } from '@firecrest/service-kit/testing';
import { app as gatewayApp } from '../svc-gateway/src/app';
import { configSchema as gatewayConfig, type GatewayConfig } from '../svc-gateway/src/config';
import { wrk, type LoadFigures } from './wrk';

if (process.env.AUDIT_BENCH_UPSTREAM) {
  // The stub REST API: a small fixed page for every v1 GET, no ETag (so the gateway forwards every call).
  const upstream = Fastify({ logger: false });
  const page = JSON.stringify({ data: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, lastName: `Name${i}` })), pagingInfo: { totalItems: 20, itemsPerPage: 20, pageIndex: 0, totalPages: 1 } });
  upstream.get('/api/v1/*', async (_req, reply) => reply.type('application/json').send(page));
  await upstream.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.send?.('ready');
} else if (process.env.AUDIT_BENCH_GATEWAY) {
  await gatewayProcess(process.env.AUDIT_BENCH_GATEWAY === 'on', process.env.AUDIT_BENCH_CAPTURE === 'single');
} else {
  await main();
}

type GatewayMessage = { url: string; key: string } | { published: number; cpuUs: number } | { fedCpuUs: number; ms: number } | 'closed';

/** A synthetic entry like the one a v1 call leaves. */
const benchEntry = (n: number): AuditEntry => ({
  requestId: `bench-${n}`,
  userId: null,
  username: 'bench',
  controller: 'v1',
  method: '/api/v1/*',
  requestType: 'GET',
  requestUrl: `/api/v1/employees?itemsPerPage=20&n=${n}`,
  ipAddress: '127.0.0.1',
  statusCode: 200,
  outcome: 'completed',
  createdDate: new Date().toISOString(),
});

/**
 * One gateway (a child of the bench): counts the entries it queues for Kafka (capture on), or builds them and drops
 * them (off). Tells the parent its URL and API key, then answers `stats` (entries, CPU used) and `close`.
 */
async function gatewayProcess(capture: boolean, single: boolean) {
  const password = 'Bench-audit-Passw0rd-2026!';
  const env = JSON.parse(process.env.AUDIT_BENCH_ENV ?? '{}') as Record<string, string>;
  const gw = await buildTestService<GatewayConfig>('svc-gateway', gatewayConfig, gatewayApp, { ...env, ADMIN_PASSWORD: password });
  let published = 0;
  if (capture) {
    const sink = single
      ? (entry: AuditEntry) => gw.server.events.publishSoon(auditRecorded, entry, { key: entry.userId ?? entry.ipAddress, ...(entry.requestId ? { requestId: entry.requestId } : {}) })
      : gw.server.auditSink;
    gw.server.auditSink = (entry) => {
      if (entry.requestUrl.startsWith('/api/v1/')) published++;
      sink(entry);
    };
  } else {
    gw.server.auditSink = () => undefined;
  }
  await gw.server.models.User.updateOne({ usernameLower: 'admin' }, { $set: { mustChangePassword: false } });
  const login = await gw.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password } });
  const cookie = `fc_session=${login.cookies.find((c) => c.name === 'fc_session')!.value}`;
  const created = await gw.server.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: {} });
  await gw.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gw.server.server.address() as { port: number };
  const send = (m: GatewayMessage) => process.send!(m);
  process.on('message', (m) => {
    if (typeof m === 'object' && m && 'feed' in m) {
      // Capture alone: `feed` entries through the sink, 500 per turn of the event loop (about 5,000 req/s of
      // entries), then a second for what they set off (timers, the producer); CPU and time of all of it.
      void (async () => {
        const count = (m as { feed: number }).feed;
        const feed = async (from: number, to: number) => {
          for (let n = from; n < to; n += 500) {
            for (let i = n; i < Math.min(to, n + 500); i++) gw.server.auditSink(benchEntry(i));
            await new Promise((r) => setTimeout(r, 100));
          }
          await new Promise((r) => setTimeout(r, 1_000));
        };
        // A first run unmeasured (validators compiled, connections warm), then the measured one.
        await feed(-2_000, 0);
        const cpu = process.cpuUsage();
        const started = performance.now();
        await feed(0, count);
        const { user, system } = process.cpuUsage(cpu);
        send({ fedCpuUs: user + system, ms: performance.now() - started });
      })();
    } else if (m === 'stats') {
      const { user, system } = process.cpuUsage();
      send({ published, cpuUs: user + system });
    } else if (m === 'close') {
      // A graceful close flushes what capture still holds.
      void gw.close().then(() => process.send!('closed', () => process.exit(0)));
    }
  });
  send({ url: `http://127.0.0.1:${port}/api/v1/employees?itemsPerPage=20`, key: created.json().key });
}

/** Asks a gateway child and waits for its answer. */
async function ask(gateway: ChildProcess, message: 'stats'): Promise<{ published: number; cpuUs: number }>;
async function ask(gateway: ChildProcess, message: 'close'): Promise<'closed'>;
async function ask(gateway: ChildProcess, message: string): Promise<unknown> {
  const answer = once(gateway, 'message');
  gateway.send(message);
  return ((await answer) as [unknown])[0];
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function child(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=@firecrest/source', '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

async function ready(url: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/** CPU seconds the local broker (infra/stack.sh's pid file) has used, if it can be read; it serves others too. */
function brokerCpuSeconds(): number | null {
  try {
    const pid = readFileSync('.data/infra/kafka.pid', 'utf8').trim();
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100 a second)
  } catch {
    return null;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      // deferred: svc-system is paused under load and catches up after (the request path alone, as when it runs
      // on another machine); live: it stores while the load runs, on the same two cores.
      consumer: { type: 'string', default: 'deferred' },
      // batch: as the gateway does (one event per 100 ms window); single: one event per entry through publishSoon,
      // as it did before (for comparison).
      capture: { type: 'string', default: 'batch' },
      // turns: one gateway loaded at a time, off/on alternately; together: both at once, a wrk each.
      load: { type: 'string', default: 'turns' },
      // Before the load: this many synthetic entries through each gateway's capture alone (CPU per entry).
      entries: { type: 'string', default: '0' },
    },
  });
  const deferred = values.consumer !== 'live';
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  const run = Date.now().toString(36);
  // Not `test.*`: test runs clear those topics, and this run must keep its own.
  const prefix = `bench.audit.${run}.`;
  const systemDb = `bench_audit_system_${run}`;
  const together = values.load === 'together';
  const children: ChildProcess[] = [];
  const gateways: Partial<Record<'on' | 'off', ChildProcess>> = {};
  try {
    const upstreamPort = await freePort();
    children.push(child('bench/audit.ts', { AUDIT_BENCH_UPSTREAM: '1', PORT: String(upstreamPort) }));
    const systemPort = await freePort();
    children.push(child('svc-system/src/server.ts', { PORT: String(systemPort), MONGO_DB: systemDb, KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'warn' }));
    await ready(`http://127.0.0.1:${upstreamPort}/api/v1/ping`);
    await ready(`http://127.0.0.1:${systemPort}/readyz`);

    const env = { PASSWORD_MAX_AGE_DAYS: '0', API_RATE_LIMIT_PER_MINUTE: '1000000000', PUBLIC_API_URL: `http://127.0.0.1:${upstreamPort}`, LOG_LEVEL: 'warn' };
    const targets: Record<'on' | 'off', { url: string; key: string }> = {} as never;
    for (const side of ['on', 'off'] as const) {
      const gw = child('bench/audit.ts', {
        AUDIT_BENCH_GATEWAY: side,
        AUDIT_BENCH_CAPTURE: String(values.capture),
        AUDIT_BENCH_ENV: JSON.stringify(side === 'on' ? { ...env, KAFKA_TOPIC_PREFIX: prefix } : env),
      });
      gateways[side] = gw;
      targets[side] = ((await once(gw, 'message')) as [{ url: string; key: string }])[0];
    }
    const stats = async (side: 'on' | 'off') => ask(gateways[side]!, 'stats');

    console.log(
      `bench audit: ${rounds} rounds of ${seconds} s per side, ${connections} connections, ${together ? 'off and on at once' : 'off and on in turns'}; capture: ${values.capture === 'single' ? 'one event per entry (as before)' : 'one event per 100 ms batch'}; svc-system ${deferred ? 'paused under load, storing afterwards' : 'storing under load'}`,
    );
    type Figures = LoadFigures & { gatewayCpuUs: number; brokerCpuUs: number | null };
    const figures: Record<'on' | 'off', Figures[]> = { on: [], off: [] };
    for (const side of ['off', 'on'] as const) await wrk(targets[side].url, { 'x-api-key': targets[side].key }, connections, 2); // warm-up
    const entries = Number(values.entries);
    if (entries > 0) {
      const cost: Record<string, { fedCpuUs: number; ms: number }> = {};
      for (const side of ['off', 'on'] as const) {
        const answer = once(gateways[side]!, 'message');
        gateways[side]!.send({ feed: entries });
        cost[side] = ((await answer) as [{ fedCpuUs: number; ms: number }])[0];
      }
      console.log(
        `capture alone, ${entries} entries at about 5,000 a second: ${((cost.on.fedCpuUs - cost.off.fedCpuUs) / entries).toFixed(1)} µs of gateway CPU per entry (on ${(cost.on.fedCpuUs / 1000).toFixed(0)} ms, off ${(cost.off.fedCpuUs / 1000).toFixed(0)} ms of CPU)`,
      );
    }
    const publishedBefore = (await stats('on')).published;
    const system = children[1];
    if (deferred) system.kill('SIGSTOP');
    // CPU per request: the gateway's process and the broker's (which serves others too), steadier figures than
    // req/s on a machine shared with others. Together, the broker's figure is per request of both sides.
    const load = async (sides: readonly ('on' | 'off')[]) => {
      const cpu = await Promise.all(sides.map(stats));
      const broker = brokerCpuSeconds();
      const done = await Promise.all(sides.map((side) => wrk(targets[side].url, { 'x-api-key': targets[side].key }, connections, seconds)));
      const cpuAfter = await Promise.all(sides.map(stats));
      const brokerAfter = brokerCpuSeconds();
      const all = done.reduce((n, w) => n + w.requestsPerSecond * seconds, 0);
      sides.forEach((side, i) => {
        const w = done[i];
        const requests = w.requestsPerSecond * seconds;
        const f: Figures = { ...w, gatewayCpuUs: (cpuAfter[i].cpuUs - cpu[i].cpuUs) / requests, brokerCpuUs: broker !== null && brokerAfter !== null ? ((brokerAfter - broker) * 1e6) / all : null };
        figures[side].push(f);
        console.log(
          `  capture ${side.padEnd(3)}: ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, errors ${f.errors}; CPU per request: gateway ${f.gatewayCpuUs.toFixed(0)} µs, broker ${f.brokerCpuUs?.toFixed(0) ?? '?'} µs`,
        );
      });
    };
    for (let round = 0; round < rounds; round++) {
      if (together) await load(['off', 'on']);
      else for (const side of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) await load([side]);
    }
    if (deferred) system.kill('SIGCONT');
    if (rounds > 0) {
      const mean = (side: 'on' | 'off', k: 'requestsPerSecond' | 'p99' | 'gatewayCpuUs' | 'brokerCpuUs') => figures[side].reduce((s, f) => s + (f[k] ?? NaN), 0) / figures[side].length;
      const drop = (1 - mean('on', 'requestsPerSecond') / mean('off', 'requestsPerSecond')) * 100;
      const cpuAdded = (mean('on', 'gatewayCpuUs') / mean('off', 'gatewayCpuUs') - 1) * 100;
      for (const side of ['off', 'on'] as const) {
        console.log(
          `capture ${side}:${side === 'on' ? ' ' : ''} ${mean(side, 'requestsPerSecond').toFixed(0)} req/s (p99 ${mean(side, 'p99').toFixed(1)} ms); CPU per request: gateway ${mean(side, 'gatewayCpuUs').toFixed(0)} µs, broker ${mean(side, 'brokerCpuUs').toFixed(0)} µs`,
        );
      }
      console.log(`throughput with capture: ${drop >= 0 ? `${drop.toFixed(1)}% lower` : `${(-drop).toFixed(1)}% higher`} (target: under 5% lower)`);
      // Each round's two sides ran back to back: their ratio, then the median of the rounds, is less swayed by a burst
      // of other work on the shared machine than the means are.
      const ratios = figures.on.map((f, i) => f.requestsPerSecond / figures.off[i].requestsPerSecond).sort((a, b) => a - b);
      const median = ratios.length % 2 ? ratios[(ratios.length - 1) / 2] : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
      console.log(`median of the rounds' on/off throughput: ${median.toFixed(3)} (${median <= 1 ? `${((1 - median) * 100).toFixed(1)}% lower` : `${((median - 1) * 100).toFixed(1)}% higher`}; rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`);
      console.log(`gateway CPU per request with capture: ${cpuAdded >= 0 ? `${cpuAdded.toFixed(1)}% more` : `${(-cpuAdded).toFixed(1)}% less`}`);
    }

    // Every entry published (warm-up included) must be stored by svc-system, once; the gateway's close flushes
    // what it still held.
    const { published } = await stats('on');
    await ask(gateways.on!, 'close');
    const db = await mongoose.createConnection(process.env.MONGO_URL ?? DEFAULT_MONGO_URL, { dbName: systemDb }).asPromise();
    const stored = () => db.collection('audit_entries').countDocuments({ requestUrl: { $regex: '^/api/v1/' } });
    const deadline = Date.now() + 120_000;
    let count = await stored();
    while (count < published && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      count = await stored();
    }
    console.log(`audit entries: published ${published} (${published - publishedBefore} under measurement), stored ${count}, lost ${published - count}`);
    await db.dropDatabase();
    await db.close();
    if (count !== published) process.exitCode = 1;
  } finally {
    children[1]?.kill('SIGCONT');
    for (const gw of Object.values(gateways)) if (gw.connected) gw.send('close');
    await Promise.all(Object.values(gateways).map((gw) => (gw.exitCode === null ? once(gw, 'exit') : undefined)));
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : undefined)));
    const admin = new Kafka({ brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (topics.length) await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.disconnect();
  }
}
