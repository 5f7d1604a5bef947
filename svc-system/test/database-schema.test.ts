import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from 'mongoose';
import type { TestService } from '@firecrest/service-kit/testing';
import { employeeSchema } from '../../svc-personnel/src/models/employee';
import type { SystemConfig } from '../src/config';
import { buildSystem, pdfText } from './helper';

describe('database schema diagrams from the services’ mongoose schemas', () => {
  let sys: TestService<SystemConfig>;
  const get = async (url: string, user: Parameters<TestService<SystemConfig>['as']>[0] = {}) =>
    sys.server.inject({ method: 'GET', url: `/system/database-schema${url}`, headers: await sys.as(user) });

  beforeAll(async () => {
    sys = await buildSystem();
  });
  afterAll(() => sys?.close());

  it('lists the nine diagrams by name with image and PDF links', async () => {
    const { data } = (await get('')).json();
    expect(data.map((d: { name: string }) => d.name)).toEqual([
      'Action Plans', 'Competency Framework', 'Employee Skills', 'Employees', 'Incidents', 'Training Course', 'Training Events', 'Training Resources', 'Users',
    ]);
    expect(data[3]).toMatchObject({ id: 'employees', imageUrl: expect.stringMatching(/^\/api\/system\/database-schema\/employees\/svg\?v=[0-9a-f]{12}$/), pdfUrl: expect.stringMatching(/\/employees\/pdf\?v=/) });
  });

  it('draws the real schema as SVG: tables, fields, embedded documents and relations', async () => {
    const res = await get('/employees/svg');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const svg = res.body;
    expect(svg.startsWith('<svg')).toBe(true);
    for (const text of ['Employee', 'Employee.contracts', 'Location', 'gartanId', 'svc-personnel · employees', 'stationId']) expect(svg).toContain(`>${text}`);
    expect(svg).toContain('<polyline');
    const training = (await get('/training-events/svg')).body;
    expect(training).toContain('>TrainingEventAttendee');
    expect(training).toContain('>trainingEventId');
  });

  it('exports a PDF holding the drawing', async () => {
    const res = await get('/users/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Users');
    expect(text).toContain('usernameLower');
  });

  it('keeps the last-updated date until a schema changes, then redraws with the change', async () => {
    await get('/employees');
    // As if first seen in March 2023 (the spec's dates), so a change now shows as a later date.
    await sys.server.system.SchemaVersion.updateMany({}, { $set: { dateUpdated: new Date('2023-03-01T00:00:00Z') } });
    const before = (await get('/employees')).json();
    expect(before.dateUpdated).toBe('2023-03-01T00:00:00.000Z');
    expect((await get('/employees')).json().dateUpdated).toBe(before.dateUpdated);
    (employeeSchema as unknown as Schema).add({ diagramProbe: { type: String } });
    try {
      const after = (await get('/employees')).json();
      expect(after.dateUpdated > before.dateUpdated).toBe(true);
      expect(after.imageUrl).not.toBe(before.imageUrl);
      expect((await get('/employees/svg')).body).toContain('>diagramProbe');
      expect((await get('/incidents')).json().dateUpdated).toBe('2023-03-01T00:00:00.000Z');
    } finally {
      (employeeSchema as unknown as Schema).remove('diagramProbe');
    }
  });

  it('needs view on SYSTEM and answers 404 for an unknown diagram', async () => {
    expect((await get('/nope')).statusCode).toBe(404);
    for (const url of ['', '/users', '/users/svg', '/users/pdf']) {
      expect((await get(url, { permissions: {} })).statusCode, url).toBe(403);
      expect((await sys.server.inject({ method: 'GET', url: `/system/database-schema${url}` })).statusCode, url).toBe(401);
    }
  });
});
