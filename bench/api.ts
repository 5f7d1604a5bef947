/**
 * REST API v1 benchmark (issue #3): requests/s and p50/p99 latency of `GET /api/v1/employees?itemsPerPage=200`
 * through the gateway and straight to svc-public-api, next to a bare Fastify "hello" route measured in the same
 * run, plus a full cursor walk of /api/v1/training-events. Prints its figures; it asserts nothing.
 *
 *   ./firecrest bench [--size default|bench-employees|bench] [--connections 50] [--duration 10] [--keep]
 *
 * It starts a stack of its own (ports +200; named, and its databases and topics prefixed, "bench" for the default size
 * and "bench_<size>" for the others) and loads the demo data of the size asked the first time (bench-employees:
 * 100,000 employees; bench: 100,000 employees and 1,000,000 training events).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { allPermissions, DEFAULT_PORTS } from '@firecrest/contracts';
import { IDENTITY_HEADER, signIdentity } from '@firecrest/service-kit';
import { startStack } from '../scripts/stack';
import type { DemoSize } from '../scripts/demo-data';
import { readModelCaughtUp } from '../scripts/read-model-caught-up';
import { consumersIdle } from './consumers-idle';
import { wrk } from './wrk';
import { benchApiKey } from './stack-api-key';
import { cursorWalk, percentile } from './cursor-walk';

const { values } = parseArgs({ options: { size: { type: 'string', default: 'default' }, connections: { type: 'string', default: '50' }, duration: { type: 'string', default: '10' }, keep: { type: 'boolean', default: false } } });
const size = values.size as DemoSize;
const connections = Number(values.connections);
const duration = Number(values.duration);
const OFFSET = 200;

// The benchmark measures the API, not the per-key rate limit.
process.env.API_RATE_LIMIT_PER_MINUTE = '1000000000';
// Each size has databases and topics of its own: a stack loads its data once, and a size must not measure another's.
const isolation = size === 'default' ? 'bench' : `bench_${size.replace(/-/g, '_')}`;
// Named for the size too: a stack kept running (--keep) for another size refuses the ports instead of being measured.
const stack = await startStack({ name: isolation, portOffset: OFFSET, isolation, logLevel: 'warn', demoData: size });
const gateway = stack.gatewayUrl;
const publicApi = `http://127.0.0.1:${DEFAULT_PORTS['svc-public-api'] + OFFSET}`;

console.log('bench: stack ready; creating an API key');
const key = await benchApiKey(gateway, stack.adminPassword);
const secret = (await import('node:fs')).readFileSync(`${stack.dir}/internal-token-secret`, 'utf8').trim();
const identity = async () => ({
  [IDENTITY_HEADER]: await signIdentity({ id: 'bench', username: 'bench', name: 'Bench', mustChangePassword: false, accessAllLocations: true, roles: [], permissions: allPermissions(), via: 'apiKey' }, secret, 'svc-public-api'),
});


/** Under load: wrk at --connections for --duration (a request may take two minutes before it counts as an error). */
async function measure(title: string, url: string, headers: () => Promise<Record<string, string>>) {
  // wrk sends the same headers every time: a direct call to a service goes through the signing forwarder instead
  // (identity tokens are single-use).
  const result = await wrk(url, await headers(), connections, duration);
  const row = { title, 'req/s': Math.round(result.requestsPerSecond), 'p50 ms': Math.round(result.p50 * 10) / 10, 'p99 ms': Math.round(result.p99 * 10) / 10, errors: result.errors };
  console.log(`  ${title.padEnd(50)} ${String(row['req/s']).padStart(6)} req/s   p50 ${String(row['p50 ms']).padStart(6)} ms   p99 ${String(row['p99 ms']).padStart(6)} ms   errors ${row.errors}`);
  return row;
}

interface Side {
  title: string;
  url: string | ((i: number) => string);
  headers: () => Promise<Record<string, string>>;
  status?: number;
}

/**
 * One request at a time on an idle stack: what a single caller waits, and so the gateway's own share of it. Sides
 * measured together take turns call by call (each starting in turn), so a busy moment of the machine falls on all.
 */
async function oneAtATime(count: number, ...sides: Side[]) {
  const times = sides.map(() => [] as number[]);
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < sides.length; k++) {
      const which = (i + k) % sides.length;
      const { title, url, headers, status = 200 } = sides[which];
      const h = await headers();
      const t = performance.now();
      const res = await fetch(typeof url === 'string' ? url : url(i), { headers: h });
      await res.arrayBuffer();
      if (res.status !== status) throw new Error(`${title} answered ${res.status}`);
      times[which].push(performance.now() - t);
    }
  }
  return sides.map(({ title }, k) => {
    const sorted = times[k].sort((a, b) => a - b);
    const row = { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    console.log(`  ${title.padEnd(44)} ${String(count).padStart(8)} calls   p50 ${row.p50.toFixed(1).padStart(7)} ms   p99 ${row.p99.toFixed(1).padStart(7)} ms`);
    return row;
  });
}

