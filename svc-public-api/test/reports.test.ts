import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import {
  API_CONSTANTS,
  employeeCompetencyEvents,
  employeeEvents,
  locationCreated,
  referenceItemChanged,
  trainingEventAttendeeEvents,
  trainingEventEvents,
  type EmployeeCompetencyEvent,
  type TrainingEventPayload,
  actionPlanEvents,
  competencyExtensionEvents,
  type ActionPlanEvent,
} from '@firecrest/contracts';
import { buildPublicApi } from './helper';
import { addDays } from '../src/reports/expiry-bands';
import { pdfText } from '@firecrest/service-kit/testing';

/**
 * The reports on a hand-computed fixture published as the owners' events: three stations, four people, seven
 * competency records (one ended), three attendees. Limits are small so "too large" and the queue are reached.
 */
describe('reports (issue 30)', () => {
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let admin: Record<string, string>;
  let scoped: Record<string, string>;
  const today = new Date().toISOString().slice(0, 10);
  const at = (days: number) => addDays(today, days);
  const modified = '2026-01-01T00:00:00.000Z';
  const get = (url: string, headers = admin) => ctx.api.server.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await buildPublicApi({ REPORT_ROW_LIMIT: '5', REPORT_DIRECT_ROWS: '5' });
    admin = await ctx.api.as({ id: 'admin', name: 'Admin', accessAllLocations: true, permissions: { REPORTS: ['view'] } });
    scoped = await ctx.api.as({ id: 'manager', name: 'Station Manager', accessAllLocations: false, locationIds: [1, 2], permissions: { REPORTS: ['view'] } });
    const events = ctx.producer.server.events;
    for (const [id, callSign, name] of [[1, 'A01', 'Alpha'], [2, 'B02', 'Bravo'], [3, 'C03', 'Charlie']] as const) {
      await events.publish(locationCreated, { id, kind: 'station', callSign, name, address: '', postcode: '', phone: '', lastModifiedDate: modified }, { key: String(id) });
    }
    for (const [kind, id, code, name] of [['competency', 11, 'BA', 'Breathing apparatus'], ['competency', 12, 'FA', 'First aid'], ['competencyStatus', 21, '', 'Competent']] as const) {
      await events.publish(referenceItemChanged, { kind, id, code, name, deleted: false, lastModifiedDate: modified }, { key: `${kind}:${id}` });
    }
    for (const [id, lastName, stationId] of [[101, 'Adams', 1], [102, 'Baker', 1], [103, 'Clark', 2], [104, 'Davis', 3]] as const) {
      const contract = { serviceNumber: `S${id}`, roleId: null, stationId, watchId: null, rosterId: null, staffGroupId: null, startDate: '2020-01-01', endDate: null };
      await events.publish(
        employeeEvents.created,
        { id, firstName: 'Pat', lastName, gartanId: `G${id}`, email: '', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: [contract], lastModifiedDate: modified },
        { key: String(id) },
      );
    }
    const record = (id: number, employeeId: number, competencyId: number, expiryDate: string | null, endDate: string | null = null): EmployeeCompetencyEvent => ({
      id, employeeId, competencyId, competencyProgramId: null, statusId: 21, startDate: '2024-01-01', endDate, expiryDate, lastModifiedDate: modified,
    });
    for (const r of [
      record(1, 101, 11, at(-10)), // expired
      record(2, 101, 12, at(30)), // expiring
      record(3, 102, 11, at(400)), // valid
      record(4, 102, 12, null), // no expiry
      record(5, 103, 11, at(10)), // expiring
      record(6, 104, 11, at(-1)), // expired
      record(7, 104, 12, at(200), at(-5)), // ended: not held
    ]) await events.publish(employeeCompetencyEvents.created, r, { key: String(r.id) });
    const event = (id: number, name: string, day: string, locationId: number): TrainingEventPayload => ({
      id, trainingType: 2, course: { code: name.slice(0, 2).toUpperCase(), name }, dates: [{ startTime: `${day}T09:00:00.000Z`, endTime: `${day}T17:00:00.000Z` }],
      trainingLocationIds: [locationId], onStationEvent: false, status: 2, competencyIds: [], comment: '', minPlaces: 0, maxPlaces: 10, createdDate: modified, lastModifiedDate: modified,
    });
    await events.publish(trainingEventEvents.created, event(501, 'BA refresher', at(-40), 1), { key: '501' });
    await events.publish(trainingEventEvents.created, event(502, 'First aid', at(-20), 3), { key: '502' });
    // Attendees follow their event, as in the owner (the read model copies the event's dates onto them).
    await vi.waitFor(async () => expect(await ctx.api.server.views.TrainingEventView.countDocuments({ _id: { $in: [501, 502] } })).toBe(2), { timeout: 20_000, interval: 100 });
    const confirmed = API_CONSTANTS.TrainingEventAttendeeStatus.Confirmed;
    for (const [id, trainingEventId, employeeId] of [[601, 501, 101], [602, 501, 103], [603, 502, 104]] as const) {
      await events.publish(trainingEventAttendeeEvents.created, { id, trainingEventId, employeeId, attendeeType: 1, statusId: confirmed, dateApplied: null, dateCancellationRequested: null, lastModifiedDate: modified }, { key: String(id) });
    }
    await vi.waitFor(
      async () => {
        expect((await get('/reporting/reports/training-attendance-report/rows')).json().data.filter((r: { date: string | null }) => r.date)).toHaveLength(3);
        expect((await get('/reporting/reports/progress-report/rows')).json().data.map((r: { records: number }) => r.records)).toEqual([4, 1, 1]);
      },
      { timeout: 30_000, interval: 200 },
    );
  }, 60_000);
  afterAll(() => ctx?.close());

  /** The report routes of spec §2.6 (the downloads page aside). */
  const SPEC_PATHS = [
    'progress-report',
    'training/activity-report', 'training/course-details-report', 'training/training-planner-report-report', 'training/events-status',
    'training/training-matrix-report', 'training/training-attendance-report', 'training/delegates-cancellations-report',
    'personnel/employee-competency-program-report', 'personnel/action-plan-report', 'personnel/training-planner-employee-report',
    'personnel/personnel-report', 'personnel/competencies-report', 'personnel/competency-extensions-report',
    'personnel/personnel-activity-report', 'personnel/attendance-register-report', 'personnel/training-history-report',
  ];

  it('has a report for every route of §2.6, each answering its preview, chart and PDF', async () => {
    const reports = (await get('/reporting/reports')).json().data as { id: string; path: string; chart?: object }[];
    expect(reports.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
    for (const r of reports) {
      const rows = await get(`/reporting/reports/${r.id}/rows?stationIds=1`);
      expect(rows.statusCode, `${r.id}: ${rows.body}`).toBe(200);
      if (r.chart) expect((await get(`/reporting/reports/${r.id}/chart?stationIds=1`)).statusCode, r.id).toBe(200);
      expect((await get(`/reporting/reports/${r.id}/export.pdf?stationIds=1`)).statusCode, r.id).toBe(200);
    }
    expect((await get('/reporting/reports/nothing/rows')).statusCode).toBe(404);
    expect((await ctx.api.server.inject({ method: 'GET', url: '/reporting/reports', headers: await ctx.api.as({ permissions: {} }) })).statusCode).toBe(403);
  });

  it('training and personnel families: delivery per course, active people, extensions and action plans, scoped', async () => {
    // The counts follow the event's attendees a moment after the attendees' own rows (reports/event-counts.ts).
    await vi.waitFor(async () => expect((await get('/reporting/reports/activity-report/rows?sort=course')).json().data).toEqual([
      { course: 'BA BA refresher', events: 1, complete: 1, cancelled: 0, days: 1, attendees: 2 },
      { course: 'FI First aid', events: 1, complete: 1, cancelled: 0, days: 1, attendees: 1 },
    ]), { timeout: 20_000, interval: 200 });
    // The manager sees the event held at their station, not the First aid one at station 3 nobody of theirs attended.
    expect((await get('/reporting/reports/activity-report/rows', scoped)).json().data.map((r: { course: string }) => r.course)).toEqual(['BA BA refresher']);
    expect((await get('/reporting/reports/personnel-report/rows', scoped)).json().data.map((r: { employee: string }) => r.employee)).toEqual(['Adams, Pat', 'Baker, Pat', 'Clark, Pat']);
    // The chart: people by main station, counted station by station; a staff group filter (none has one) counts nobody.
    expect((await get('/reporting/reports/personnel-report/chart')).json().data).toEqual([
      { station: 'A01 Alpha', people: 2 },
      { station: 'B02 Bravo', people: 1 },
      { station: 'C03 Charlie', people: 1 },
    ]);
    expect((await get('/reporting/reports/personnel-report/chart', scoped)).json().data).toEqual([{ station: 'A01 Alpha', people: 2 }, { station: 'B02 Bravo', people: 1 }]);
    expect((await get('/reporting/reports/personnel-report/chart?stationIds=2,3')).json().data).toEqual([{ station: 'B02 Bravo', people: 1 }, { station: 'C03 Charlie', people: 1 }]);
    expect((await get('/reporting/reports/personnel-report/chart?staffGroupIds=9')).json().data).toEqual([]);
    const events = ctx.producer.server.events;
    const extendedAt = new Date().toISOString();
    await events.publish(competencyExtensionEvents.created, { id: 801, recordId: 1, employeeId: 101, competencyId: 11, previousExpiryDate: at(-10), expiryDate: at(20), reason: 'Course cancelled by the provider', extendedBy: 'admin', extendedAt, lastModifiedDate: extendedAt }, { key: '801' });
    const plan: ActionPlanEvent = { id: 901, employeeId: 104, type: 'remedial', description: 'Redo BA wear', resolveByDate: at(-2), resolvedDate: null, assessorEmployeeId: null, lineManagerEmployeeId: null, status: 'open', comment: '', competencyIds: [11], subjectAreaIds: [], source: 'manual', sourceId: null, history: [], evaluation: null, createdBy: 'admin', lastModifiedDate: modified };
    await events.publish(actionPlanEvents.created, plan, { key: '901' });
    await vi.waitFor(async () => expect((await get('/reporting/reports/competency-extensions-report/rows')).json().data).toEqual([
      { extendedAt: extendedAt.slice(0, 10), employee: 'Adams, Pat', station: 'A01 Alpha', competency: 'BA Breathing apparatus', previousExpiryDate: at(-10), expiryDate: at(20), days: 30, reason: 'Course cancelled by the provider', extendedBy: 'admin' },
    ]), { timeout: 20_000, interval: 200 });
    await vi.waitFor(async () => expect((await get('/reporting/reports/action-plan-report/rows')).json().data).toEqual([
      { employee: 'Davis, Pat', station: 'C03 Charlie', type: 'Remedial training', description: 'Redo BA wear', source: 'By hand', resolveByDate: at(-2), status: 'Open', overdue: 'Overdue', resolvedDate: null },
    ]), { timeout: 20_000, interval: 200 });
    expect((await get('/reporting/reports/action-plan-report/rows', scoped)).json().total).toBe(0);
  });

  it('progress: bands per station as computed by hand; a manager of two stations sees only theirs', async () => {
    expect((await get('/reporting/reports/progress-report/rows')).json().data).toEqual([
      { station: 'A01 Alpha', people: 2, records: 4, valid: 1, expiring: 1, expired: 1, noExpiry: 1, inDate: 75 },
      { station: 'B02 Bravo', people: 1, records: 1, valid: 0, expiring: 1, expired: 0, noExpiry: 0, inDate: 100 },
      { station: 'C03 Charlie', people: 1, records: 1, valid: 0, expiring: 0, expired: 1, noExpiry: 0, inDate: 0 },
    ]);
    expect((await get('/reporting/reports/progress-report/rows', scoped)).json().data.map((r: { station: string }) => r.station)).toEqual(['A01 Alpha', 'B02 Bravo']);
    // A station filter outside the manager's stations shows nothing rather than widening their view.
    expect((await get('/reporting/reports/progress-report/rows?stationIds=3', scoped)).json()).toEqual({ total: 0, data: [] });
    expect((await get('/reporting/reports/progress-report/rows?sort=inDate&order=desc')).json().data.map((r: { inDate: number }) => r.inDate)).toEqual([100, 75, 0]);
    const chart = (await get('/reporting/reports/progress-report')).json().chart;
    expect(chart).toEqual({ type: 'bar', x: 'station', series: ['valid', 'expiring', 'expired'] });
  });

  it('competencies and matrix: rows, bands, paging; over the limit the §8.2 sentence', async () => {
    const tooLarge = await get('/reporting/reports/competencies-report/rows');
    expect(tooLarge.statusCode).toBe(402);
    expect(tooLarge.headers['content-type']).toContain('application/problem+json');
    expect(tooLarge.json().detail).toBe('This report is too large: 6 records, more than the 5 a report may hold. Use filters to reduce the records.');
    const mine = (await get('/reporting/reports/competencies-report/rows?sort=expiryDate&order=desc&size=2&page=1', scoped)).json();
    expect(mine.total).toBe(5);
    expect(mine.data).toEqual([
      { employee: 'Clark, Pat', gartanId: 'G103', station: 'B02 Bravo', competency: 'BA Breathing apparatus', status: 'Competent', startDate: '2024-01-01', expiryDate: at(10), band: 'Expiring within 90 days' },
      { employee: 'Adams, Pat', gartanId: 'G101', station: 'A01 Alpha', competency: 'BA Breathing apparatus', status: 'Competent', startDate: '2024-01-01', expiryDate: at(-10), band: 'Expired' },
    ]);
    const expired = (await get('/reporting/reports/competencies-report/rows?band=expired')).json();
    expect(expired.data.map((r: { employee: string }) => r.employee).sort()).toEqual(['Adams, Pat', 'Davis, Pat']);
    expect((await get('/reporting/reports/competencies-report/chart', scoped)).json().data).toEqual([
      { band: 'Expired', records: 1 },
      { band: 'Expiring within 90 days', records: 2 },
      { band: 'Valid', records: 1 },
      { band: 'No expiry', records: 1 },
    ]);
    const matrix = (await get('/reporting/reports/training-matrix-report/chart?stationIds=1')).json();
    expect(matrix.data.map((r: { employee: string; competency: string; band: string }) => `${r.employee}|${r.competency}|${r.band}`).sort()).toEqual([
      'Adams, Pat|BA Breathing apparatus|Expired',
      'Adams, Pat|FA First aid|Expiring within 90 days',
      'Baker, Pat|BA Breathing apparatus|Valid',
      'Baker, Pat|FA First aid|No expiry',
    ]);
    const bad = await get('/reporting/reports/competencies-report/rows?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('The filter from must be a day as YYYY-MM-DD.');
  });

  it('the matrix in Excel: a worksheet per station, frozen header, typed cells; the progress PDF has its title and row count', async () => {
    const xlsx = await get('/reporting/reports/training-matrix-report/export.xlsx', scoped);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => [s.name, s.rowCount])).toEqual([['About', 4], ['A01 Alpha', 5], ['B02 Bravo', 2]]);
    const alpha = book.getWorksheet('A01 Alpha')!;
    expect(alpha.getRow(1).values).toEqual([undefined, 'Station', 'Employee', 'Gartan id', 'Competency', 'Expires', 'Expiry band']);
    expect(alpha.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(alpha.getRow(2).getCell(5).value).toBeInstanceOf(Date);
    expect(book.getWorksheet('About')!.getRow(4).values).toEqual([undefined, 'Rows', 5]);

    const pdf = await get('/reporting/reports/progress-report/export.pdf?stationIds=1,2');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Progress report');
    expect(text).toContain('Filters: Stations: A01, B02');
    expect(text).toContain('2 rows');
    expect(text).toContain('Page 1 of 1');
  });

  it('a Welsh requester gets Welsh files: report and column titles, the filter summary, dates (issue 36)', async () => {
    const welsh = await ctx.api.as({ id: 'cymro', name: 'Cymro', accessAllLocations: true, language: 'cy', permissions: { REPORTS: ['view'] } });
    const day = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    const month = new Intl.DateTimeFormat('cy-GB', { month: 'long', timeZone: 'UTC' }).format(new Date());
    const xlsx = await get(`/reporting/reports/training-attendance-report/export.xlsx?stationIds=1&from=${at(-60)}`, welsh);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Ynghylch', 'Presenoldeb hyfforddiant']);
    const sheet = book.getWorksheet('Presenoldeb hyfforddiant')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Dyddiad y digwyddiad', 'Cwrs', 'Lleoliad hyfforddi', 'Gweithiwr', 'Rhif Gartan', 'Gorsaf', 'Statws']);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy');
    const about = book.getWorksheet('Ynghylch')!;
    expect(about.getRow(1).values).toEqual([undefined, 'Adroddiad', 'Presenoldeb hyfforddiant']);
    expect(about.getRow(2).values).toEqual([undefined, 'Hidlwyr', `O: ${day(at(-60))}; Gorsafoedd: A01`]);
    expect(String(about.getRow(3).getCell(2).value)).toContain(` ${month} `);
    expect(about.getRow(4).values).toEqual([undefined, 'Rhesi', 1]);

    const pdf = await get('/reporting/reports/training-attendance-report/export.pdf?stationIds=1', welsh);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Presenoldeb hyfforddiant');
    expect(text).toContain('Hidlwyr: Gorsafoedd: A01');
    expect(text).toContain('Gweithiwr');
    expect(text).toContain(day(at(-40)));
    expect(text).toContain('1 rhes');
    expect(text).toContain('Tudalen 1 o 1');
    // Letters PDF's built-in fonts lack (ŵ, ŷ) are drawn: the typeface is embedded.
    expect(pdfText((await get('/reporting/reports/personnel-report/export.pdf', welsh)).rawPayload)).toContain('Grŵp staff');
    // Queued, the file is made later in the language of whoever asked.
    const queued = (await ctx.api.server.inject({ method: 'POST', url: '/reporting/downloads', headers: welsh, payload: { reportId: 'progress-report', format: 'pdf', filters: {} } })).json();
    expect(queued.title).toBe('Adroddiad cynnydd');
    await vi.waitFor(async () => expect((await get(`/reporting/downloads/${queued.id}`, welsh)).json()).toMatchObject({ state: 'ready' }), { timeout: 30_000, interval: 250 });
    expect(pdfText((await get(`/reporting/downloads/${queued.id}/file`, welsh)).rawPayload)).toContain('Tudalen 1 o 1');
  });

  it('attendance: scoped as the lists are, filtered by course; a queued download lands for its owner only', { timeout: 40_000 }, async () => {
    expect((await get('/reporting/reports/training-attendance-report/rows', scoped)).json().data.map((r: { employee: string }) => r.employee).sort()).toEqual(['Adams, Pat', 'Clark, Pat']);
    expect((await get('/reporting/reports/training-attendance-report/rows?courseName=first')).json().data).toEqual([
      { date: at(-20), course: 'FI First aid', location: 'C03 Charlie', employee: 'Davis, Pat', gartanId: 'G104', station: 'C03 Charlie', status: 'Confirmed', cancellationRequested: null },
    ]);
    const queued = await ctx.api.server.inject({ method: 'POST', url: '/reporting/downloads', headers: admin, payload: { reportId: 'training-attendance-report', format: 'xlsx', filters: {} } });
    expect(queued.statusCode, queued.body).toBe(202);
    const { id } = queued.json();
    await vi.waitFor(async () => expect((await get(`/reporting/downloads/${id}`)).json()).toMatchObject({ state: 'ready', rows: 3, total: 3 }), { timeout: 30_000, interval: 250 });
    expect((await get('/reporting/downloads')).json().data.map((d: { id: string }) => d.id)).toEqual([id]);
    expect((await get('/reporting/downloads', scoped)).json().data).toEqual([]);
    expect((await get(`/reporting/downloads/${id}/file`, scoped)).statusCode).toBe(404);
    const file = await get(`/reporting/downloads/${id}/file`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Training attendance')!.rowCount).toBe(4);
    const refused = await ctx.api.server.inject({ method: 'POST', url: '/reporting/downloads', headers: admin, payload: { reportId: 'competencies-report', format: 'xlsx', filters: {} } });
    expect(refused.statusCode).toBe(402);
  });

  it('keeps filters per user and shares saved reports with all users or nobody', async () => {
    const put = (url: string, payload: object, headers = admin, method: 'PUT' | 'POST' | 'DELETE' = 'PUT') => ctx.api.server.inject({ method, url, headers, payload });
    expect((await put('/reporting/reports/progress-report/saved-filter', { filters: { stationIds: '1,2', courseName: 'ignored' } })).json()).toEqual({ reportId: 'progress-report', filters: { stationIds: '1,2' } });
    expect((await get('/reporting/reports/progress-report/saved-filter')).json().filters).toEqual({ stationIds: '1,2' });
    expect((await get('/reporting/reports/progress-report/saved-filter', scoped)).json().filters).toEqual({});
    const shared = (await put('/reporting/reports/progress-report/saved', { name: 'Alpha and Bravo', filters: { stationIds: '1,2' }, sharing: 'allUsers' }, admin, 'POST')).json();
    await put('/reporting/reports/progress-report/saved', { name: 'Mine only', filters: {}, sharing: 'notShared' }, admin, 'POST');
    expect((await get('/reporting/reports/progress-report/saved', scoped)).json().data.map((s: { name: string; mine: boolean }) => [s.name, s.mine])).toEqual([['Alpha and Bravo', false]]);
    expect((await put(`/reporting/reports/progress-report/saved/${shared.id}`, {}, scoped, 'DELETE')).json().detail).toBe('Only Admin can delete this saved report.');
    expect((await put(`/reporting/reports/progress-report/saved/${shared.id}`, {}, admin, 'DELETE')).statusCode).toBe(204);
  });

  it('events nobody has booked onto (no attendeeIds in the view, as the demo data loads them) count as none booked in the four event reports', async () => {
    const { Pending } = API_CONSTANTS.TrainingEventStatus;
    const [first, second] = [at(7), at(9)];
    const drill = (id: number, day: string): TrainingEventPayload => ({
      id, trainingType: 2, course: { code: 'HD', name: 'Hose drill' }, dates: [{ startTime: `${day}T09:00:00.000Z`, endTime: `${day}T17:00:00.000Z` }],
      trainingLocationIds: [2], onStationEvent: false, status: Pending, competencyIds: [11], comment: '', minPlaces: 0, maxPlaces: 8, createdDate: modified, lastModifiedDate: modified,
    });
    // One produce request, one key: the read model gets them as one run and inserts them in bulk (lean, no defaults),
    // as it loads the demo data's events.
    await ctx.producer.server.events.publishMany(trainingEventEvents.created, [drill(503, first), drill(504, second)], () => 'hose-drills');
    await vi.waitFor(async () => expect(await ctx.api.server.views.TrainingEventView.countDocuments({ _id: { $in: [503, 504] } })).toBe(2), { timeout: 20_000, interval: 100 });
    for (const id of [503, 504]) expect(await ctx.api.server.views.TrainingEventView.collection.findOne({ _id: id as never })).not.toHaveProperty('attendeeIds');
    const rows = async (report: string, sort = '') => {
      const res = await get(`/reporting/reports/${report}/rows?courseName=hose${sort}`);
      expect(res.statusCode, `${report}: ${res.body}`).toBe(200);
      return res.json().data;
    };
    // The counts follow the events a moment after their rows (reports/event-counts.ts).
    await vi.waitFor(async () => expect(await rows('activity-report')).toEqual([{ course: 'HD Hose drill', events: 2, complete: 0, cancelled: 0, days: 2, attendees: 0 }]), { timeout: 20_000, interval: 200 });
    const eventRow = (day: string) => ({ course: 'HD Hose drill', date: day, lastDate: day, location: 'B02 Bravo', status: 'Pending', days: 1, places: 8, booked: 0, free: 8, competencies: 1 });
    expect(await rows('course-details-report', '&sort=date&order=asc')).toEqual([eventRow(first), eventRow(second)]);
    expect(await rows('training-planner-report-report', '&sort=date&order=asc')).toEqual([eventRow(first), eventRow(second)]);
    expect(await rows('events-status')).toEqual([
      { status: 'Cancelled', events: 0, attendees: 0 },
      { status: 'Complete', events: 0, attendees: 0 },
      { status: 'Pending', events: 2, attendees: 0 },
    ]);
  });

  it('an employee who moves station takes their attendance and action plans with them in the station filter (kept on the rows by the employee event)', async () => {
    const byStation = async (report: string, stationIds: string) => (await get(`/reporting/reports/${report}/rows?stationIds=${stationIds}`)).json().data.map((r: { employee: string }) => r.employee);
    await vi.waitFor(async () => expect(await byStation('action-plan-report', '3')).toEqual(['Davis, Pat']), { timeout: 20_000, interval: 200 });
    expect(await byStation('training-attendance-report', '3')).toEqual(['Davis, Pat']);
    expect(await byStation('training-attendance-report', '2')).toEqual(['Clark, Pat']);
    const moved = { serviceNumber: 'S104', roleId: null, stationId: 2, watchId: null, rosterId: null, staffGroupId: null, startDate: '2020-01-01', endDate: null };
    await ctx.producer.server.events.publish(
      employeeEvents.updated,
      { id: 104, firstName: 'Pat', lastName: 'Davis', gartanId: 'G104', email: '', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: [moved], lastModifiedDate: '2026-01-02T00:00:00.000Z' },
      { key: '104' },
    );
    await vi.waitFor(async () => expect((await byStation('training-attendance-report', '2')).sort()).toEqual(['Clark, Pat', 'Davis, Pat']), { timeout: 20_000, interval: 200 });
    expect(await byStation('training-attendance-report', '3')).toEqual([]);
    expect(await byStation('action-plan-report', '2')).toEqual(['Davis, Pat']);
    expect((await get('/reporting/reports/action-plan-report/rows', scoped)).json().total).toBe(1);
  });
});
