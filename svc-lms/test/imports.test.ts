import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { LMS_PASSWORD_MASK } from '@firecrest/contracts';
import { pdfText } from '@firecrest/service-kit/testing';
import { buildLmsWorld, csvOf, type LmsWorld } from './helper';

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('LMS imports', () => {
  let w: LmsWorld;
  const people: { id: number; gartanId: string; serviceNumber: string; lastName: string }[] = [];
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    w = await buildLmsWorld({ LMS_MAX_FILE_MB: '1', LMS_REPORT_MAX_ROWS: '10' });
    ids.north = (await w.create('personnel', '/personnel/locations', { kind: 'station', callSign: 'N01', name: 'Northgate' })).id;
    for (const [n, lastName] of ['Adams', "O'Brien, Jr", 'Clark'].entries()) {
      const e = await w.create('personnel', '/personnel/employees', { firstName: `Sam${n}`, lastName, contracts: [{ serviceNumber: `SN${100 + n}`, stationId: ids.north, startDate: '2020-01-01' }] });
      people.push({ id: e.id, gartanId: e.gartanId, serviceNumber: `SN${100 + n}`, lastName });
    }
    ids.ba = (await w.create('training', '/training/reference-items/competency', { code: 'BA', name: 'Breathing apparatus' })).id;
    ids.rtc = (await w.create('training', '/training/reference-items/competency', { code: 'RTC', name: 'Road traffic collision' })).id;
    // Adams holds BA since 2024 for two years: an LMS completion renews it for the same period.
    await w.create('training', '/training/employee-competencies', { employeeId: people[0]!.id, competencyId: ids.ba, statusId: 4, startDate: '2024-01-01', expiryDate: '2026-01-01' });
    await w.until(
      async () => [await w.lms.server.lms.DirectoryEmployee.countDocuments(), await w.lms.server.lms.DirectoryItem.countDocuments({ kind: 'competency' })],
      ([employees, competencies]) => expect([employees, competencies]).toEqual([3, 2]),
    );
  });
  afterAll(() => w?.close());

  it('serves the template and refuses files that cannot be imported, each with a clear message', async () => {
    const template = await w.get('/lms/lmsrecords/template/csv');
    expect(template.headers['content-type']).toMatch(/^text\/csv/);
    expect(template.body.split('\r\n')[0]).toBe('GUID,ServiceNumber,LastName,FirstName,CourseCode,CourseName,CompletionStatus,CompletionDate');

    const cases: [string | Buffer, { type?: string; fileName?: string }, RegExp][] = [
      ['%PDF-1.7', { type: 'application/pdf', fileName: 'results.pdf' }, /^Only \.csv files can be imported; "results.pdf" is application\/pdf/],
      ['', {}, /^The file is empty/],
      ['\uFEFF\r\n\r\n', {}, /^The file is empty/],
      ['GUID,ServiceNumber,LastName,FirstName,CourseCode,CourseName,CompletionStatus,CompletionDate\r\n', {}, /^The file has only a header row/],
      ['Employee,Course,Date\r\nx,y,z\r\n', {}, /^The columns are not those of the template \(missing CourseCode, CompletionDate, GUID or ServiceNumber; unexpected "Employee", "Course", "Date"\)/],
      ['GUID,CourseCode,CompletionDate\r\n"abc,1,2\r\n', {}, /^The file is not valid CSV at line 3, column 1 \(GUID\): a quoted field is still open where the file ends/],
      // An unquoted field holding a quote (issue 27: it answered 500).
      ['GUID,CourseCode,CompletionDate\r\nabc,ab"c,2026-01-01\r\n', {}, /^The file is not valid CSV at line 2, column 2 \(CourseCode\): a quote appears inside a field that does not start with one/],
      ['GUID,CourseCode,CompletionDate\r\nabc,"BA"01,2026-01-01\r\n', {}, /^The file is not valid CSV at line 2, column 2 \(CourseCode\): a quoted field has text after its closing quote/],
    ];
    for (const [content, extra, message] of cases) {
      const res = await w.upload(content, extra);
      expect(res.statusCode, String(content)).toBe(400);
      expect(res.json().detail).toMatch(message);
    }
    const tooBig = await w.upload(Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('The attachment maximum size of 1 MB is exceeded.');
    expect(await w.lms.server.lms.ImportLogRow.countDocuments()).toBe(0);
  });

  it('imports good rows, logs bad ones, and svc-training applies the completions (seen through /api/v1)', async () => {
    const [adams, obrien, clark] = people;
    const csv =
      '\uFEFF' +
      csvOf([
        [adams!.gartanId, '', 'Adams', 'Sam0', 'ba', 'Breathing apparatus', 'Completed', daysAgo(10)],
        ['', obrien!.serviceNumber, '"O\'Brien, Jr"', '"Sam ""the fox"""', 'RTC', '"Road traffic, collision"', 'Passed', daysAgo(5).split('-').reverse().join('/')],
        ['', '', '', '', '', '', '', ''],
        ['no-such-guid', 'SN999', 'Nobody', 'X', 'BA', '', 'Completed', daysAgo(3)],
        [clark!.gartanId, '', 'Clark', 'Sam2', 'ZZ9', 'Unknown course', 'Completed', daysAgo(3)],
        [clark!.gartanId, '', 'Clark', 'Sam2', 'BA', '', 'Completed', '31/02/2026'],
        [clark!.gartanId, '', 'Clark', 'Sam2', 'BA', '', 'Failed', daysAgo(3)],
        [adams!.gartanId, '', 'Adams', 'Sam0', 'BA', '', 'Completed', daysAgo(10)],
        [clark!.gartanId, '', 'Clark', 'Sam2', 'BA', '', '', daysAgo(2)],
      ]) +
      '\r\n\r\n';
    const res = await w.upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const { importLog, summary } = res.json();
    expect(summary).toMatchObject({ rows: 8, imported: 3, applied: 3, failed: 5 });
    expect(importLog[0]).toBe('completions.csv: 8 rows, 3 imported (3 applied to competencies), 5 failed.');
    const line = (text: RegExp) => expect(importLog.some((l: string) => text.test(l)), `${text}\n${importLog.join('\n')}`).toBe(true);
    line(/^Row 2: imported .*ba.* applied: the competency starts again on this date\.$/i);
    line(/^Row 3: imported .*applied: the competency was added\.$/);
    line(/^Row \d+: failed\. Unknown employee: No employee has GUID "no-such-guid" or service number "SN999"\./);
    line(/failed\. Unknown course: No competency has the code "ZZ9"\./);
    line(/failed\. Invalid completion date: "31\/02\/2026" is not a date/);
    line(/failed\. Not a completion: The completion status "Failed" is not a completion/);
    line(/failed\. Duplicate row: Row 2 of this file has the same employee, course and completion date\./);

    // The import log: one row per CSV row, the quoted fields as written.
    const log = (await w.get('/lms/lmsrecords/imports?itemsPerPage=50')).json();
    expect(log.pagingInfo.totalItems).toBe(8);
    expect(log.data.map((r: { lastName: string }) => r.lastName)).toEqual([...log.data.map((r: { lastName: string }) => r.lastName)].sort((a, b) => a.localeCompare(b)));
    const fox = log.data.find((r: { courseCode: string }) => r.courseCode === 'RTC');
    expect(fox).toMatchObject({ succeeded: true, lastName: "O'Brien, Jr", firstName: 'Sam1', courseName: 'Road traffic collision', completionDate: daysAgo(5), createdBy: 'lms.admin' });
    const unknown = log.data.find((r: { guid: string }) => r.guid === 'no-such-guid');
    expect(unknown).toMatchObject({ succeeded: false, importErrorTitle: 'Unknown employee' });

    // LMS records: newest first, applied (3).
    const records = (await w.get('/lms/lmsrecords')).json();
    expect(records.pagingInfo.totalItems).toBe(3);
    expect(records.data[0]).toMatchObject({ locations: 'Northgate', evaluationStatus: 3 });
    expect((await w.get(`/lms/lmsrecords?filterText=road&locationIds=${ids.north}`)).json().data.map((r: { serviceNo: string }) => r.serviceNo)).toEqual(['SN101']);
    expect((await w.get('/lms/lmsrecords?locationIds=999')).json().data).toEqual([]);

    // svc-training applied them; the REST API v1 shows them.
    await w.until(
      async () => (await w.v1(`/api/v1/employees/${adams!.id}/competencies?activeOnly=false`)).json().data,
      (data) => expect(data).toEqual([expect.objectContaining({ code: 'BA', startDate: daysAgo(10), expiryDate: addDays(daysAgo(10), 731), status: 'PASS' })]),
    );
    await w.until(
      async () => (await w.v1(`/api/v1/employees/${obrien!.id}/competencies?activeOnly=false`)).json().data,
      (data) => expect(data).toEqual([expect.objectContaining({ startDate: daysAgo(5), expiryDate: null, status: 'PASS' })]),
    );

    // The same file again: nothing is applied twice.
    const held = await w.training.server.training.EmployeeCompetency.find({}).lean();
    const again = (await w.upload(csv)).json();
    expect(again.summary).toMatchObject({ rows: 8, imported: 0, applied: 0, failed: 8 });
    expect(again.importLog.filter((l: string) => l.includes('Already imported')).length).toBe(3);
    expect(await w.training.server.training.EmployeeCompetency.find({}).lean()).toEqual(held);

    // An older completion is recorded but does not replace the newer one (evaluation status 2).
    const older = (await w.upload(csvOf([[adams!.gartanId, '', '', '', 'BA', '', 'Completed', daysAgo(40)]]))).json();
    expect(older.importLog[1]).toMatch(/recorded, not applied: a newer completion is held\.$/);
    expect((await w.get('/lms/lmsrecords?orderBy=completionDate&orderByDescending=false')).json().data[0]).toMatchObject({ completionDate: daysAgo(40), evaluationStatus: 2 });
  });

  it('reports the import log as Excel and PDF with the filters, and refuses a range over the row limit', async () => {
    const over = await w.get('/lms/lmsrecords/imports/report.xlsx');
    expect(over.statusCode).toBe(413);
    expect(over.json().detail).toMatch(/^The search range is too large: \d+ rows match; a report holds at most 10\./);

    const xlsx = await w.lms.server.inject({ method: 'GET', url: `/lms/lmsrecords/imports/report.xlsx?filterText=nobody&fromDate=${today}`, headers: await w.lms.as() });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(new RegExp(`^LMS import log \\(imported from ${today}; search "nobody"; generated `));
    expect(sheet.getRow(2).values).toEqual([undefined, 'Status', 'GUID', 'Last name', 'First name', 'Course code', 'Course name', 'Completion status', 'Completion date', 'Imported by', 'Imported date', 'Error']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(3).getCell(1).value).toBe('Failed');
    expect(sheet.getRow(3).getCell(2).value).toBe('no-such-guid');
    expect(String(sheet.getRow(3).getCell(11).value)).toMatch(/^Unknown employee: No employee has GUID/);

    const pdf = await w.get('/lms/lmsrecords/imports/report.pdf?filterText=nobody');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('LMS import log');
    expect(text).toContain('search "nobody"');
    expect(text).toContain('no-such-guid');
    expect((bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);

    const bad = await w.get('/lms/lmsrecords/imports/report.pdf?fromDate=2026-02-31x');
    expect(bad.statusCode).toBe(400);
    expect((await w.get('/lms/lmsrecords/imports/report.pdf?fromDate=2026-05-02&toDate=2026-05-01')).json().errors[0].field).toBe('toDate');
    expect((await w.get('/lms/lmsrecords/imports?colour=red')).statusCode).toBe(400);
  });

  it('keeps the source settings with the password sealed, masked, and the results e-mail checked as §5 says', async () => {
    const none = (await w.get('/lms/admin/config/fileimport/2')).json();
    expect(none).toMatchObject({ id: null, serverName: '', password: '', importType: 2 });
    const base = { serverName: 'mail.brigade.example', port: 993, useSSL: true, userName: 'lms', password: 'S3cret-pass!', type: 3, fileFolder: '', resultsEmail: ' a@brigade.example , b@brigade.example ' };
    const saved = await w.post('/lms/admin/config/fileimport', base);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: 2, password: LMS_PASSWORD_MASK, resultsEmail: 'a@brigade.example,b@brigade.example', domain: '' });
    const raw = JSON.stringify(await w.lms.server.lms.ImportSettings.collection.findOne({}));
    expect(raw).not.toContain('S3cret-pass!');
    // Posting the mask back keeps the password; the body never carries it out.
    await w.post('/lms/admin/config/fileimport', { ...base, password: LMS_PASSWORD_MASK, userName: 'lms2' });
    const stored = await w.lms.server.lms.ImportSettings.findById(2).lean();
    expect(w.lms.server.lmsSource.box.open(stored!.sealedPassword)).toBe('S3cret-pass!');
    expect((await w.get('/lms/admin/config/fileimport/2')).body).not.toContain('S3cret');

    for (const resultsEmail of ['a@brigade.example,', 'a@brigade.example,,b@brigade.example', 'not-an-address', 'a@brigade.example; b@brigade.example']) {
      const res = await w.post('/lms/admin/config/fileimport', { ...base, resultsEmail });
      expect(res.statusCode, resultsEmail).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'resultsEmail', message: 'The results e-mail must be a comma-separated list of valid e-mail addresses.' }]);
    }
    expect((await w.post('/lms/admin/config/fileimport', { ...base, resultsEmail: '' })).statusCode).toBe(200);
    expect((await w.post('/lms/admin/config/fileimport', { ...base, serverName: '  ' })).statusCode).toBe(400);
  });

  it('describes every LMS call in its OpenAPI document, with the permission each needs', async () => {
    const doc = (await w.lms.server.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of ['/lms/lmsrecords', '/lms/lmsrecords/import', '/lms/lmsrecords/template/csv', '/lms/lmsrecords/imports', '/lms/lmsrecords/imports/report.xlsx', '/lms/lmsrecords/imports/report.pdf', '/lms/lmsrecords/service/run', '/lms/admin/config/fileimport/2', '/lms/admin/config/fileimport']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/lms/lmsrecords/import'].post['x-permission']).toBe('LMS_IMPORTS:create');
  });

  it('enforces LMS_IMPORTS rights on every call', async () => {
    const viewer = await w.as({ LMS_IMPORTS: ['view'] });
    const nobody = await w.as({ COMPETENCIES: ['view'] });
    expect((await w.get('/lms/lmsrecords', viewer)).statusCode).toBe(200);
    expect((await w.get('/lms/lmsrecords', nobody)).statusCode).toBe(403);
    expect((await w.get('/lms/lmsrecords/imports', nobody)).statusCode).toBe(403);
    expect((await w.get('/lms/admin/config/fileimport/2', nobody)).statusCode).toBe(403);
    expect((await w.upload(csvOf([[people[0]!.gartanId, '', '', '', 'BA', '', '', today]]), {}, viewer)).statusCode).toBe(403);
    expect((await w.post('/lms/lmsrecords/service/run', undefined, viewer)).statusCode).toBe(403);
    // Settings exist (previous test): saving them again needs edit, create alone is not enough.
    const creator = await w.as({ LMS_IMPORTS: ['view', 'create'] });
    const res = await w.post('/lms/admin/config/fileimport', { serverName: 'x', type: 1 }, creator);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Permission denied: edit on LMS_IMPORTS is required.');
    expect((await w.lms.server.inject({ method: 'GET', url: '/lms/lmsrecords' })).statusCode).toBe(401);
    // svc-training's completions route is for holders of edit on COMPETENCIES only.
    const trainingViewer = await w.training.as({ permissions: { COMPETENCIES: ['view'] } });
    const refused = await w.training.server.inject({ method: 'POST', url: '/training/lms-completions', headers: trainingViewer, payload: { completions: [{ employeeId: 1, competencyId: 1, completionDate: today }] } });
    expect(refused.statusCode).toBe(403);
  });
  it('imports 10,000 rows', async () => {
    const rows: string[][] = [];
    for (let k = 0; k < 10_000; k++) rows.push([people[k % 3]!.gartanId, '', '', '', k % 2 ? 'BA' : 'RTC', '', 'Completed', daysAgo(100 + Math.floor(k / 6))]);
    const started = Date.now();
    const res = await w.upload(csvOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    const { summary, importLog } = res.json();
    expect(summary).toMatchObject({ rows: 10_000, imported: 10_000, failed: 0 });
    expect(importLog.length).toBe(1002);
    expect(await w.lms.server.lms.ImportLogRow.countDocuments({ importId: summary.importId })).toBe(10_000);
    // Generous: the machine is shared; bench/lms-import.ts measures the speed.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 90_000);
});

function addDays(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
