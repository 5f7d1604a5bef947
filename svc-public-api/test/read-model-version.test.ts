import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BaseConfig } from '@firecrest/service-kit';
import { buildTestService, uniqueSuffix, type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import { app } from '../src/app';
import { configSchema, serverOptions } from '../src/config';
import { READ_MODEL_VERSION } from '../src/models/read-model-version';
import { buildPublicApi, user } from './helper';

describe('read model versions', () => {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), MONGO_DB: `test_public_api_upgrade_${uniqueSuffix()}` };
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let upgraded: TestService<BaseConfig> | undefined;
  afterAll(async () => {
    await upgraded?.close();
    await ctx?.producer.close();
  });

  it('empties views another version built, on start, and rebuilds them from the topics', { timeout: 60_000 }, async () => {
    ctx = await buildPublicApi(env);
    await ctx.publishUser(user(1));
    const reader = await ctx.api.as({ permissions: { USERS: ['view'] } });
    await vi.waitFor(async () => expect((await ctx.api.server.inject({ method: 'GET', url: '/api/v1/users', headers: reader })).json().pagingInfo?.totalItems).toBe(1), { timeout: 20_000 });

    // What an older version leaves: no version mark, rows in the old shape (numeric keys).
    const db = ctx.api.server.db;
    await db.collection('read_model').deleteMany({});
    await db.collection('employees').insertOne({ _id: 4711 as never, firstName: 'Old', deleted: false, lastModifiedDate: new Date() });
    await ctx.api.server.close(); // keeps the database

    // A new group stands for the new version's group name, which starts from the beginning of every topic.
    upgraded = await buildTestService('svc-public-api', configSchema, app, { ...env, KAFKA_GROUP_SUFFIX: `.v-${uniqueSuffix()}` }, undefined, serverOptions);
    const { server } = upgraded;
    expect(await server.db.collection('employees').countDocuments({})).toBe(0);
    expect(await server.db.collection('read_model').findOne({ _id: 'version' as never })).toMatchObject({ version: READ_MODEL_VERSION });
    await vi.waitFor(async () => expect((await server.inject({ method: 'GET', url: '/api/v1/users', headers: reader })).json().data?.[0]?.id).toBe('u0001'), { timeout: 20_000 });
  });
});
