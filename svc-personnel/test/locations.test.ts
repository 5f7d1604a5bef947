import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestService, uniqueSuffix, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app } from '../src/app';
import { locationDetailsSchema } from '@firecrest/contracts';
import { configSchema } from '../src/config';
import { buildPublicApi } from '../../svc-public-api/test/helper';

describe('locations: written by svc-personnel, read on /api/v1/stations and /api/v1/training-locations', () => {
  const shared = { KAFKA_TOPIC_PREFIX: `test.${uniqueSuffix()}.` };
  let personnel: TestService<BaseConfig>;
  let publicApi: Awaited<ReturnType<typeof buildPublicApi>>;
  let editor: Record<string, string>;
  let reader: Record<string, string>;
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = editor) =>
    personnel.server.inject({ method, url: `/personnel/locations${url}`, payload, headers });
  const v1 = (url: string) => publicApi.api.server.inject({ method: 'GET', url, headers: reader });

  const STATIONS = [
    { callSign: 'S12', name: 'Hightown', address: '1 Station Road', postcode: 'ht1 2ab', phone: '01632 960001' },
    { callSign: 'S03', name: 'Lowbridge', address: '3 Bridge Street', postcode: 'LB3 4CD', phone: '01632 960003' },
    { callSign: 'S07', name: 'Castle Hill', address: '7 Castle Way', postcode: 'CH7 1EF', phone: '01632 960007' },
  ];

  beforeAll(async () => {
    publicApi = await buildPublicApi(shared);
    personnel = await buildTestService('svc-personnel', configSchema, app, shared);
    editor = await personnel.as({ permissions: { LOCATIONS: ['view', 'create', 'edit', 'delete'] } });
    reader = await publicApi.api.as({ permissions: { LOCATIONS: ['view'] } });
    for (const s of STATIONS) expect((await write('POST', '', { kind: 'station', ...s })).statusCode).toBe(201);
    await write('POST', '', { kind: 'trainingLocation', callSign: 'TC1', name: 'Training Centre North' });
    await vi.waitFor(async () => expect((await v1('/api/v1/stations')).json().pagingInfo?.totalItems).toBe(3), { timeout: 20_000, interval: 200 });
  });
  afterAll(async () => {
    await personnel?.close();
    await publicApi?.close();
  });

  it('gives numeric ids in order and normalises what it stores', async () => {
    const list = (await personnel.server.inject({ method: 'GET', url: '/personnel/locations', headers: editor })).json().data;
    expect(list.map((l: { id: number; callSign: string }) => [l.id, l.callSign])).toEqual([[2, 'S03'], [3, 'S07'], [1, 'S12'], [4, 'TC1']]);
    expect(list.find((l: { callSign: string }) => l.callSign === 'S12').postcode).toBe('HT1 2AB');
  });

  it('answers the portal in the LocationDetails shape of the contracts (its response schema)', async () => {
    const one = (await personnel.server.inject({ method: 'GET', url: '/personnel/locations/1', headers: editor })).json();
    expect(Object.keys(one).sort()).toEqual(Object.keys(locationDetailsSchema.properties).sort());
    expect(one).toMatchObject({ id: 1, callSign: 'S12', districtId: null, rosterId: null, watchId: null });
  });

  it('orders stations by call sign by default, by id or name on request', async () => {
    const ids = async (q: string) => (await v1(`/api/v1/stations${q}`)).json().data.map((s: { id: number }) => s.id);
    expect(await ids('')).toEqual([2, 3, 1]);
    expect(await ids('?orderBy=id')).toEqual([1, 2, 3]);
    expect(await ids('?orderBy=name&orderByDescending=true')).toEqual([2, 1, 3]);
  });

  it('filters by repeated stationIds and by text on name or call sign', async () => {
    const ids = async (q: string) => (await v1(`/api/v1/stations${q}`)).json().data.map((s: { id: number }) => s.id);
    expect(await ids('?stationIds=1&stationIds=3')).toEqual([3, 1]);
    expect(await ids('?stationIds=2')).toEqual([2]);
    expect(await ids('?filterText=castle')).toEqual([3]);
    expect(await ids('?filterText=s1')).toEqual([1]);
    expect((await v1('/api/v1/stations?stationIds=abc')).json().errors[0].field).toBe('stationIds.0');
  });

  it('keeps training locations apart from stations', async () => {
    const body = (await v1('/api/v1/training-locations')).json();
    expect(body.data).toEqual([{ id: 4, callSign: 'TC1', name: 'Training Centre North', address: '', postcode: '', phone: '' }]);
    expect((await v1('/api/v1/stations/4')).statusCode).toBe(404);
    expect((await v1('/api/v1/training-locations/4')).json().name).toBe('Training Centre North');
  });

  it('filters and orders training locations like stations: by trainingLocationIds, text, call sign by default, id or name', async () => {
    expect((await write('POST', '', { kind: 'trainingLocation', callSign: 'TC2', name: 'Annex Drill Yard' })).statusCode).toBe(201);
    await vi.waitFor(async () => expect((await v1('/api/v1/training-locations')).json().pagingInfo.totalItems).toBe(2), { timeout: 15_000, interval: 200 });
    const ids = async (q: string) => (await v1(`/api/v1/training-locations${q}`)).json().data.map((l: { id: number }) => l.id);
    expect(await ids('')).toEqual([4, 5]);
    expect(await ids('?orderBy=name')).toEqual([5, 4]);
    expect(await ids('?orderBy=id&orderByDescending=true')).toEqual([5, 4]);
    expect(await ids('?orderByDescending=true')).toEqual([5, 4]);
    expect(await ids('?trainingLocationIds=5')).toEqual([5]);
    expect(await ids('?trainingLocationIds=1')).toEqual([]); // a station is not a training location
    expect(await ids('?filterText=annex')).toEqual([5]);
    expect(await ids('?filterText=tc1')).toEqual([4]);
  });

  it('pages with the spec envelope', async () => {
    const body = (await v1('/api/v1/stations?itemsPerPage=2&page=1')).json();
    expect(body).toEqual({ data: [expect.objectContaining({ id: 1 })], pagingInfo: { totalItems: 3, itemsPerPage: 2, pageIndex: 1, totalPages: 2 } });
    expect((await v1('/api/v1/stations?itemsPerPage=501')).statusCode).toBe(400);
  });

  it('validates writes with a problem naming each field, and refuses a duplicate call sign', async () => {
    const missing = await write('POST', '', { kind: 'station', callSign: '', phone: 'call me' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['callSign', 'name', 'phone']);
    const duplicate = await write('POST', '', { kind: 'station', callSign: 'S12', name: 'Another' });
    expect(duplicate.json()).toMatchObject({ status: 409, errors: [{ field: 'callSign' }] });
    const denied = await write('POST', '', { kind: 'station', callSign: 'S99', name: 'Nope' }, await personnel.as({ permissions: { LOCATIONS: ['view'] } }));
    expect(denied.statusCode).toBe(403);
  });

  it('follows changes and deletions', async () => {
    expect((await write('PUT', '/3', { kind: 'station', callSign: 'S07', name: 'Castle Hill Community' })).statusCode).toBe(200);
    expect((await write('DELETE', '/2')).statusCode).toBe(204);
    expect((await write('DELETE', '/2')).statusCode).toBe(404);
    await vi.waitFor(async () => expect((await v1('/api/v1/stations/3')).json().name).toBe('Castle Hill Community'), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await v1('/api/v1/stations/2')).statusCode).toBe(404), { timeout: 15_000 });
    expect((await v1('/api/v1/stations')).json().pagingInfo.totalItems).toBe(2);
  });
});
