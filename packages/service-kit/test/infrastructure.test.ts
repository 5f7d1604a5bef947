import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { Schema } from 'mongoose';
import { defineEvent } from '@firecrest/contracts';
import { BULK_WRITE_RUN, baseConfigSchema, bulkWriteInRuns, infrastructure, type BaseConfig, type ReceivedEvent } from '../src';
import { buildTestService, type TestService, testTopicPrefix } from '../src/testing';

interface Drill {
  id: string;
  station: string;
  minutes: number;
}
const drillScheduled = defineEvent<Drill>('test.drill.scheduled', {
  type: 'object',
  required: ['id', 'station', 'minutes'],
  additionalProperties: false,
  properties: { id: { type: 'string' }, station: { type: 'string' }, minutes: { type: 'integer', minimum: 1 } },
});

describe('real infrastructure', () => {
  const prefix = testTopicPrefix();
  const received: ReceivedEvent<Drill>[] = [];
  let producer: TestService<BaseConfig>;
  let consumer: TestService<BaseConfig>;

  beforeAll(async () => {
    const env = { KAFKA_TOPIC_PREFIX: prefix };
    producer = await buildTestService<BaseConfig>(
      'svc-producer',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-producer', config });
      }),
      env,
    );
    consumer = await buildTestService<BaseConfig>(
      'svc-consumer',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-consumer', config });
        f.events.subscribe(drillScheduled, async (event: ReceivedEvent<Drill>) => {
          received.push(event);
        });
      }),
      env,
    );
  });
  afterAll(async () => {
    await producer?.close();
    await consumer?.close();
  });

  it('delivers an event published by one service to another over the broker, with the request id', async () => {
    await producer.server.events.publish(drillScheduled, { id: 'd1', station: 'Red Watch, Station 12', minutes: 90 }, { key: 'd1', requestId: 'req-kafka-1' });
    await expect.poll(() => received.length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect(received[0]).toMatchObject({ payload: { id: 'd1', minutes: 90 }, key: 'd1', requestId: 'req-kafka-1', topic: `${prefix}test.drill.scheduled` });
  });

  it('refuses to publish a payload that breaks the contract', async () => {
    await expect(
      producer.server.events.publish(drillScheduled, { id: 'd2', station: 'x', minutes: 0 } as Drill),
    ).rejects.toThrow(/test.drill.scheduled payload invalid: data\/minutes must be >= 1/);
  });

  it('sends queued events together, each with its own key and request id, and refuses a bad one at once', async () => {
    expect(() => producer.server.events.publishSoon(drillScheduled, { id: 'q0', station: 'x', minutes: 0 } as Drill)).toThrow(/payload invalid/);
    for (let n = 1; n <= 30; n++) producer.server.events.publishSoon(drillScheduled, { id: `q${n}`, station: 'Blue Watch', minutes: n }, { key: `q${n}`, requestId: `req-q${n}` });
    await expect.poll(() => received.filter((e) => e.payload.id.startsWith('q')).length, { timeout: 15_000, interval: 100 }).toBe(30);
    const q7 = received.find((e) => e.payload.id === 'q7');
    expect(q7).toMatchObject({ key: 'q7', requestId: 'req-q7', payload: { minutes: 7 } });
  });

  it('writes a document through mongoose and reads it back from the database', async () => {
    const Station = producer.server.db.model('Station', new Schema({ callSign: String, name: String, phones: [String] }));
    await Station.create({ callSign: 'S12', name: 'Hightown', phones: ['01632 960001'] });
    const found = await Station.findOne({ callSign: 'S12' }).lean();
    expect(found).toMatchObject({ name: 'Hightown', phones: ['01632 960001'] });
    const raw = await producer.server.db.db!.collection('stations').countDocuments({ callSign: 'S12' });
    expect(raw).toBe(1);
  });

  it('applies a bulk write of many statements in runs the database can finish, then still answers', async () => {
    const Crew = producer.server.db.model('Crew', new Schema({ _id: Number, onDuty: Boolean }));
    await Crew.insertMany(Array.from({ length: 3 * BULK_WRITE_RUN }, (_, i) => ({ _id: i, onDuty: false })));
    // In one command, this many updates would hold every pooled connection FerretDB has for the database.
    await bulkWriteInRuns(Crew, Array.from({ length: 3 * BULK_WRITE_RUN }, (_, i) => ({ updateOne: { filter: { _id: i }, update: { $set: { onDuty: true } } } })));
    expect(await Crew.countDocuments({ onDuty: true })).toBe(3 * BULK_WRITE_RUN);
  });

  it('reports ready when the database and the broker answer', async () => {
    const res = await consumer.server.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { mongo: 'up', kafka: 'up' } });
  });
});
