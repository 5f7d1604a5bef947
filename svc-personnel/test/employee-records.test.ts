import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@firecrest/service-kit/testing';
import type { BaseConfig } from '@firecrest/service-kit';
import { ATTACHMENT_LIMITS, MESSAGES } from '@firecrest/contracts';
import { app } from '../src/app';
import { configSchema } from '../src/config';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('notes, CPD entries and attachments of an employee', () => {
  let personnel: TestService<BaseConfig>;
  let admin: Record<string, string>;
  let employeeId: number;
  let otherId: number;
  let northManager: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => personnel.server.inject({ method, url: `/personnel/employees/${url}`, payload, headers });
  const errorsOf = (res: { json(): { errors?: unknown } }) => res.json().errors;

  beforeAll(async () => {
    personnel = await buildTestService('svc-personnel', configSchema, app);
    admin = await personnel.as();
    const station = async (callSign: string) => (await personnel.server.inject({ method: 'POST', url: '/personnel/locations', headers: admin, payload: { kind: 'station', callSign, name: callSign } })).json().id;
    const north = await station('N1');
    const south = await station('S1');
    const person = async (stationId: number) => (await personnel.server.inject({ method: 'POST', url: '/personnel/employees', headers: admin, payload: { firstName: 'A', lastName: 'B', contracts: [{ stationId, startDate: '2020-01-01' }] } })).json().id;
    employeeId = await person(north);
    otherId = await person(south);
    northManager = await personnel.as({ accessAllLocations: false, locationIds: [north], permissions: { EMPLOYEES: ['view', 'create', 'edit', 'delete'] } });
  });
  afterAll(() => personnel?.close());

  it('keeps notes, newest first, and refuses an empty one', async () => {
    expect(errorsOf(await call('POST', `${employeeId}/notes`, { date: '2025-01-01', text: '  ' }))).toEqual([{ field: 'text', message: MESSAGES.required }]);
    await call('POST', `${employeeId}/notes`, { date: '2025-01-01', text: 'First' });
    const second = (await call('POST', `${employeeId}/notes`, { date: '2025-03-01', text: 'Second' })).json();
    expect((await call('GET', `${employeeId}/notes`)).json().data.map((n: { text: string }) => n.text)).toEqual(['Second', 'First']);
    expect((await call('PUT', `${employeeId}/notes/${second.id}`, { date: '2025-03-01', text: 'Changed' })).json().text).toBe('Changed');
    expect((await call('DELETE', `${otherId}/notes/${second.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${employeeId}/notes/${second.id}`)).statusCode).toBe(204);
  });

  it('keeps CPD entries with positive hours and no future dates', async () => {
    const res = await call('POST', `${employeeId}/cpd`, { date: tomorrow, event: '', totalHours: 0 });
    expect(errorsOf(res)).toEqual([
      { field: 'event', message: MESSAGES.required },
      { field: 'date', message: MESSAGES.futureDatesNotAllowed },
      { field: 'totalHours', message: MESSAGES.valueGreaterThanZero },
    ]);
    expect((await call('POST', `${employeeId}/cpd`, { date: '2025-02-02', event: 'Water rescue seminar', location: 'Exeter', totalHours: 6.5 })).statusCode).toBe(201);
    expect((await call('GET', `${employeeId}/cpd`)).json().data).toMatchObject([{ event: 'Water rescue seminar', location: 'Exeter', totalHours: 6.5, subjectAreaId: null }]);
  });

  it('takes attachments of the allowed types and sizes only, up to the count, and gives them back', async () => {
    const attach = (fileName: string, contentType: string, bytes: Buffer) => call('POST', `${employeeId}/attachments`, { fileName, contentType, content: bytes.toString('base64') });
    const pdf = await attach('certificate.pdf', 'application/pdf', PDF);
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({ fileName: 'certificate.pdf', size: PDF.length });
    expect(errorsOf(await attach('virus.exe', 'application/x-msdownload', PDF))).toEqual([{ field: 'contentType', message: expect.stringContaining('Only .pdf') }]);
    expect(errorsOf(await attach('fake.png', 'image/png', PDF))).toEqual([{ field: 'content', message: 'The file is not of the type its name says' }]);
    const big = await attach('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(ATTACHMENT_LIMITS.maxBytes)]));
    expect(errorsOf(big)).toEqual([{ field: 'content', message: `${MESSAGES.attachmentLimits}: at most 700 KB a file` }]);
    for (let n = 1; n < ATTACHMENT_LIMITS.maxCount; n++) expect((await attach(`photo${n}.png`, 'image/png', PNG)).statusCode).toBe(201);
    expect(errorsOf(await attach('one-too-many.png', 'image/png', PNG))).toEqual([{ field: 'content', message: `${MESSAGES.attachmentLimits}: at most 10 files an employee` }]);
    const download = await call('GET', `${employeeId}/attachments/${pdf.json().id}/content`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const list = (await call('GET', `${employeeId}/attachments`)).json();
    expect(list.data).toHaveLength(10);
    expect(list.data[0].content).toBeUndefined();
  });

  it('hides the records of people outside a manager’s locations', async () => {
    expect((await call('GET', `${employeeId}/notes`, undefined, northManager)).statusCode).toBe(200);
    expect((await call('GET', `${otherId}/notes`, undefined, northManager)).statusCode).toBe(404);
    expect((await call('POST', `${otherId}/cpd`, { date: '2025-01-01', event: 'X', totalHours: 1 }, northManager)).statusCode).toBe(404);
  });
});
