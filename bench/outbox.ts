/**
 * `./firecrest bench outbox`: what the outbox costs a write and what a broker outage does to writes. svc-personnel in
 * this process (own database and topics), stations written through its route one at a time:
 *   1. broker up: latency of a write (stored, published, cleared);
 *   2. broker unreachable for this process (its link cut): latency of a write (stored and queued), every answer 201;
 *   3. link restored: how long until the relay has published everything the outage left.
 *   --writes N (default 200)
 */
import { parseArgs } from 'node:util';
import { buildTestService } from '@firecrest/service-kit/testing';
import { PENDING_FIELD } from '@firecrest/service-kit';
import { app } from '../svc-personnel/src/app';
import { configSchema } from '../svc-personnel/src/config';

const { values } = parseArgs({ options: { writes: { type: 'string', default: '200' } } });
const writes = Number(values.writes);
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const figures = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

const personnel = await buildTestService('svc-personnel', configSchema, app, { LOG_LEVEL: 'silent' });
const headers = await personnel.as();
let n = 0;
async function writeStations(count: number) {
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await personnel.server.inject({ method: 'POST', url: '/personnel/locations', payload: { kind: 'station', callSign: `B${++n}`, name: `Bench ${n}` }, headers });
    ms.push(performance.now() - started);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  }
  return { ms, statuses: [...statuses].map(([s, c]) => `${c}× ${s}`).join(', ') };
}
const pending = () => personnel.server.db.collection('locations').countDocuments({ [PENDING_FIELD]: true });

try {
  await writeStations(20); // warm-up: topics, connections, compiled schemas
  const up = await writeStations(writes);
  console.log(`outbox bench: ${writes} station writes, broker up:          ${figures(up.ms)} (${up.statuses})`);
  personnel.server.events.link.cut();
  const down = await writeStations(writes);
  console.log(`outbox bench: ${writes} station writes, broker unreachable: ${figures(down.ms)} (${down.statuses}); ${await pending()} left pending`);
  const restored = performance.now();
  personnel.server.events.link.restore();
  await personnel.server.outbox.flush();
  while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 100));
  console.log(`outbox bench: link restored, every pending event published and cleared in ${((performance.now() - restored) / 1000).toFixed(1)} s`);
} finally {
  await personnel.close();
}
