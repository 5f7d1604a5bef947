import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { employeeCompetencyEvents, employeeEvents, locationCreated, locationUpdated, referenceItemChanged, type EmployeeCompetencyEvent } from '@firecrest/contracts';
import { buildPublicApi } from './helper';
import { addDays } from '../src/reports/expiry-bands';

/**
 * The competencies report's export reads one document per person (reports/competency-report-rows.ts), kept by the
 * projection from the owners' events: the file must show what the record view shows, follow a record moved to
 * another person and a renamed station, and apply the filters the documents cannot (competency, band, expiry range).
 */
describe('competencies report export from the per-person documents (issue 30)', () => {
  let ctx: Awaited<ReturnType<typeof buildPublicApi>>;
  let admin: Record<string, string>;
  const today = new Date().toISOString().slice(0, 10);
  const at = (days: number) => addDays(today, days);
  const modified = '2026-01-01T00:00:00.000Z';
  const later = '2026-02-01T00:00:00.000Z';
  const record = (id: number, employeeId: number, competencyId: number, expiryDate: string | null, extra: Partial<EmployeeCompetencyEvent> = {}): EmployeeCompetencyEvent => ({
    id, employeeId, competencyId, competencyProgramId: null, statusId: 21, startDate: '2024-01-01', endDate: null, expiryDate, lastModifiedDate: modified, ...extra,
  });
  /** The workbook's sheets as [name, rows without the header as arrays of cell text]. */
  async function exported(query = '') {
    const res = await ctx.api.server.inject({ method: 'GET', url: `/reporting/reports/competencies-report/export.xlsx${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book.worksheets
      .filter((s) => s.name !== 'About')
      .map((s) => [s.name, s.getRows(2, s.rowCount - 1)?.map((r) => [r.getCell(1).value, r.getCell(4).value, r.getCell(8).value]) ?? []]);
  }

  beforeAll(async () => {
    ctx = await buildPublicApi();
    admin = await ctx.api.as({ id: 'admin', name: 'Admin', accessAllLocations: true, permissions: { REPORTS: ['view'] } });
    const events = ctx.producer.server.events;
    for (const [id, callSign, name] of [[1, 'A01', 'Alpha'], [2, 'B02', 'Bravo']] as const) {
      await events.publish(locationCreated, { id, kind: 'station', callSign, name, address: '', postcode: '', phone: '', lastModifiedDate: modified }, { key: String(id) });
    }
    for (const [kind, id, code, name] of [['competency', 11, 'BA', 'Breathing apparatus'], ['competency', 12, 'FA', 'First aid'], ['competencyStatus', 21, '', 'Competent']] as const) {
      await events.publish(referenceItemChanged, { kind, id, code, name, deleted: false, lastModifiedDate: modified }, { key: `${kind}:${id}` });
    }
    for (const [id, lastName, stationId] of [[101, 'Baker', 1], [102, 'Adams', 1], [103, 'Clark', 2]] as const) {
      const contract = { serviceNumber: `S${id}`, roleId: null, stationId, watchId: null, rosterId: null, staffGroupId: null, startDate: '2020-01-01', endDate: null };
      await events.publish(
        employeeEvents.created,
        { id, firstName: 'Pat', lastName, gartanId: `G${id}`, email: '', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: [contract], lastModifiedDate: modified },
        { key: String(id) },
      );
    }
    for (const r of [
      record(1, 101, 11, at(-10)), // expired
      record(2, 101, 12, at(30)), // expiring
      record(3, 102, 11, at(400)), // valid
      record(4, 103, 12, null), // no expiry
      record(5, 103, 11, at(200), { endDate: at(-5) }), // ended: not held
    ]) await events.publish(employeeCompetencyEvents.created, r, { key: String(r.id) });
    // Every record in its person's document, made after their employee event (a record met first has no working period yet).
    const documented = async () => (await ctx.api.server.views.CompetencyReportRows.find({ activeFrom: '2020-01-01', stationCallSignLower: { $ne: '' } }).lean()).flatMap((d) => d.recordIds).sort();
    await vi.waitFor(async () => expect(await documented()).toEqual([1, 2, 3, 4, 5]), { timeout: 30_000, interval: 200 });
  }, 60_000);
  afterAll(() => ctx?.close());

  it('writes a worksheet per station, its people by name, only the records held today', { timeout: 60_000 }, async () => {
    expect(await exported()).toEqual([
      ['A01 Alpha', [['Adams, Pat', 'BA Breathing apparatus', 'Valid'], ['Baker, Pat', 'BA Breathing apparatus', 'Expired'], ['Baker, Pat', 'FA First aid', 'Expiring within 90 days']]],
      ['B02 Bravo', [['Clark, Pat', 'FA First aid', 'No expiry']]],
    ]);
    // Descending by employee: the station order stays, the people and their records turn round.
    const res = await ctx.api.server.inject({ method: 'GET', url: '/reporting/reports/competencies-report/export.xlsx?sort=employee&order=desc', headers: admin });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('A01 Alpha')!.getColumn(1).values.slice(2)).toEqual(['Baker, Pat', 'Baker, Pat', 'Adams, Pat']);
  });

  it('applies the competency, band and expiry filters, and the station filter, as the preview does', { timeout: 60_000 }, async () => {
    expect(await exported('?competencyIds=11')).toEqual([['A01 Alpha', [['Adams, Pat', 'BA Breathing apparatus', 'Valid'], ['Baker, Pat', 'BA Breathing apparatus', 'Expired']]]]);
    expect(await exported('?band=expiring')).toEqual([['A01 Alpha', [['Baker, Pat', 'FA First aid', 'Expiring within 90 days']]]]);
    expect(await exported(`?from=${at(0)}&to=${at(60)}`)).toEqual([['A01 Alpha', [['Baker, Pat', 'FA First aid', 'Expiring within 90 days']]]]);
    expect(await exported('?stationIds=2')).toEqual([['B02 Bravo', [['Clark, Pat', 'FA First aid', 'No expiry']]]]);
    const preview = await ctx.api.server.inject({ method: 'GET', url: '/reporting/reports/competencies-report/rows?competencyIds=11', headers: admin });
    expect(preview.json().total).toBe(2);
  });

  it('follows a record moved to another person and a renamed station', { timeout: 60_000 }, async () => {
    const events = ctx.producer.server.events;
    await events.publish(employeeCompetencyEvents.updated, record(2, 102, 12, at(30), { lastModifiedDate: later }), { key: '2' });
    await events.publish(locationUpdated, { id: 2, kind: 'station', callSign: 'A00', name: 'Bravo', address: '', postcode: '', phone: '', lastModifiedDate: later }, { key: '2' });
    await vi.waitFor(
      async () =>
        expect(await exported()).toEqual([
          ['A00 Bravo', [['Clark, Pat', 'FA First aid', 'No expiry']]],
          // A person's records in record id order.
          ['A01 Alpha', [['Adams, Pat', 'FA First aid', 'Expiring within 90 days'], ['Adams, Pat', 'BA Breathing apparatus', 'Valid'], ['Baker, Pat', 'BA Breathing apparatus', 'Expired']]],
        ]),
      { timeout: 30_000, interval: 300 },
    );
  });
});