/**
 * Employees pages no one has asked for yet (svc-public-api reuses a finished answer while the read model is
 * unchanged, so a repeated URL measures the reuse): 40 distinct pages, orders and filters. The run's mark, a
 * parameter the API ignores, keeps a stack kept from an earlier run (--keep) from answering them from memory.
 */
const run = Date.now().toString(36);
const freshPage = (i: number) =>
  `/api/v1/employees?itemsPerPage=200&page=${i % 5}&orderBy=${['lastName', 'id'][Math.floor(i / 5) % 2]}&orderByDescending=${Math.floor(i / 10) % 2 === 1}&activeOnly=${i < 20}&run=${run}`;

/** Requests abandoned by a load run are still being answered: wait until a single call is about as fast as idle. */
async function settle(url: string, headers: () => Promise<Record<string, string>>, idleMs: number) {
  for (;;) {
    const t = performance.now();
    await (await fetch(url, { headers: await headers() })).arrayBuffer();
    if (performance.now() - t < 2 * idleMs + 20) return;
  }
}

/** Starts a bench process that prints `listening <port>`. */
async function spawnServer(file: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(file, import.meta.url).pathname, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { child, port: Number(String(line).split(' ')[1]) };
}
const { child: hello, port: helloPort } = await spawnServer('./hello-server.ts');
const { child: bareProxy, port: bareProxyPort } = await spawnServer('./proxy-server.ts', `http://127.0.0.1:${helloPort}`);
// Under load, "direct" is through this: a fresh identity per call (a token is accepted once), nothing else.
process.env.SIGNING_SECRET = secret;
const { child: signer, port: signerPort } = await spawnServer('./signing-forwarder.ts', publicApi, 'svc-public-api');
const signed = `http://127.0.0.1:${signerPort}`;

