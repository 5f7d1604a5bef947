import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema } from 'mongoose';
import { modelsDescribed, type ModelDescription } from '@firecrest/contracts';
import { describeSchema, referenceItemSchema } from '@firecrest/service-kit';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { buildSystem, pdfText, until } from './helper';

// Stand-ins for an owner's models: svc-system knows other services only by what they publish.
const contractSchema = new Schema({ serviceNumber: String, stationId: Number, startDate: { type: String, required: true } });
const employeeSchema = new Schema({ _id: Number, gartanId: { type: String, unique: true }, lastName: { type: String, required: true }, contracts: [contractSchema] });
const locationSchema = new Schema({ _id: Number, callSign: { type: String, required: true }, name: String });
const model = (name: string, collection: string, schema: Schema): ModelDescription => ({ name, collection, ...describeSchema(schema) });
const personnelModels = () => [model('Employee', 'employees', employeeSchema), model('Location', 'locations', locationSchema), model('ReferenceItem', 'reference_items', referenceItemSchema)];

describe('database schema diagrams from the models the services describe', () => {
  let sys: TestService<SystemConfig>;
  const get = async (url: string, user: Parameters<TestService<SystemConfig>['as']>[0] = {}) =>
    sys.server.inject({ method: 'GET', url: `/system/database-schema${url}`, headers: await sys.as(user) });
  /** Publishes a service's description as the kit does at its start, and waits until svc-system has stored it. */
  const describeService = async (service: string, models: ModelDescription[]) => {
    const describedAt = new Date().toISOString();
    await sys.server.events.publish(modelsDescribed, { service, describedAt, models }, { key: service });
    await until(async () => (await sys.server.system.ModelDescriptions.findById(service).lean())?.describedAt.toISOString(), describedAt);
  };

  beforeAll(async () => {
    sys = await buildSystem();
    await describeService('svc-personnel', personnelModels());
  });
  afterAll(() => sys?.close());

  it('lists the nine diagrams by name with image and PDF links', async () => {
    const { data } = (await get('')).json();
    expect(data.map((d: { name: string }) => d.name)).toEqual([
      'Action Plans', 'Competency Framework', 'Employee Skills', 'Employees', 'Incidents', 'Training Course', 'Training Events', 'Training Resources', 'Users',
    ]);
    expect(data[3]).toMatchObject({ id: 'employees', imageUrl: expect.stringMatching(/^\/api\/system\/database-schema\/employees\/svg\?v=[0-9a-f]{12}$/), pdfUrl: expect.stringMatching(/\/employees\/pdf\?v=/) });
  });

  it('draws the described models as SVG: tables, fields, embedded documents and relations', async () => {
    const res = await get('/employees/svg');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const svg = res.body;
    expect(svg.startsWith('<svg')).toBe(true);
    for (const text of ['Employee', 'Employee.contracts', 'Location', 'ReferenceItem', 'gartanId', 'svc-personnel · employees', 'stationId']) expect(svg).toContain(`>${text}`);
    expect(svg).toContain('<polyline');
    expect(svg).not.toContain('not described');
  });

  it('draws svc-system’s own models from the description its kit published at start', async () => {
    await expect.poll(async () => (await get('/employee-skills/svg')).body, { timeout: 15_000, interval: 200 }).toContain('>svc-system · skill_mapping_types');
  });

  it('shows an entity whose service has not described itself as such, with a note', async () => {
    const res = await get('/training-course/svg');
    expect(res.statusCode).toBe(200);
    for (const text of ['LmsRecord', 'ImportLogRow', 'svc-lms · not described', 'svc-lms has not described its models yet (LmsRecord, ImportLogRow).', 'Course completions imported']) {
      expect(res.body).toContain(`>${text}`);
    }
    const pdf = await get('/users/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf.rawPayload)).toContain('svc-gateway has not described its models yet');
  });

  it('exports a PDF holding the drawing', async () => {
    const text = pdfText((await get('/employees/pdf')).rawPayload);
    expect(text).toContain('Employees');
    expect(text).toContain('gartanId');
  });

  it('keeps the last-updated date until a described schema changes, then redraws with the change', async () => {
    await get('');
    // As if first seen in March 2023 (the spec's dates), so a change now shows as a later date.
    await sys.server.system.SchemaVersion.updateMany({}, { $set: { dateUpdated: new Date('2023-03-01T00:00:00Z') } });
    const before = (await get('/employees')).json();
    expect(before.dateUpdated).toBe('2023-03-01T00:00:00.000Z');
    // The service restarts with the same models: nothing moves.
    await describeService('svc-personnel', personnelModels());
    expect((await get('/employees')).json()).toEqual(before);

    const probed = personnelModels();
    probed[0].fields.push({ name: 'diagramProbe', type: 'String', required: false, index: false });
    await describeService('svc-personnel', probed);
    const after = (await get('/employees')).json();
    expect(after.dateUpdated > before.dateUpdated).toBe(true);
    expect(after.imageUrl).not.toBe(before.imageUrl);
    expect((await get('/employees/svg')).body).toContain('>diagramProbe');
    expect((await get('/incidents')).json().dateUpdated).toBe('2023-03-01T00:00:00.000Z');

    // A model renamed by its owner no longer matches the diagram's: shown, not dropped silently.
    await describeService('svc-personnel', personnelModels().filter((m) => m.name !== 'Location'));
    const svg = (await get('/employees/svg')).body;
    expect(svg).toContain('>svc-personnel describes no model Location.');
    expect(svg).toContain('>svc-personnel · not described');
  });

  it('needs view on SYSTEM and answers 404 for an unknown diagram', async () => {
    expect((await get('/nope')).statusCode).toBe(404);
    for (const url of ['', '/users', '/users/svg', '/users/pdf']) {
      expect((await get(url, { permissions: {} })).statusCode, url).toBe(403);
      expect((await sys.server.inject({ method: 'GET', url: `/system/database-schema${url}` })).statusCode, url).toBe(401);
    }
  });
});
