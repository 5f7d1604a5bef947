import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { Schema } from 'mongoose';
import { defineEntityEvents } from '@firecrest/contracts';
import { baseConfigSchema, counterSchema, entityRoutes, infrastructure, OUTBOX_FIELD, PENDING_FIELD, type BaseConfig, type EntityDoc } from '../src';
import { buildTestService, uniqueSuffix, type TestService, testTopicPrefix } from '../src/testing';

interface Drill {
  id: number;
  name: string;
  lastModifiedDate: string;
}
interface DrillDoc extends EntityDoc {
  name: string;
}
const drillEvents = defineEntityEvents<Drill>('test.outbox-drill', {
  type: 'object',
  required: ['id', 'name', 'lastModifiedDate'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: { type: 'string' }, lastModifiedDate: { type: 'string', format: 'date-time' } },
});

/** A service owning one entity through entityRoutes, as every owner does. */
const ownerApp = fp<{ config: BaseConfig }>(async (f, { config }) => {
  await f.register(infrastructure, { service: 'svc-drills', config });
  const Drills = f.db.model<DrillDoc>('Drill', new Schema<DrillDoc>({ _id: Number, name: String, lastModifiedDate: Date }, { versionKey: false }));
  const Counter = f.db.model('Counter', counterSchema);
  await f.register(
    entityRoutes<DrillDoc, { name: string }, Drill>({
      noun: 'Drill',
      module: 'EMPLOYEES',
      model: Drills,
      counters: Counter,
      events: drillEvents,
      body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' } } },
      prepare: async (body) => ({ name: body.name }),
      toEvent: (d) => ({ id: d._id, name: d.name, lastModifiedDate: d.lastModifiedDate.toISOString() }),
      listFilters: [],
    }),
    { prefix: '/drills' },
  );
});

