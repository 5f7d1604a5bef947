import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fp from 'fastify-plugin';
import { Kafka, logLevel } from 'kafkajs';
import { defineEntityEvents } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { buildTestService, type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';

interface Station {
  id: number;
  lastModifiedDate: string;
}
const stationWrites = defineEntityEvents<Station>('test.broker-loss-station', {
  type: 'object',
  required: ['id', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, lastModifiedDate: { type: 'string', format: 'date-time' } },
});

const STACK = resolve(import.meta.dirname, '../stack.sh');
const WRITES = 120;
// Ports of their own, clear of the shared infra (19092, 27027) and the stacks (3000-3999).
const ports = { KAFKA_PORT: '29392', KAFKA_CONTROLLER_PORT: '29393', MONGO_PORT: '29327' };
const BROKERS = '127.0.0.1:29392,127.0.0.1:29394,127.0.0.1:29396';

/**
 * Issue 35, fault test 2: a three-broker KRaft Kafka (infra/stack.sh, FIRECREST_KAFKA_BROKERS=3), topics with three
 * copies; one broker SIGKILLed under a stream of writes, then started again. Every acknowledged write is read.
 */
describe('one Kafka broker of three lost under writes', { timeout: 240_000 }, () => {
  const data = mkdtempSync(join(tmpdir(), 'firecrest-kafka3-'));
  const env = { ...process.env, ...ports, FIRECREST_DATA: data, FIRECREST_KAFKA_BROKERS: '3' };
  const stack = (command: string) => {
    const run = spawnSync('bash', [STACK, command], { env, encoding: 'utf8', timeout: 200_000 });
    if (run.status !== 0) throw new Error(`infra/stack.sh ${command} failed: ${run.stderr}`);
  };
  const services: TestService<BaseConfig>[] = [];
  const read = new Set<number>();

  beforeAll(async () => {
    stack('up');
    const shared = { KAFKA_BROKERS: BROKERS, KAFKA_REPLICATION_FACTOR: '3', KAFKA_TOPIC_PREFIX: testTopicPrefix() };
    services.push(
      await buildTestService<BaseConfig>(
        'svc-broker-loss-reader',
        baseConfigSchema,
        fp<{ config: BaseConfig }>(async (f, { config }) => {
          await f.register(infrastructure, { service: 'svc-broker-loss-reader', config });
          f.events.subscribe(stationWrites.created, async ({ payload }) => void read.add(payload.id), { fromBeginning: true });
        }),
        shared,
      ),
    );
    services.push(
      await buildTestService<BaseConfig>(
        'svc-broker-loss-writer',
        baseConfigSchema,
        fp<{ config: BaseConfig }>(async (f, { config }) => f.register(infrastructure, { service: 'svc-broker-loss-writer', config })),
        shared,
      ),
    );
  }, 240_000);
  afterAll(async () => {
    for (const s of services.reverse()) await s.close().catch(() => undefined);
    try {
      stack('reset');
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes go on being acknowledged, and every acknowledged one is read, with the broker gone and back', async () => {
    const writer = services[1]!.server;
    // Three copies of the topic, as configured (not the brokers' default).
    const admin = new Kafka({ brokers: BROKERS.split(','), logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const topic = writer.events.topicOf(stationWrites.created as never);
    await writer.events.publish(stationWrites.created, { id: 0, lastModifiedDate: new Date().toISOString() }, { key: '0' });
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    await admin.disconnect();
    expect(metadata.topics[0]!.partitions.map((p) => p.replicas.length)).toEqual([3, 3, 3]);

    const acknowledged: number[] = [];
    const write = async (id: number) => {
      await writer.events.publish(stationWrites.created, { id, lastModifiedDate: new Date().toISOString() }, { key: String(id) });
      acknowledged.push(id);
    };
    for (let id = 1; id <= 40; id++) await write(id);
    process.kill(Number(readFileSync(join(data, 'infra/kafka-2.pid'), 'utf8')), 'SIGKILL');
    const writesStarted = Date.now();
    for (let id = 41; id <= 80; id++) await write(id);
    // Each write answers within the outbox's wait (1 s) at most, broker gone or not.
    expect(Date.now() - writesStarted).toBeLessThan(40 * 1_500);
    stack('up');
    for (let id = 81; id <= WRITES; id++) await write(id);

    expect(acknowledged).toHaveLength(WRITES);
    await expect.poll(() => acknowledged.filter((id) => !read.has(id)), { timeout: 90_000, interval: 500 }).toEqual([]);
  });
});
