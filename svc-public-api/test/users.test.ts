import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employeeEvents, type EmployeeEvent } from '@firecrest/contracts';
import { buildPublicApi, user } from './helper';

describe('REST API v1 /users', () => {
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let headers: Record<string, string>;
  const get = (url: string, h = headers) => ctx.api.server.inject({ method: 'GET', url, headers: h });

  beforeAll(async () => {
    ctx = await buildPublicApi();
    headers = await ctx.api.as({ permissions: { USERS: ['view'] } });
    for (let n = 1; n <= 25; n++) await ctx.publishUser(user(n, n === 7 ? { username: 'Zoe.Watch', email: 'zoe@brigade.example' } : {}));
    await vi.waitFor(async () => expect((await get('/api/v1/users')).json().pagingInfo?.totalItems).toBe(25), { timeout: 20_000, interval: 200 });
  });
  afterAll(() => ctx?.close());

  it('answers page 0 with the spec envelope, ordered by username by default', async () => {
    const body = (await get('/api/v1/users?itemsPerPage=10')).json();
    expect(body.pagingInfo).toEqual({ totalItems: 25, itemsPerPage: 10, pageIndex: 0, totalPages: 3 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ id: 'u0001', username: 'user.0001', employee: null, email: 'user1@brigade.example', disabled: false, roles: ['Firefighter'] });
    expect(body.data.at(-1).username).toBe('user.0011');
  });

  it('defaults to 200 a page, returns the last page short and past it empty', async () => {
    expect((await get('/api/v1/users')).json().pagingInfo.itemsPerPage).toBe(200);
    expect((await get('/api/v1/users?itemsPerPage=10&page=2')).json().data).toHaveLength(5);
    const beyond = (await get('/api/v1/users?itemsPerPage=10&page=3')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.pagingInfo).toMatchObject({ pageIndex: 3, totalPages: 3 });
  });

  it('orders by id or username, ascending or descending', async () => {
    expect((await get('/api/v1/users?orderByDescending=true&itemsPerPage=1')).json().data[0].username).toBe('Zoe.Watch');
    expect((await get('/api/v1/users?orderBy=id&orderByDescending=true&itemsPerPage=1')).json().data[0].id).toBe('u0025');
    // By id u0007 (Zoe.Watch) stays in seventh place; by username it sorts last.
    const ids = async (q: string) => (await get(`/api/v1/users?itemsPerPage=8&${q}`)).json().data.map((u: { id: string }) => u.id);
    expect(await ids('orderBy=id')).toEqual(['u0001', 'u0002', 'u0003', 'u0004', 'u0005', 'u0006', 'u0007', 'u0008']);
    expect(await ids('orderBy=username')).toEqual(['u0001', 'u0002', 'u0003', 'u0004', 'u0005', 'u0006', 'u0008', 'u0009']);
  });

  it('filters on username or email, case-insensitively and literally', async () => {
    expect((await get('/api/v1/users?filterText=zoe')).json().data.map((u: { id: string }) => u.id)).toEqual(['u0007']);
    expect((await get('/api/v1/users?filterText=user2%40')).json().pagingInfo.totalItems).toBe(1);
    expect((await get('/api/v1/users?filterText=.*')).json().pagingInfo.totalItems).toBe(0);
  });

  it("filters on the linked employee's last name, kept current when the employee or the link changes", async () => {
    const employee = (lastName: string, lastModifiedDate: string): EmployeeEvent => ({ id: 4711, firstName: 'Ada', lastName, gartanId: 'G4711', email: 'ada@brigade.example', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: [], lastModifiedDate });
    const ids = async (text: string) => (await get(`/api/v1/users?filterText=${text}`)).json().data.map((u: { id: string }) => u.id);
    await ctx.producer.server.events.publish(employeeEvents.created, employee('Fairweather', '2026-01-01T00:00:00.000Z'), { key: '4711' });
    await ctx.publishUser(user(3, { employeeId: '4711', lastModifiedDate: '2026-01-02T00:00:00.000Z' }), false);
    await vi.waitFor(async () => expect(await ids('fairW')).toEqual(['u0003']), { timeout: 20_000, interval: 200 });

    await ctx.producer.server.events.publish(employeeEvents.updated, employee('Stormway', '2026-01-03T00:00:00.000Z'), { key: '4711' });
    await vi.waitFor(async () => expect(await ids('stormway')).toEqual(['u0003']), { timeout: 20_000, interval: 200 });
    expect(await ids('fairweather')).toEqual([]);

    await ctx.publishUser(user(3, { employeeId: null, lastModifiedDate: '2026-01-04T00:00:00.000Z' }), false);
    await vi.waitFor(async () => expect(await ids('stormway')).toEqual([]), { timeout: 20_000, interval: 200 });
  });

  it('refuses what it cannot honour with a 400 problem naming the parameter', async () => {
    for (const [query, field] of [['itemsPerPage=501', 'itemsPerPage'], ['page=-1', 'page'], ['orderBy=email', 'orderBy'], ['orderByDescending=maybe', 'orderByDescending']]) {
      const res = await get(`/api/v1/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field, query).toBe(field);
    }
    expect((await get('/api/v1/users?itemsPerPage=500')).statusCode).toBe(200);
  });

  it('answers one user, or 404', async () => {
    expect((await get('/api/v1/users/u0007')).json().username).toBe('Zoe.Watch');
    expect((await get('/api/v1/users/nope')).json()).toMatchObject({ status: 404, code: 'notFound' });
  });

  it('refuses a caller without view on USERS', async () => {
    const res = await get('/api/v1/users', await ctx.api.as({ permissions: { WEBHOOKS: ['view'] } }));
    expect(res.statusCode).toBe(403);
  });

  it('applies updates, ignores a replayed older event', async () => {
    await ctx.publishUser(user(3, { disabled: true, lastModifiedDate: '2026-02-01T00:00:00.000Z' }), false);
    await ctx.publishUser(user(3, { disabled: false, lastModifiedDate: '2026-01-15T00:00:00.000Z' }), false);
    await ctx.publishUser(user(4, { email: 'changed@brigade.example', lastModifiedDate: '2026-03-01T00:00:00.000Z' }), false);
    await expect.poll(async () => (await get('/api/v1/users/u0004')).json().email, { timeout: 15_000 }).toBe('changed@brigade.example');
    expect((await get('/api/v1/users/u0003')).json().disabled).toBe(true);
    expect((await get('/api/v1/users')).json().pagingInfo.totalItems).toBe(25);
  });
});
