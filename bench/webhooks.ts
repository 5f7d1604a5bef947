/**
 * Webhook delivery benchmark (issue #11): domain events on Kafka to signed POSTs on a local receiver, next to a bare
 * kafkajs produce-consume loop on the same broker as the ceiling. Prints its figures; it asserts nothing.
 *
 *   ./firecrest bench webhooks [--events 1000] [--subscriptions 10] [--rate 60]
 *
 * Two runs each: a burst (every event published at once: deliveries per second until the last arrives) and a paced
 * run (`--rate` events per second: p50/p99 from publish to receipt while the service keeps up). svc-webhooks runs in
 * this process (the service kit's test builder: its own database and topic prefix, the real Kafka and FerretDB),
 * as does the receiver, which verifies nothing (signatures are checked by the tests) and answers 200.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { DEFAULT_KAFKA_BROKERS, employeeEvents, type EmployeeEvent } from '@firecrest/contracts';
import { buildTestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import { app } from '../svc-webhooks/src/app';
import { configSchema, type WebhooksConfig } from '../svc-webhooks/src/config';
import { deleteTopics } from '../scripts/test-topics';

const { values } = parseArgs({ options: { events: { type: 'string', default: '1000' }, subscriptions: { type: 'string', default: '10' }, rate: { type: 'string', default: '60' } } });
const EVENTS = Number(values.events);
const SUBSCRIPTIONS = Number(values.subscriptions);
const RATE = Number(values.rate);
const DELIVERIES = EVENTS * SUBSCRIPTIONS;
const prefix = testTopicPrefix().replace(/^test\./, 'bench.webhooks.');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (latencies: number[], firstPublish: number, lastReceipt: number) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { perSecond: Math.round((latencies.length / (lastReceipt - firstPublish)) * 1000), p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const line = (name: string, r: { perSecond: number; p50: number; p99: number }, unit: string) =>
  console.log(`${name.padEnd(44)} ${String(r.perSecond).padStart(7)} ${unit}/s   p50 ${String(r.p50).padStart(5)} ms   p99 ${String(r.p99).padStart(5)} ms`);

const employee = (id: number): EmployeeEvent => ({
  id,
  firstName: 'Bench',
  lastName: `Mark${id}`,
  gartanId: `bench-${id}`,
  email: `bench${id}@brigade.example`,
  address: '1 Bench Street',
  phoneNumbers: ['01632 960000'],
  serviceStartDate: '2020-01-01',
  dateOfBirth: null,
  contracts: [],
  lastModifiedDate: new Date().toISOString(),
});

async function waitUntil(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return done();
}

/** Events in one produce request of a burst: 100,000 in one were more bytes than the broker takes in a request. */
const BURST_CHUNK = 1_000;

/** Publishes `count` events starting at `first`, all at once (rate 0) or `rate` a second in steps of 50 ms. */
async function publishPaced(publish: (batch: EmployeeEvent[]) => Promise<void>, first: number, count: number, rate: number) {
  if (!rate) {
    const chunks = Array.from({ length: Math.ceil(count / BURST_CHUNK) }, (_, c) => Math.min(BURST_CHUNK, count - c * BURST_CHUNK));
    await Promise.all(chunks.map((size, c) => publish(Array.from({ length: size }, (_, k) => employee(first + c * BURST_CHUNK + k)))));
    return;
  }
  const perStep = Math.max(1, Math.round(rate / 20));
  const start = Date.now();
  for (let sent = 0; sent < count; sent += perStep) {
    const due = start + (sent / rate) * 1000;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    await publish(Array.from({ length: Math.min(perStep, count - sent) }, (_, k) => employee(first + sent + k)));
  }
}

