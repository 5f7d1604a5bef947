import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestService, uniqueSuffix, type TestService, testTopicPrefix } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app } from '../src/app';
import { configSchema, serverOptions } from '../src/config';
import { readModelChanges } from '../src/models/read-model-changes';
import { META } from '../src/models/read-model-version';
import { buildPublicApi, user } from './helper';

describe('REST API v1 conditional requests and answer reuse', () => {
  const env = { KAFKA_TOPIC_PREFIX: testTopicPrefix(), MONGO_DB: `test_public_api_cache_${uniqueSuffix()}` };
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let second: TestService<BaseConfig>;
  let headers: Record<string, string>;
  const get = (url: string, h: Record<string, string> = headers, server = ctx.api.server) => server.inject({ method: 'GET', url, headers: h });

  beforeAll(async () => {
    ctx = await buildPublicApi(env);
    // A second instance on the same read model and consumer group: it sees only the writes the first one makes.
    second = await buildTestService('svc-public-api', configSchema, app, env, undefined, serverOptions);
    headers = await ctx.api.as({ permissions: { USERS: ['view'] } });
    for (let n = 1; n <= 12; n++) await ctx.publishUser(user(n));
    await vi.waitFor(async () => expect((await get('/api/v1/users')).json().pagingInfo?.totalItems).toBe(12), { timeout: 20_000, interval: 200 });
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('tags every answer with a strong ETag and answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/api/v1/users?itemsPerPage=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get('/api/v1/users?itemsPerPage=2', { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const stale = await get('/api/v1/users?itemsPerPage=2', { ...headers, 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gzips answers of 1 KB or more for callers that accept it, under an ETag of their own', async () => {
    const plain = await get('/api/v1/users');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      // The first of these computes the answer (a new URL), the second is served from memory: the same either way.
      const zipped = await get('/api/v1/users?orderByDescending=true', { ...headers, 'accept-encoding': 'br;q=1, gzip;q=0.8' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.etag).toMatch(/\.gz"$/);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).data).toHaveLength(12);
      const notModified = await get('/api/v1/users?orderByDescending=true', { ...headers, 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-encoding']).toBeUndefined();
    }
    const refusedGzip = await get('/api/v1/users', { ...headers, 'accept-encoding': 'gzip;q=0' });
    expect(refusedGzip.headers['content-encoding']).toBeUndefined();
    expect(refusedGzip.body).toBe(plain.body);
    const small = await get('/api/v1/users?itemsPerPage=2', { ...headers, 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves an unchanged answer again without reading the views, and computes it once for callers arriving together', async () => {
    const find = vi.spyOn(ctx.api.server.views.UserView, 'find');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/v1/users?orderBy=id')));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(find).toHaveBeenCalledTimes(1);
      expect((await get('/api/v1/users?orderBy=id')).body).toBe(answers[0].body);
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  it('keeps an answer computed for a caller whose copy is current, so the polls after it are answered from memory', async () => {
    const url = '/api/v1/users?orderBy=username&itemsPerPage=3';
    const { etag } = (await get(url)).headers;
    // A change elsewhere moves the count: the next poll computes the page again, finds the same body, and answers 304.
    await ctx.api.server.readModelChanges.mark();
    const find = vi.spyOn(ctx.api.server.views.UserView, 'find');
    try {
      for (let i = 0; i < 3; i++) expect((await get(url, { ...headers, 'if-none-match': `W/${String(etag)}, "other"` })).statusCode).toBe(304);
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  it('answers HEAD like GET, from the same kept answer', async () => {
    const got = await get('/api/v1/users?itemsPerPage=4');
    const head = await ctx.api.server.inject({ method: 'HEAD', url: '/api/v1/users?itemsPerPage=4', headers });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.headers['cache-control']).toBe('private, no-cache');
    expect((await ctx.api.server.inject({ method: 'HEAD', url: '/api/v1/users?itemsPerPage=4', headers: { ...headers, 'if-none-match': String(got.headers.etag) } })).statusCode).toBe(304);
  });

  it('never serves a kept answer to a caller the route refuses', async () => {
    expect((await get('/api/v1/users/u0001')).statusCode).toBe(200);
    const refused = await get('/api/v1/users/u0001', await ctx.api.as({ permissions: { WEBHOOKS: ['view'] } }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403 });
  });

  it('answers with the new data, and a new ETag, as soon as the projection has written it, on every instance', async () => {
    const url = '/api/v1/users/u0002';
    const before = await get(url);
    const beforeOnSecond = await get(url, headers, second.server);
    expect(beforeOnSecond.body).toBe(before.body);

    await ctx.publishUser(user(2, { username: 'renamed.0002', lastModifiedDate: '2026-02-01T00:00:00.000Z' }), false);
    for (const server of [ctx.api.server, second.server]) {
      await vi.waitFor(async () => expect((await get(url, headers, server)).json().username).toBe('renamed.0002'), { timeout: 20_000, interval: 100 });
    }
    const after = await get(url, { ...headers, 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not keep refusals: a bad query is a 400 problem every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/v1/users?itemsPerPage=501');
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });

  it('reads the change count once for the requests of a few milliseconds, and at once after a change this instance marks', async () => {
    const changes = readModelChanges(ctx.api.server.db);
    const findOne = vi.spyOn(ctx.api.server.db.collection(META), 'findOne');
    try {
      const counts = await Promise.all(Array.from({ length: 20 }, () => changes.current()));
      expect(new Set(counts).size).toBe(1);
      expect(findOne).toHaveBeenCalledTimes(1);
      await changes.mark();
      expect(await changes.current()).toBe(counts[0] + 1);
      expect(findOne).toHaveBeenCalledTimes(2);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await changes.current();
      expect(findOne).toHaveBeenCalledTimes(3);
    } finally {
      findOne.mockRestore();
    }
  });
});
