import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { defineEntityEvents } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig } from '../src';
import { buildTestService, type TestService, testTopicPrefix, uniqueSuffix } from '../src/testing';

interface Step {
  id: number;
  seq: number;
  lastModifiedDate: string;
}
const stepEvents = defineEntityEvents<Step>('test.group-step', {
  type: 'object',
  required: ['id', 'seq', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, seq: { type: 'integer' }, lastModifiedDate: { type: 'string', format: 'date-time' } },
});

const KEYS = 40;
const STEPS = 15;

/** Issue 35: two instances of one service are one consumer group; they share the partitions and keep each entity's order. */
describe('consumer groups across instances', () => {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), MONGO_DB: `test_group_sharing_${uniqueSuffix()}` };
  const handled: { instance: string; id: number; seq: number }[] = [];
  const instances: TestService<BaseConfig>[] = [];
  const startInstance = (instance: string) =>
    buildTestService<BaseConfig>(
      'svc-group-steps',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-group-steps', config });
        f.events.subscribe(
          stepEvents.updated,
          async ({ payload }) => {
            handled.push({ instance, id: payload.id, seq: payload.seq });
            // A little work per event, so both instances are busy at once.
            await new Promise((r) => setTimeout(r, 2));
          },
          { fromBeginning: true },
        );
      }),
      env,
    );

  beforeAll(async () => {
    // Ready resolves once each has joined the group: after the second, the partitions are shared.
    instances.push(await startInstance('a'));
    instances.push(await startInstance('b'));
  });
  afterAll(async () => {
    for (const s of instances) await s.close();
  });

  it('each event is handled once, by one of the two, and each entity’s events in the order written', async () => {
    const events: Step[] = [];
    for (let seq = 1; seq <= STEPS; seq++) for (let id = 1; id <= KEYS; id++) events.push({ id, seq, lastModifiedDate: new Date().toISOString() });
    await instances[0]!.server.events.publishMany(stepEvents.updated, events, (e) => String(e.id));

    await expect.poll(() => handled.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(KEYS * STEPS);
    await new Promise((r) => setTimeout(r, 500));
    expect(handled).toHaveLength(KEYS * STEPS);
    expect(new Set(handled.map((h) => `${h.id}:${h.seq}`)).size).toBe(KEYS * STEPS);
    for (let id = 1; id <= KEYS; id++) {
      const mine = handled.filter((h) => h.id === id);
      // One instance holds an entity's partition, and meets its events in the order they were written.
      expect(new Set(mine.map((h) => h.instance)).size).toBe(1);
      expect(mine.map((h) => h.seq)).toEqual(Array.from({ length: STEPS }, (_, k) => k + 1));
    }
    expect(new Set(handled.map((h) => h.instance))).toEqual(new Set(['a', 'b']));
  });
});
