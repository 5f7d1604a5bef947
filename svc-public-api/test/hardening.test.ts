import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { spreadsheetSafe } from '@firecrest/contracts';
import { buildWorld, type World } from './world';

/** Issue 18 findings 4, 5, 10 and 14, each as it was reported, through the services that showed them. */
describe('hardening: queries, control characters, CSV formulas, the OpenAPI contract', () => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld();
  });
  afterAll(() => w?.close());

  it('refuses unknown and operator query parameters on the internal lists with a 400 naming them (never a filter)', async () => {
    await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'Q1', name: 'Query Street' });
    for (const [url, field] of [
      ['/personnel/employees?lastName=Smith', 'lastName'],
      ['/personnel/employees?$where=sleep(100)', '$where'],
      ['/personnel/employees?$or=x', '$or'],
      ['/personnel/employees?$expr=1', '$expr'],
      ['/personnel/organisation/watch?name=Red', 'name'],
      ['/personnel/locations?kind[$ne]=station', 'kind[$ne]'],
    ] as const) {
      const res = await w.personnelWrite('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'validation', errors: [{ field, message: 'Unknown query parameter' }] });
    }
    for (const [url, field] of [
      ['/training/training-event-attendees?trainingEventId=1&employeeId[$gt]=0', 'employeeId[$gt]'],
      ['/training/training-resource-inventories?name=x', 'name'],
    ] as const) {
      expect((await w.trainingWrite('GET', url)).json(), url).toMatchObject({ status: 400, errors: [{ field }] });
    }
    // A declared filter still filters.
    expect((await w.trainingWrite('GET', '/training/training-event-attendees?trainingEventId=1')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('refuses NUL and other control characters with a 400 naming the field, on /api/v1 and on internal routes', async () => {
    for (const path of ['/api/v1/users', '/api/v1/stations', '/api/v1/training-events', '/api/v1/training-resources', '/api/v1/training-resource-inventories']) {
      const res = await w.v1(`${path}?filterText=%00`);
      expect(res.statusCode, path).toBe(400);
      expect(res.headers['content-type'], path).toMatch(/application\/problem\+json/);
      expect(res.json().errors, path).toEqual([{ field: 'filterText', message: 'must not contain control characters' }]);
    }
    const body = await w.personnelWrite('POST', '/personnel/locations', { kind: 'station', callSign: 'N1', name: 'Nul\u0000 Road' });
    expect(body.json()).toMatchObject({ status: 400, errors: [{ field: 'name', message: 'must not contain control characters' }] });
  });

  it('writes formula-like cells of the incidents CSV as text', async () => {
    expect(['=1+1', '+44', '-2', '@SUM(A1)', '\tx', '\rx', 'plain', ''].map(spreadsheetSafe)).toEqual(["'=1+1", "'+44", "'-2", "'@SUM(A1)", "'\tx", "'\rx", 'plain', '']);
    const station = await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'CSV1', name: 'Csv Lane' });
    const type = await w.create('training', '/training/reference-items/incidentType', { code: 'CSVT', name: '=cmd|"/c calc"!A1' });
    await w.create('training', '/training/incidents', {
      incidentNo: 'INC-CSV-1',
      incidentDate: '2026-05-01T10:00:00.000Z',
      incidentTypeId: type.id,
      stationIds: [station.id],
      address: '=HYPERLINK("http://evil.example","Click")',
    });
    let rows: Record<string, string>[] = [];
    await w.until(`/api/v1/incidents?stationIds=${station.id}`, (b) => expect(b.data).toHaveLength(1));
    await expect
      .poll(async () => {
        rows = parse((await w.v1(`/api/v1/incidents/upload/csv?stationIds=${station.id}`)).body, { columns: true });
        return rows[0]?.incidentTypeName;
      })
      .toBe('\'=cmd|"/c calc"!A1');
    expect(rows[0]).toMatchObject({ incidentNo: 'INC-CSV-1', address: '\'=HYPERLINK("http://evil.example","Click")' });
  });

  it('answers as its OpenAPI says: API key scheme, problem JSON errors, real dates only, unknown cursors 400, other methods 405', async () => {
    const doc = (await w.api.server.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.components.securitySchemes).toEqual({ apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } });
    expect(doc.security).toEqual([{ apiKey: [] }]);
    const stations = doc.paths['/api/v1/stations'].get;
    for (const status of ['400', '401', '403', '404', '414', '429', '431', '500', '503', '504']) {
      expect(stations.responses[status].content, status).toHaveProperty(['application/problem+json']);
    }
    const fromDate = doc.paths['/api/v1/incidents'].get.parameters.find((p: { name: string }) => p.name === 'fromDate').schema.pattern;
    expect(['2024-02-29', '2026-01-31T23:59:59'].every((d) => new RegExp(fromDate).test(d))).toBe(true);
    expect(['1960-07-93', '2026-02-29', '2026-02-30', '2026-01-01T24:00:00'].some((d) => new RegExp(fromDate).test(d))).toBe(false);

    expect((await w.v1('/api/v1/incidents?fromDate=1960-07-93')).json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'fromDate' })] });
    expect((await w.v1('/api/v1/training-events?cursor=eyJhZnRlciI6MX0')).json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'cursor' })] });
    const headers = await w.api.as();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await w.api.server.inject({ method, url: '/api/v1/stations/1', headers });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.json()).toMatchObject({ code: 'methodNotAllowed' });
    }
  });
});
