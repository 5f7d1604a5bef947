import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { Schema } from 'mongoose';
import { ConfigResourceTypes, Kafka } from 'kafkajs';
import { modelsDescribed, type ModelDescriptions } from '@firecrest/contracts';
import { baseConfigSchema, infrastructure, type BaseConfig, type ReceivedEvent } from '../src';
import { buildTestService, testTopicPrefix, type TestService } from '../src/testing';

describe('a service started through the kit describes its models', () => {
  const prefix = testTopicPrefix();
  const received: ReceivedEvent<ModelDescriptions>[] = [];
  let owner: TestService<BaseConfig>;
  let reader: TestService<BaseConfig>;

  beforeAll(async () => {
    const env = { KAFKA_TOPIC_PREFIX: prefix };
    owner = await buildTestService<BaseConfig>(
      'svc-owner',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-owner', config });
        // Compiled after the infrastructure, as services do: the description is made once every plugin has run.
        f.db.model('Station', new Schema({ callSign: { type: String, required: true, unique: true }, watches: [new Schema({ name: String })] }));
      }),
      env,
    );
    // Started afterwards, reading from the start: what a new svc-system does.
    reader = await buildTestService<BaseConfig>(
      'svc-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-reader', config });
        f.events.subscribe(modelsDescribed, async (event) => void received.push(event), { fromBeginning: true });
      }),
      env,
    );
  });
  afterAll(async () => {
    await reader?.close();
    await owner?.close();
  });

  it('publishes them once ready, keyed by the service, with every field and sub-document', async () => {
    await expect.poll(() => received.some((e) => e.key === 'svc-owner'), { timeout: 15_000, interval: 100 }).toBe(true);
    const event = received.find((e) => e.key === 'svc-owner')!;
    expect(event.payload).toMatchObject({ service: 'svc-owner', describedAt: expect.any(String) });
    expect(event.payload.models).toEqual([
      {
        name: 'Station',
        collection: 'stations',
        fields: [
          { name: 'callSign', type: 'String', required: true, index: true },
          { name: 'watches', type: 'Object[]', required: false, index: false },
          { name: '_id', type: 'ObjectId', required: true, index: true },
          { name: '__v', type: 'Number', required: false, index: false },
        ],
        embedded: [{ path: 'watches', fields: [{ name: 'name', type: 'String', required: false, index: false }, { name: '_id', type: 'ObjectId', required: true, index: true }] }],
      },
    ]);
    // The reader describes itself too (no models of its own).
    await expect.poll(() => received.find((e) => e.key === 'svc-reader')?.payload.models, { timeout: 15_000, interval: 100 }).toEqual([]);
  });

  it('on a compacted topic, so the latest description of every service stays for readers that come later', async () => {
    const admin = new Kafka({ brokers: owner.config.KAFKA_BROKERS.split(','), logLevel: 0 }).admin();
    await admin.connect();
    try {
      const topic = owner.server.events.topicOf(modelsDescribed);
      const { resources } = await admin.describeConfigs({ includeSynonyms: false, resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['cleanup.policy'] }] });
      expect(resources[0].configEntries).toEqual([expect.objectContaining({ configName: 'cleanup.policy', configValue: 'compact' })]);
    } finally {
      await admin.disconnect();
    }
  });
});
