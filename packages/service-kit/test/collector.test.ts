import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { defineEvent } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig, type ReceivedEvent } from '../src';
import { buildTestService, uniqueSuffix, type TestService, testTopicPrefix } from '../src/testing';

interface Ping {
  n: number;
}
interface Pings {
  items: Ping[];
}
const pingsRecorded = defineEvent<Pings>('test.pings.recorded', {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    items: { type: 'array', minItems: 1, items: { type: 'object', required: ['n'], additionalProperties: false, properties: { n: { type: 'integer', minimum: 0 } } } },
  },
});

/** A service that collects pings into batch events, as the gateway collects audit entries. */
const producerApp = fp<{ config: BaseConfig }>(async (f, { config }) => {
  await f.register(infrastructure, { service: 'svc-pinger', config });
  f.decorate('pings', f.events.collect(pingsRecorded, (items: Ping[]) => ({ items }), { lingerMs: 50, max: 100 }));
});
type Producer = TestService<BaseConfig> & { server: { pings: { add(p: Ping): void; pending: number } } };

describe('events.collect: many items, one event per window, nothing lost', () => {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), MONGO_DB: `test_collect_${uniqueSuffix()}` };
  const received: ReceivedEvent<Pings>[] = [];
  const numbers = () => received.flatMap((e) => e.payload.items.map((i) => i.n));
  let reader: TestService<BaseConfig>;
  const started: Producer[] = [];
  const startProducer = async () => {
    const s = (await buildTestService<BaseConfig>('svc-pinger', baseConfigSchema, producerApp, env)) as Producer;
    started.push(s);
    return s;
  };

  beforeAll(async () => {
    reader = await buildTestService<BaseConfig>(
      'svc-ping-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-ping-reader', config });
        f.events.subscribe(pingsRecorded, async (event) => {
          received.push(event);
        });
      }),
      { KAFKA_TOPIC_PREFIX: env.KAFKA_TOPIC_PREFIX },
    );
  });
  afterAll(async () => {
    await reader?.close();
    await started.at(-1)?.close();
  });

  it('sends the items of a window as one event, at most `max` each, and drops only an item its contract refuses', async () => {
    const producer = await startProducer();
    for (let n = 0; n < 250; n++) producer.server.pings.add({ n });
    producer.server.pings.add({ n: -1 });
    await expect.poll(() => numbers().length, { timeout: 15_000, interval: 100 }).toBe(250);
    expect(numbers().sort((a, b) => a - b)).toEqual(Array.from({ length: 250 }, (_, n) => n));
    // 250 items in 3 events (100, 100, then the 50 left with the refused one at the window's end), not 250.
    expect(received.map((e) => e.payload.items.length).sort((a, b) => a - b)).toEqual([50, 100, 100]);
  });

  it('flushes what is queued on close, and keeps it while the broker is away, to deliver it later', async () => {
    received.length = 0;
    const producer = started.at(-1)!;
    producer.server.events.link.cut();
    for (let n = 1000; n < 1010; n++) producer.server.pings.add({ n });
    // Closed at once, within the window: the close flushes them; the broker is away, so the outbox keeps them.
    await producer.server.close();
    expect(producer.server.pings.pending).toBe(0);
    // The next run of the service (same database) relays what was kept.
    await startProducer();
    // At least once (a kept copy may also have left): each item there.
    await expect.poll(() => [...new Set(numbers())].sort((a, b) => a - b), { timeout: 30_000, interval: 200 }).toEqual(Array.from({ length: 10 }, (_, i) => 1000 + i));
  });
});