/** The ceiling: kafkajs alone, one producer and one consumer group, the same number of messages. */
async function bareKafka(rate: number) {
  const kafka = new Kafka({ clientId: 'bench-webhooks', brokers: (process.env.KAFKA_BROKERS ?? DEFAULT_KAFKA_BROKERS).split(','), logLevel: logLevel.NOTHING });
  const topic = `${prefix}bare.${rate}`;
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });
  // A loaded broker can answer metadata before the new topic's partitions are hosted.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.fetchTopicMetadata({ topics: [topic] });
      break;
    } catch (err) {
      if (attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const producer = kafka.producer();
  await producer.connect();
  const consumer = kafka.consumer({ groupId: `${topic}.group` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const latencies: number[] = [];
  let lastReceipt = 0;
  await consumer.run({
    eachMessage: async ({ message }) => {
      lastReceipt = Date.now();
      latencies.push(lastReceipt - Date.parse(JSON.parse(message.value!.toString()).lastModifiedDate));
    },
  });
  const firstPublish = Date.now();
  await publishPaced((batch) => producer.send({ topic, messages: batch.map((e) => ({ key: String(e.id), value: JSON.stringify(e) })) }).then(() => undefined), 1, DELIVERIES, rate * SUBSCRIPTIONS);
  await waitUntil(() => latencies.length >= DELIVERIES, 120_000);
  await consumer.disconnect();
  await producer.disconnect();
  await admin.disconnect();
  return summary(latencies, firstPublish, lastReceipt);
}

async function webhooks() {
  const received: number[] = [];
  let lastReceipt = 0;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      lastReceipt = Date.now();
      received.push(lastReceipt - Date.parse(JSON.parse(Buffer.concat(chunks).toString()).timestamp));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const svc = await buildTestService<WebhooksConfig>('svc-webhooks', configSchema, app, { WEBHOOKS_ALLOWED_HOSTS: '127.0.0.1', KAFKA_TOPIC_PREFIX: prefix, LOG_LEVEL: 'error' });
  for (let k = 0; k < SUBSCRIPTIONS; k++) {
    const res = await svc.server.inject({ method: 'POST', url: '/webhooks/subscriptions', headers: await svc.as(), payload: { webhookEventTypeId: 1, webhookEventTopicId: 0, targetUrl: `${url}/${k}`, description: `bench ${k}` } });
    if (res.statusCode !== 201) throw new Error(`subscription not made: ${res.body}`);
  }
  const publish = (batch: EmployeeEvent[]) => svc.server.events.publishMany(employeeEvents.updated, batch, (e) => String(e.id));
  const results: Record<string, ReturnType<typeof summary>> = {};
  let next = 1;
  for (const [name, rate] of [['burst', 0], ['paced', RATE]] as const) {
    received.length = 0;
    const firstPublish = Date.now();
    const progress = setInterval(
      () => console.log(`  ${name}: ${received.length} of ${DELIVERIES} received after ${Math.round((Date.now() - firstPublish) / 1000)} s; worker ${JSON.stringify(svc.server.webhookDelivery.worker.stats())}`),
      5_000,
    );
    await publishPaced(publish, next, EVENTS, rate);
    next += EVENTS;
    if (!(await waitUntil(() => received.length >= DELIVERIES, 300_000))) console.log(`  (${name}: only ${received.length} of ${DELIVERIES} deliveries arrived in 5 minutes)`);
    clearInterval(progress);
    results[name] = summary(received, firstPublish, lastReceipt);
  }
  await svc.close();
  receiver.closeAllConnections();
  receiver.close();
  return results;
}

console.log(`Webhooks: ${EVENTS} events x ${SUBSCRIPTIONS} subscriptions = ${DELIVERIES} deliveries on one local receiver; paced at ${RATE} events/s (${RATE * SUBSCRIPTIONS} deliveries/s)`);
try {
  const hooks = await webhooks();
  line('svc-webhooks burst (publish all, drain)', hooks.burst!, 'deliveries');
  line(`svc-webhooks paced (${RATE * SUBSCRIPTIONS} deliveries/s offered)`, hooks.paced!, 'deliveries');
  line('bare kafkajs burst (ceiling)', await bareKafka(0), 'messages');
  line(`bare kafkajs paced (${RATE * SUBSCRIPTIONS} messages/s offered)`, await bareKafka(RATE), 'messages');
} finally {
  await deleteTopics(prefix).catch(() => undefined);
}
process.exit(0);