try {
  console.log('bench: waiting until the read model holds what the owners hold');
  const caughtUp = await readModelCaughtUp({ portOffset: OFFSET, secret });
  console.log(`bench: read model caught up after ${caughtUp.seconds.toFixed(1)} s`);
  const idle = await consumersIdle(`${isolation}.`);
  console.log(`bench: every consumer group (${idle.groups}) idle after ${idle.seconds.toFixed(1)} s more`);
  const page = '/api/v1/employees?itemsPerPage=200';
  const withKey = async () => ({ 'x-api-key': key });
  console.log(`\nFirecrest REST API benchmark: size ${size}, ${caughtUp.employees} employees in the read model\n\nOne request at a time, idle stack:`);
  // Each computed page reads the whole collection on the local FerretDB: a few suffice for the big sizes.
  const computed = size === 'default' ? 20 : 3;
  const [directFresh, gatewayFresh] = await oneAtATime(
    computed,
    { title: 'svc-public-api employees page, computed (direct)', url: (i) => `${publicApi}${freshPage(i)}`, headers: identity },
    { title: 'gateway employees page, computed (X-API-Key)', url: (i) => `${gateway}${freshPage(20 + i)}`, headers: withKey },
  );
  await fetch(`${publicApi}${page}`, { headers: await identity() }).then((res) => res.arrayBuffer());
  const [directIdle, gatewayIdle] = await oneAtATime(
    100,
    { title: 'svc-public-api employees page, reused (direct)', url: `${publicApi}${page}`, headers: identity },
    { title: 'gateway employees page, reused (X-API-Key)', url: `${gateway}${page}`, headers: withKey },
  );
  const etag = (await fetch(`${gateway}${page}`, { headers: await withKey() })).headers.get('etag')!;
  await oneAtATime(100, { title: 'gateway employees page, If-None-Match: 304', url: `${gateway}${page}`, headers: async () => ({ ...(await withKey()), 'if-none-match': etag }), status: 304 });
  // A list of a few rows: the backend's work is small, so the difference is the gateway's own.
  const [lightDirect, lightGateway] = await oneAtATime(
    100,
    { title: 'svc-public-api roles list (direct)', url: `${publicApi}/api/v1/roles`, headers: identity },
    { title: 'gateway roles list (X-API-Key)', url: `${gateway}/api/v1/roles`, headers: withKey },
  );
  // A path svc-public-api answers 404 without touching the database: what is left is the gateway and the extra hop.
  const [bareDirect, bareGateway] = await oneAtATime(
    300,
    { title: 'svc-public-api unknown path, 404 (direct)', url: `${publicApi}/api/v1/no-such-list`, headers: identity, status: 404 },
    { title: 'gateway unknown path, 404 (X-API-Key)', url: `${gateway}/api/v1/no-such-list`, headers: withKey, status: 404 },
  );
  // The same second hop with nothing else: a bare Fastify proxy in front of the hello process.
  const [helloDirect, helloProxied] = await oneAtATime(
    300,
    { title: 'bare Fastify hello (direct)', url: `http://127.0.0.1:${helloPort}/hello`, headers: async () => ({}) },
    { title: 'bare Fastify hello through a bare proxy', url: `http://127.0.0.1:${bareProxyPort}/hello`, headers: async () => ({}) },
  );
  // The newest event can arrive before older ones (partitions replay side by side): walk until all are there.
  const walkEvents = () => cursorWalk(gateway, key, '/api/v1/training-events?itemsPerPage=500');
  let walk = await walkEvents();
  for (let tries = 0; walk.items < caughtUp.trainingEvents && tries < 30; tries++) {
    await new Promise((r) => setTimeout(r, 1_000));
    walk = await walkEvents();
  }
  console.log(`  cursor walk /api/v1/training-events           ${walk.items} events in ${walk.pages} pages of 500, ${walk.seconds} s; page p50 ${walk.p50} ms, p99 ${walk.p99} ms`);
  console.log(`\n${connections} connections, ${duration} s each:`);
  const baseline = await measure('bare Fastify hello', `http://127.0.0.1:${helloPort}/hello`, async () => ({}));
  await measure('bare Fastify hello through a bare proxy', `http://127.0.0.1:${bareProxyPort}/hello`, async () => ({}));
  const direct = await measure('svc-public-api employees page, reused (direct, via the signing forwarder)', `${signed}${page}`, async () => ({}));
  await settle(`${publicApi}${page}`, identity, directIdle.p50);
  const viaGateway = await measure('gateway employees page, reused (X-API-Key)', `${gateway}${page}`, withKey);
  // What most HTTP clients send: the 120 KB page travels as 17 KB.
  const gzip = { 'accept-encoding': 'gzip' };
  const directGzip = await measure('svc-public-api employees page, reused, gzip (direct, via the signing forwarder)', `${signed}${page}`, async () => gzip);
  const viaGatewayGzip = await measure('gateway employees page, reused, gzip (X-API-Key)', `${gateway}${page}`, async () => ({ ...(await withKey()), ...gzip }));
  console.log(`
  a second process on the path, p50:    +${(helloProxied.p50 - helloDirect.p50).toFixed(2)} ms (bare Fastify proxy in front of hello)
  gateway beyond that hop, p50:         +${(bareGateway.p50 - bareDirect.p50 - (helloProxied.p50 - helloDirect.p50)).toFixed(2)} ms (key check, allow-list, rate limit, audit, identity)   (target: under 1 ms)
  gateway's share, p50 one at a time:   +${(bareGateway.p50 - bareDirect.p50).toFixed(2)} ms with no backend work, +${(lightGateway.p50 - lightDirect.p50).toFixed(2)} ms on the roles list, +${(gatewayIdle.p50 - directIdle.p50).toFixed(2)} ms on the employees page reused, +${(gatewayFresh.p50 - directFresh.p50).toFixed(2)} ms computed
  gateway p99 at ${connections} connections:        ${viaGateway['p99 ms']} ms as it is, ${viaGatewayGzip['p99 ms']} ms gzipped   (target: under 50 ms at 50 connections)
  cursor walk vs hello, one at a time:  ${walk.pagesPerSecond.toFixed(1)} pages/s; a page's p50 ${walk.p50} ms is ${(Number(walk.p50) / helloDirect.p50).toFixed(0)}x a hello's ${helloDirect.p50.toFixed(2)} ms
  throughput vs hello:                  gateway ${(viaGateway['req/s'] / baseline['req/s']).toFixed(3)}x (gzip ${(viaGatewayGzip['req/s'] / baseline['req/s']).toFixed(3)}x), direct ${(direct['req/s'] / baseline['req/s']).toFixed(3)}x (gzip ${(directGzip['req/s'] / baseline['req/s']).toFixed(3)}x; through the signing forwarder, one bare hop) of ${baseline['req/s']} req/s
`);
} finally {
  hello.kill();
  bareProxy.kill();
  signer.kill();
  if (!values.keep) {
    const { stopStack } = await import('../scripts/stack');
    await stopStack(isolation);
  }
}
