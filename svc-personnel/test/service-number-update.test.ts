import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import { baseConfigSchema, infrastructure, type BaseConfig } from '@firecrest/service-kit';
import { employeeEvents, type EmployeeEvent } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema } from '../src/config';
import { contractDueAsDefault } from '../src/jobs/service-number-update';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

describe('contractDueAsDefault', () => {
  const on = '2026-06-01';
  it('keeps a current default, and a default when nothing else is current', () => {
    expect(contractDueAsDefault([{ startDate: '2020-01-01', isDefault: true }, { startDate: '2026-07-01' }], on)).toBe(-1);
    expect(contractDueAsDefault([{ startDate: '2020-01-01', endDate: '2026-01-01', isDefault: true }], on)).toBe(-1);
  });
  it('names the latest-starting current contract when the default has ended or not started', () => {
    const ended = [{ startDate: '2020-01-01', endDate: '2026-05-31', isDefault: true }, { startDate: '2026-06-01' }];
    expect(contractDueAsDefault(ended, on)).toBe(1);
    const future = [{ startDate: '2027-01-01', isDefault: true }, { startDate: '2019-01-01', endDate: '2025-12-31' }, { startDate: '2026-01-01', endDate: '2026-12-31' }];
    expect(contractDueAsDefault(future, on)).toBe(2);
  });
});

describe('ServiceNumberUpdate: the current contract becomes the default when the default has ended', () => {
  let personnel: TestService<BaseConfig>;
  let reader: TestService<BaseConfig>;
  let scheduler: Record<string, string>;
  const updated: EmployeeEvent[] = [];
  let promoted: number;
  let settled: number;

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    // A consumer of svc-personnel's topic, as /api/v1 and webhooks are.
    reader = await buildTestService<BaseConfig>(
      'svc-number-reader',
      baseConfigSchema,
      fp<{ config: BaseConfig }>(async (f, { config }) => {
        await f.register(infrastructure, { service: 'svc-number-reader', config });
        f.events.subscribe(employeeEvents.updated, async ({ payload }) => void updated.push(payload), { fromBeginning: true });
      }),
      { KAFKA_TOPIC_PREFIX: personnel.config.KAFKA_TOPIC_PREFIX },
    );
    const admin = await personnel.as();
    scheduler = await personnel.as({ id: 'svc-scheduler', username: 'svc-scheduler', roles: [], permissions: { SCHEDULED_TASKS: ['view', 'edit'] }, via: 'service' });
    const create = async (lastName: string, contracts: object[]) => {
      const res = await personnel.server.inject({ method: 'POST', url: '/personnel/employees', headers: admin, payload: { firstName: 'Sam', lastName, contracts } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    // Promoted yesterday: the firefighter contract (still flagged default) ended, the crew manager one runs from today.
    promoted = await create('Promoted', [
      { serviceNumber: 'FF-1001', startDate: '2019-04-01', endDate: inDays(-1), isDefault: true },
      { serviceNumber: 'CM-2002', startDate: inDays(0) },
    ]);
    settled = await create('Settled', [{ serviceNumber: 'FF-3003', startDate: '2019-04-01', isDefault: true }]);
  });
  afterAll(async () => {
    await reader?.close();
    await personnel?.close();
  });

  const run = () => personnel.server.inject({ method: 'POST', url: '/personnel/tasks/ServiceNumberUpdate', headers: scheduler });

  it('moves the default to the current contract: service number in the list, history and event follow', async () => {
    const res = await run();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'Service numbers updated for 1 employee from their current contract (CM-2002)' });

    const admin = await personnel.as();
    const employee = (await personnel.server.inject({ method: 'GET', url: `/personnel/employees/${promoted}`, headers: admin })).json();
    expect(employee.contracts.map((c: { serviceNumber: string; isDefault: boolean }) => [c.serviceNumber, c.isDefault])).toEqual([['FF-1001', false], ['CM-2002', true]]);
    const found = (await personnel.server.inject({ method: 'GET', url: '/personnel/employees/search?q=promoted', headers: admin })).json();
    expect(found.data.map((e: { id: number; serviceNumber: string }) => [e.id, e.serviceNumber])).toEqual([[promoted, 'CM-2002']]);
    const history = (await personnel.server.inject({ method: 'GET', url: `/personnel/history?entity=employee&entityId=${promoted}`, headers: admin })).json().data;
    expect(history.map((h: { action: string; username: string }) => [h.action, h.username])).toEqual([['updated', 'svc-personnel'], ['created', 'test.user']]);
    await expect.poll(() => updated.find((e) => e.id === promoted)?.contracts.find((c) => c.isDefault)?.serviceNumber, { timeout: 15_000 }).toBe('CM-2002');
    expect(updated.some((e) => e.id === settled)).toBe(false);
  });

  it('changes nothing on a second run', async () => {
    expect((await run()).json()).toEqual({ result: 'Every default contract is current: no service number to update' });
  });

  it('is refused without edit on scheduled tasks, and for an unknown task', async () => {
    const viewer = await personnel.as({ permissions: { SCHEDULED_TASKS: ['view'], EMPLOYEES: ['view', 'edit'] } });
    expect((await personnel.server.inject({ method: 'POST', url: '/personnel/tasks/ServiceNumberUpdate', headers: viewer })).statusCode).toBe(403);
    expect((await personnel.server.inject({ method: 'POST', url: '/personnel/tasks/CompetencyExpiry', headers: scheduler })).statusCode).toBe(400);
  });
});
