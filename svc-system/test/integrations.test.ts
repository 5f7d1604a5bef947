import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { buildSystem, until } from './helper';
import { workforceEvents } from './workforce-events';
import { startContractServer, type ContractServer } from './skill-contract-server';

const now = new Date().toISOString();
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

describe('integrations: settings with sealed secrets, employee skills, refresh through the HTTP contract', () => {
  let sys: TestService<SystemConfig>;
  const servers: ContractServer[] = [];
  type User = Parameters<TestService<SystemConfig>['as']>[0] | null;
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, user: User = {}) =>
    sys.server.inject({ method, url: `/system/integrations${url}`, payload, headers: user === null ? {} : await sys.as(user) });

  beforeAll(async () => {
    sys = await buildSystem();
    const { ref, employee, area, competency } = workforceEvents(sys.server, now);
    await ref('subjectArea', 1, 'BA', 'Breathing apparatus');
    await ref('subjectArea', 2, 'WR', 'Water rescue');
    await ref('competency', 11, 'BA-WEAR', 'BA wearer');
    await ref('competency', 12, 'BA-EC', 'BA entry control');
    await ref('subjectAreaStatus', 2, 'ACTIVE', 'Active');
    await ref('subjectAreaStatus', 3, 'SUSPENDED', 'Suspended');
    await ref('competencyStatus', 2, 'PASS', 'PASS');
    await employee(1, 'Ann', 'Young');
    await employee(2, 'Bob', 'Adams');
    await employee(3, 'Cat', 'Moss');
    await area(1, 1, 1, 2); // Young: BA active
    await area(2, 2, 1, 3); // Adams: BA suspended
    await area(3, 3, 2, 2); // Moss: water rescue only
    await competency(1, 1, 11, '2024-01-10', nextYear);
    await competency(2, 1, 12, '2024-03-01', null);
    await competency(3, 2, 11, '2023-01-01', '2024-01-01');
    await until(async () => (await sys.server.system.EmployeeCompetency.countDocuments()) + (await sys.server.system.Employee.countDocuments()), 6);
    await until(async () => (await sys.server.system.Reference.countDocuments()) + (await sys.server.system.EmployeeSubjectArea.countDocuments()), 10);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await sys?.close();
  });

  it('saves settings in the new state, seals the secrets, masks the key, clears credentials when the type changes, deletes back to new', async () => {
    expect((await call('GET', '/roster/settings')).json()).toEqual({ id: null, authType: 0, userName: null, hasPassword: false, endpointUrl: '', apiKey: null, enabled: false });
    const saved = await call('PUT', '/roster/settings', { authType: 2, endpointUrl: 'https://roster.example/api', apiKey: 'roster-key-123456', enabled: true });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json();
    expect(id).toBeGreaterThan(0);
    expect((await call('GET', '/roster/settings')).json()).toEqual({ id, authType: 2, userName: null, hasPassword: false, endpointUrl: 'https://roster.example/api', apiKey: '••••3456', enabled: true });
    const stored = JSON.stringify(await sys.server.system.IntegrationSettings.find().lean());
    expect(stored).not.toContain('roster-key-123456');
    // Saving again without the key keeps it; the same id comes back.
    expect((await call('PUT', '/roster/settings', { authType: 2, endpointUrl: 'https://roster.example/v2', enabled: true })).json()).toEqual({ id });
    expect((await call('GET', '/roster/settings')).json().apiKey).toBe('••••3456');
    // Another type: the key is gone, username and password are required.
    const missing = await call('PUT', '/roster/settings', { authType: 1, endpointUrl: 'https://roster.example/v2', userName: 'svc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'password', message: 'Required for username and password authentication.' }]);
    await call('PUT', '/roster/settings', { authType: 1, endpointUrl: 'https://roster.example/v2', userName: 'svc', password: 'pa55word-secret' });
    const basic = (await call('GET', '/roster/settings')).json();
    expect(basic).toMatchObject({ authType: 1, userName: 'svc', hasPassword: true, apiKey: null });
    expect(JSON.stringify(basic)).not.toContain('pa55word-secret');
    expect(JSON.stringify(await sys.server.system.IntegrationSettings.find().lean())).not.toContain('pa55word-secret');
    expect((await call('DELETE', `/roster/settings/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/roster/settings')).json().id).toBeNull();
  });

  it('applies the §5 rules: authType and endpointUrl required, the url message validations.required', async () => {
    const noUrl = await call('PUT', '/availability/settings', { authType: 0 });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().errors[0].field).toBe('endpointUrl');
    const badUrl = await call('PUT', '/availability/settings', { authType: 0, endpointUrl: 'not a url' });
    expect(badUrl.json().errors).toEqual([{ field: 'endpointUrl', message: 'validations.required' }]);
    expect((await call('PUT', '/availability/settings', { authType: 3, endpointUrl: 'https://a.example' })).statusCode).toBe(400);
    expect((await call('PUT', '/availability/settings', { endpointUrl: 'https://a.example' })).json().errors[0].field).toBe('authType');
  });

  it('lists employee skills by last name with search, skill and valid-only filters, and shows one mapping', async () => {
    const ba = (await call('POST', '/availability/skill-types', { skillCode: 'BA', name: 'BA wearer', subjectAreas: [{ subjectAreaId: 1, competencyIds: [11, 12] }] })).json().id;
    await call('POST', '/availability/skill-types', { skillCode: 'WRT', name: 'Water rescue technician', subjectAreas: [{ subjectAreaId: 2, competencyIds: [] }] });
    expect((await call('GET', '/availability/skill-types')).json().data.map((t: { skillCode: string }) => t.skillCode)).toEqual(['BA', 'WRT']);

    const all = (await call('GET', '/availability/employee-skills')).json();
    expect(all.pagingInfo).toEqual({ totalItems: 3, itemsPerPage: 30, pageIndex: 0, totalPages: 1 });
    expect(all.data.map((r: { lastName: string; skillCode: string }) => `${r.lastName} ${r.skillCode}`)).toEqual(['Adams BA', 'Moss WRT', 'Young BA']);
    const young = all.data[2];
    expect(young).toMatchObject({ employeeId: 1, gartanIdentifier: 'G-1', startDate: '2024-03-01', endDate: nextYear, valid: true, notificationSent: false, dateNotificationSent: null });
    expect((await call('GET', '/availability/employee-skills?validOnly=true')).json().data.map((r: { lastName: string }) => r.lastName)).toEqual(['Moss', 'Young']);
    expect((await call('GET', `/availability/employee-skills?skillMappingId=${ba}&orderByDescending=true`)).json().data.map((r: { lastName: string }) => r.lastName)).toEqual(['Young', 'Adams']);
    expect((await call('GET', '/availability/employee-skills?search=ada')).json().data.map((r: { lastName: string }) => r.lastName)).toEqual(['Adams']);
    expect((await call('GET', '/availability/employee-skills?orderBy=Nope')).statusCode).toBe(400);
    expect((await call('GET', '/roster/employee-skills')).json().data).toEqual([]);

    const detail = (await call('GET', `/availability/employee-skills/${ba}/2`)).json();
    expect(detail).toMatchObject({
      name: 'BA wearer',
      skillCode: 'BA',
      valid: false,
      subjectAreas: [{ subjectAreaCode: 'BA', subjectAreaStatusId: 3, subjectAreaStatusName: 'Suspended', competencies: [{ code: 'BA-WEAR', expiryDate: '2024-01-01', status: 'PASS' }, { code: 'BA-EC', expiryDate: null, status: null }] }],
    });
  });

  for (const auth of [
    { type: 0 as const },
    { type: 1 as const, userName: 'firecrest', password: 'gartan-pass-1' },
    { type: 2 as const, apiKey: 'gartan-key-0001' },
  ]) {
    it(`refreshes a skill through the documented contract with auth type ${auth.type}, recording the notification`, async () => {
      const far = await startContractServer(auth, ['BA']);
      servers.push(far);
      await call('PUT', '/availability/settings', { authType: auth.type, endpointUrl: far.url, userName: auth.userName ?? null, password: auth.password ?? null, apiKey: auth.apiKey ?? null, enabled: true });
      const ba = (await call('GET', '/availability/skill-types')).json().data.find((t: { skillCode: string }) => t.skillCode === 'BA').id;
      const res = await call('POST', '/availability/employee-skills/refresh', { skillMappingId: ba, employeeId: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(far.received).toHaveLength(1);
      expect(far.received[0].path).toBe('/api/skills/BA/employees/G-1');
      expect(far.received[0].body).toMatchObject({ skillCode: 'BA', valid: true, employee: { gartanIdentifier: 'G-1', firstName: 'Ann', lastName: 'Young' }, startDate: '2024-03-01', endDate: nextYear });
      const row = (await call('GET', '/availability/employee-skills?search=young')).json().data[0];
      expect(row.notificationSent).toBe(true);
      expect(row.dateNotificationSent).toBe(res.json().dateNotificationSent);
    });
  }

  it("answers 'skill not found on the connected system', refused credentials and a disabled integration clearly", async () => {
    const far = await startContractServer({ type: 2, apiKey: 'right-key' }, ['BA']);
    servers.push(far);
    const wrt = (await call('GET', '/availability/skill-types')).json().data.find((t: { skillCode: string }) => t.skillCode === 'WRT').id;
    await call('PUT', '/availability/settings', { authType: 2, endpointUrl: far.url, apiKey: 'right-key', enabled: true });
    const notFound = await call('POST', '/availability/employee-skills/refresh', { skillMappingId: wrt, employeeId: 3 });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().detail).toBe('Skill not found on the connected system.');
    await call('PUT', '/availability/settings', { authType: 2, endpointUrl: far.url, apiKey: 'wrong-key', enabled: true });
    const refused = await call('POST', '/availability/employee-skills/refresh', { skillMappingId: wrt, employeeId: 3 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toBe('The connected system refused the credentials in the integration settings.');
    await call('PUT', '/availability/settings', { authType: 0, endpointUrl: far.url, enabled: false });
    const disabled = await call('POST', '/availability/employee-skills/refresh', { skillMappingId: wrt, employeeId: 3 });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().detail).toBe('The availability integration is not set up and enabled.');
  });

  it('needs the integration modules: view to read, create/edit to save, delete to delete; skills by their own modules', async () => {
    const viewer = { permissions: { INTEGRATIONROSTER: ['view' as const], SKILLSUBJECTAREAROSTER: ['view' as const] } };
    const creator = { permissions: { INTEGRATIONROSTER: ['view' as const, 'create' as const] } };
    const body = { authType: 0, endpointUrl: 'https://r.example' };
    expect((await call('GET', '/roster/settings', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/roster/settings', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/availability/settings', undefined, viewer)).statusCode).toBe(403);
    expect((await call('PUT', '/roster/settings', body, viewer)).statusCode).toBe(403);
    const { id } = (await call('PUT', '/roster/settings', body, creator)).json();
    expect((await call('PUT', '/roster/settings', body, creator)).statusCode).toBe(403);
    expect((await call('DELETE', `/roster/settings/${id}`, undefined, creator)).statusCode).toBe(403);
    expect((await call('GET', '/roster/employee-skills', undefined, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/roster/skill-types', undefined, creator)).statusCode).toBe(403);
    expect((await call('POST', '/roster/employee-skills/refresh', { skillMappingId: 1, employeeId: 1 }, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/roster/skill-types', { skillCode: 'X', name: 'X', subjectAreas: [{ subjectAreaId: 1, competencyIds: [] }] }, viewer)).statusCode).toBe(403);
  });
});
