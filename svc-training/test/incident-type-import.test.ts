import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { app } from '../src/app';
import { configSchema } from '../src/config';

describe('incident types CSV (issue 27): read by the service’s parser, a fault answered as a 400 naming its line and column', () => {
  let training: TestService<BaseConfig>;
  let admin: Record<string, string>;
  const read = (data: string, headers = admin) => training.server.inject({ method: 'POST', url: '/training/incident-types/csv', payload: { data }, headers });

  beforeAll(async () => {
    training = await buildTestService('svc-training', configSchema, app);
    admin = await training.as();
  });
  afterAll(() => training?.close());

  it('answers the rows with their lines, a header skipped, quotes and a comma in a name kept', async () => {
    const res = await read('\uFEFFcode,name\r\nRTC,Road traffic collision\r\n\r\nHAZ,"Hazardous ""materials"", spill"\r\nFLD,Flooding, internal\r\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { line: 2, code: 'RTC', name: 'Road traffic collision' },
      { line: 4, code: 'HAZ', name: 'Hazardous "materials", spill' },
      { line: 5, code: 'FLD', name: 'Flooding,internal' },
    ]);
  });

  it('answers a file that is not valid CSV with the shared 400 naming the line and the column', async () => {
    for (const [data, expected] of [
      ['code,name\nRTC,Road "traffic" collision\n', /^The file is not valid CSV at line 2, column 2 \(name\): a quote appears inside a field that does not start with one/],
      ['code,name\nRTC,"Road traffic\n', /^The file is not valid CSV at line 2, column 2 \(name\): a quoted field is still open where the file ends/],
      ['RTC,"Road" traffic\n', /^The file is not valid CSV at line 1, column 2 \(name\): a quoted field has text after its closing quote/],
    ] as const) {
      const res = await read(data);
      expect(res.statusCode, data).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'validation', detail: expect.stringMatching(expected), errors: [{ field: 'data' }] });
    }
  });

  it('needs the right to create incident types', async () => {
    expect((await read('RTC,Road traffic collision', await training.as({ permissions: { INCIDENTS: ['view'] } }))).statusCode).toBe(403);
  });
});
