import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestService, uniqueSuffix, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app } from '../src/app';
import { configSchema } from '../src/config';
import { seedStatuses } from '../src/statuses/seed-statuses';
import { buildPublicApi } from '../../svc-public-api/test/helper';

describe('reference lists: written by svc-training, read on the code-and-name endpoints of /api/v1', () => {
  const shared = { KAFKA_TOPIC_PREFIX: `test.${uniqueSuffix()}.` };
  let training: TestService<BaseConfig>;
  let publicApi: Awaited<ReturnType<typeof buildPublicApi>>;
  let admin: Record<string, string>;
  let reader: Record<string, string>;
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    training.server.inject({ method, url: `/training/reference-items${url}`, payload, headers });
  const v1 = async (url: string, headers = reader) => publicApi.api.server.inject({ method: 'GET', url, headers });
  const data = async (url: string) => (await v1(url)).json().data;

  beforeAll(async () => {
    publicApi = await buildPublicApi(shared);
    training = await buildTestService('svc-training', configSchema, app, shared);
    admin = await training.as();
    reader = await publicApi.api.as();
    for (const [code, name] of [['BA', 'Breathing apparatus'], ['RTC', 'Road traffic collision'], ['ACT', 'Aerial ladder platform']]) {
      expect((await write('POST', '/competency', { code, name })).statusCode).toBe(201);
    }
    await write('POST', '/bookingType', { code: 'TP', name: 'Training period' });
    await write('POST', '/bookingType', { code: 'RP', name: 'Rest period' });
    await write('POST', '/incidentType', { code: 'FIRE', name: 'Fire' });
    await vi.waitFor(async () => expect(await data('/api/v1/competencies')).toHaveLength(3), { timeout: 20_000, interval: 200 });
  });
  afterAll(async () => {
    await training?.close();
    await publicApi?.close();
  });

  it('seeds the statuses once and serves them as id and name', async () => {
    await vi.waitFor(async () => expect(await data('/api/v1/competency-status')).toHaveLength(5), { timeout: 15_000 });
    expect(await data('/api/v1/competency-status')).toEqual([
      { id: 1, name: 'UNASSESSED' }, { id: 2, name: 'PASS' }, { id: 3, name: 'PASS with Minor Needs' }, { id: 4, name: 'FAIL' }, { id: 5, name: 'EXPIRED' },
    ]);
    expect((await data('/api/v1/subject-area-status')).map((s: { name: string }) => s.name)).toEqual(['Unassessed', 'Active', 'Suspended', 'Expired']);
  });

  it('orders competencies by code by default, by id or name on request; refuses an unknown orderBy', async () => {
    const codes = async (q: string) => (await data(`/api/v1/competencies${q}`)).map((c: { code: string }) => c.code);
    expect(await codes('')).toEqual(['ACT', 'BA', 'RTC']);
    expect(await codes('?orderBy=id')).toEqual(['BA', 'RTC', 'ACT']);
    expect(await codes('?orderBy=name&orderByDescending=true')).toEqual(['RTC', 'BA', 'ACT']);
    expect((await v1('/api/v1/competencies?orderBy=colour')).json()).toMatchObject({ status: 400, errors: [{ field: 'orderBy' }] });
  });

  it('orders subject areas by code by default, by id or name on request', async () => {
    for (const [code, name] of [['WR', 'Water rescue'], ['WAH', 'Working at height'], ['HAZ', 'Hazardous materials']]) {
      expect((await write('POST', '/subjectArea', { code, name })).statusCode).toBe(201);
    }
    await vi.waitFor(async () => expect(await data('/api/v1/subject-areas')).toHaveLength(3), { timeout: 15_000, interval: 200 });
    const codes = async (q: string) => (await data(`/api/v1/subject-areas${q}`)).map((s: { code: string }) => s.code);
    expect(await codes('')).toEqual(['HAZ', 'WAH', 'WR']);
    expect(await codes('?orderBy=id')).toEqual(['WR', 'WAH', 'HAZ']);
    expect(await codes('?orderBy=name')).toEqual(['HAZ', 'WR', 'WAH']);
    expect(await codes('?orderBy=code&orderByDescending=true')).toEqual(['WR', 'WAH', 'HAZ']);
  });

  it('serves booking types and incident types with id, code and name', async () => {
    await vi.waitFor(async () => expect(await data('/api/v1/booking-types')).toEqual([{ id: 1, code: 'TP', name: 'Training period' }, { id: 2, code: 'RP', name: 'Rest period' }]), { timeout: 15_000 });
    expect(await data('/api/v1/incident-types')).toEqual([{ id: 1, code: 'FIRE', name: 'Fire' }]);
    expect(await data('/api/v1/competency-programs')).toEqual([]);
  });

  it('validates writes: code required for coded lists, unique per list, rights per list', async () => {
    expect((await write('POST', '/subjectArea', { name: 'Water rescue' })).json()).toMatchObject({ status: 400, errors: [{ field: 'code' }] });
    expect((await write('POST', '/competency', { code: 'ba', name: 'Another' })).json()).toMatchObject({ status: 409, errors: [{ field: 'code' }] });
    expect((await write('POST', '/nonsense', { code: 'X', name: 'X' })).statusCode).toBe(400);
    const competencyEditor = await training.as({ permissions: { COMPETENCIES: ['view', 'create'] } });
    expect((await write('POST', '/incidentType', { code: 'RTC', name: 'Road traffic collision' }, competencyEditor)).json()).toMatchObject({
      status: 403, detail: 'Permission denied: create on INCIDENTS is required.',
    });
    expect((await v1('/api/v1/incident-types', await publicApi.api.as({ permissions: { COMPETENCIES: ['view'] } }))).statusCode).toBe(403);
  });

  it('follows changes and deletions', async () => {
    expect((await write('PUT', '/competency/2', { code: 'RTC', name: 'Road traffic collision rescue' })).statusCode).toBe(200);
    expect((await write('DELETE', '/competency/3')).statusCode).toBe(204);
    await vi.waitFor(async () => expect((await data('/api/v1/competencies?orderBy=id')).map((c: { name: string }) => c.name)).toEqual(['Breathing apparatus', 'Road traffic collision rescue']), { timeout: 15_000 });
  });

  it('keeps the history of incident types (every add, change and deletion, who and when), and of no list without one', async () => {
    const { id } = (await write('POST', '/incidentType', { code: 'RTC', name: 'Road traffic collision' })).json();
    await write('PUT', `/incidentType/${id}`, { code: 'RTC', name: 'Road traffic collision, persons trapped' });
    await write('DELETE', `/incidentType/${id}`);
    const read = (kind: string, headers = admin) => training.server.inject({ method: 'GET', url: `/training/reference-items/${kind}/history`, headers });
    const history = (await read('incidentType')).json().data as { itemId: number; action: string; by: string; fields: { code: string; name: string } }[];
    expect(history.map((v) => [v.itemId, v.action, v.fields.name])).toEqual([
      [id, 'deleted', 'Road traffic collision, persons trapped'],
      [id, 'updated', 'Road traffic collision, persons trapped'],
      [id, 'created', 'Road traffic collision'],
      [1, 'created', 'Fire'],
    ]);
    expect(history[0]!.by).toBeTruthy();
    expect((await read('bookingType')).json().detail).toBe('This list keeps no history.');
    expect((await read('incidentType', await training.as({ permissions: { COURSE_ADMIN: ['view'] } }))).statusCode).toBe(403);
  });

  it('seeds the statuses once when instances start together, and not again once done', async () => {
    const { ReferenceItem, Counter } = training.server.training;
    const kind = 'subjectAreaStatus';
    // A fresh store for this kind, as two instances meet it on their first start.
    await ReferenceItem.deleteMany({ kind });
    await Counter.deleteMany({ _id: { $in: [`seed:${kind}`, `seeded:${kind}`] } });
    await Promise.all([seedStatuses(training.server), seedStatuses(training.server), seedStatuses(training.server)]);
    const names = async () => (await ReferenceItem.find({ kind }).sort({ itemId: 1 }).lean()).map((i) => i.name);
    expect(await names()).toEqual(['Unassessed', 'Active', 'Suspended', 'Expired']);
    // An administrator's deletion stays deleted at the next start.
    await ReferenceItem.deleteOne({ kind, name: 'Suspended' });
    await seedStatuses(training.server);
    expect(await names()).toEqual(['Unassessed', 'Active', 'Expired']);
  });
});