// Each test waits up to 30 s for the copy after the broker comes back, so the default 30 s test timeout cut the wait short.
describe('outbox: no stored write is left without its event', { timeout: 60_000 }, () => {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), MONGO_DB: `test_outbox_${uniqueSuffix()}` };
  /** The consumer's copy, kept as every read model keeps one: newest lastModifiedDate wins, deletions are tombstones. */
  const copy = new Map<number, { name: string | null; at: string }>();
  const apply = (id: number, name: string | null, at: string) => {
    const held = copy.get(id);
    if (!held || held.at <= at) copy.set(id, { name, at });
  };
  let owner: TestService<BaseConfig>;
  let reader: TestService<BaseConfig>;
  let headers: Record<string, string>;
  const started: TestService<BaseConfig>[] = [];

  const startOwner = async () => {
    const s = await buildTestService<BaseConfig>('svc-drills', baseConfigSchema, ownerApp, env);
    started.push(s);
    return s;
  };
  /** The owner's drills as the copy should end up: names by id, deleted ones absent. */
  const ownerRows = async (s: TestService<BaseConfig>) =>
    Object.fromEntries((await s.server.inject({ method: 'GET', url: '/drills?itemsPerPage=500', headers })).json().data.map((d: Drill) => [d.id, d.name]));
  const copyRows = () => Object.fromEntries([...copy].filter(([, v]) => v.name !== null).map(([id, v]) => [id, v.name]));

  beforeAll(async () => {
    reader = await buildTestService<BaseConfig>(
      'svc-drill-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-drill-reader', config });
        f.events.subscribe(drillEvents.created, async ({ payload: p }) => apply(p.id, p.name, p.lastModifiedDate), { fromBeginning: true });
        f.events.subscribe(drillEvents.updated, async ({ payload: p }) => apply(p.id, p.name, p.lastModifiedDate), { fromBeginning: true });
        f.events.subscribe(drillEvents.deleted, async ({ payload: p }) => apply(p.id, null, p.lastModifiedDate), { fromBeginning: true });
      }),
      { KAFKA_TOPIC_PREFIX: env.KAFKA_TOPIC_PREFIX },
    );
    owner = await startOwner();
    headers = await owner.as();
  });
  afterAll(async () => {
    await reader?.close();
    // The last owner drops the shared database; earlier ones were closed by the tests.
    await started.at(-1)?.close();
  });

  it('answers writes quickly while the broker is unreachable, and the events arrive once it is back', async () => {
    const first = await owner.server.inject({ method: 'POST', url: '/drills', payload: { name: 'before' }, headers });
    expect(first.statusCode).toBe(201);
    owner.server.events.link.cut();
    const answers: { status: number; ms: number }[] = [];
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) {
      const t = Date.now();
      const res = await owner.server.inject({ method: 'POST', url: '/drills', payload: { name: `during ${n}` }, headers });
      answers.push({ status: res.statusCode, ms: Date.now() - t });
      if (res.statusCode === 201) ids.push(res.json().id);
    }
    const t = Date.now();
    const renamed = await owner.server.inject({ method: 'PUT', url: `/drills/${ids[0]}`, payload: { name: 'renamed during' }, headers });
    const removed = await owner.server.inject({ method: 'DELETE', url: `/drills/${ids[1]}`, headers });
    const bulk = await owner.server.inject({ method: 'POST', url: '/drills/bulk', payload: [{ name: 'bulk a' }, { name: 'bulk b' }], headers });
    answers.push({ status: renamed.statusCode, ms: 0 }, { status: removed.statusCode, ms: 0 }, { status: bulk.statusCode, ms: Date.now() - t });
    // Every caller told the write is stored; none waited for the broker's retries (they took 12-14 s before).
    expect(answers.map((a) => a.status)).toEqual([...Array(12).fill(201), 200, 204, 201]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
    const pending = await owner.server.db.collection('drills').countDocuments({ [PENDING_FIELD]: true });
    expect(pending).toBeGreaterThan(0);

    owner.server.events.link.restore();
    await owner.server.outbox.flush();
    const expected = await ownerRows(owner);
    expect(Object.keys(expected)).toHaveLength(1 + 12 - 1 + 2);
    await expect.poll(copyRows, { timeout: 30_000, interval: 200 }).toEqual(expected);
    expect(await owner.server.db.collection('drills').countDocuments({ [PENDING_FIELD]: true })).toBe(0);
    const left = await owner.server.db.collection('drills').find({}).toArray();
    expect(left.every((d) => Object.keys(d[OUTBOX_FIELD] ?? {}).length === 0)).toBe(true);
  });

  it('answers a direct publish at once while the broker is unreachable, keeps the event and delivers it later', async () => {
    owner.server.events.link.cut();
    const at = new Date().toISOString();
    const t = Date.now();
    // Routes that publish themselves (not through entityRoutes) go through the same keeper.
    await owner.server.events.publish(drillEvents.created, { id: 99_001, name: 'published directly', lastModifiedDate: at }, { key: '99001' });
    await owner.server.events.publish(drillEvents.created, { id: 99_002, name: 'and another', lastModifiedDate: at }, { key: '99002' });
    expect(Date.now() - t).toBeLessThan(5_000);
    expect(await owner.server.db.collection('outbox_events').countDocuments({})).toBeGreaterThan(0);
    owner.server.events.link.restore();
    await owner.server.outbox.flush();
    await expect.poll(() => [copy.get(99_001)?.name, copy.get(99_002)?.name], { timeout: 30_000, interval: 200 }).toEqual(['published directly', 'and another']);
    await expect.poll(() => owner.server.db.collection('outbox_events').countDocuments({}), { timeout: 10_000 }).toBe(0);
  });

  it('relays after a restart what a stopped service had stored but not published', async () => {
    owner.server.events.link.cut();
    const created = await owner.server.inject({ method: 'POST', url: '/drills', payload: { name: 'stored, then the service stopped' }, headers });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    // Stopped between the write and the publish (its database kept); the broker's copy has never seen it.
    await owner.server.close();
    expect(copy.has(id)).toBe(false);
    owner = await startOwner();
    await expect.poll(() => copy.get(id)?.name, { timeout: 30_000, interval: 200 }).toBe('stored, then the service stopped');
    await expect.poll(() => owner.server.db.collection('drills').countDocuments({ [PENDING_FIELD]: true }), { timeout: 10_000 }).toBe(0);
  });
});
