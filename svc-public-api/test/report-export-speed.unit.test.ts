import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bandLabels } from '../src/reports/competency-export';
import { competenciesReport } from '../src/reports/definitions/competencies-report';
import { excelCells, unzippedBytes, writeReportWorkbook } from '../src/reports/report-workbook';
import type { ReportColumn, Row } from '../src/reports/report-definition';

const column = (type: ReportColumn['type']): ReportColumn => ({ key: 'k', title: 'K', type });

describe('the workbook’s typed cells', () => {
  it('types days, percentages and numbers, escapes formula-like text, leaves nothing empty', () => {
    const cell = excelCells();
    expect(cell(column('date'), '2026-05-01')).toEqual(new Date('2026-05-01T00:00:00.000Z'));
    expect(cell(column('percent'), 25)).toBe(0.25);
    expect(cell(column('number'), '7')).toBe(7);
    expect(cell(column('text'), '=SUM(A1)')).toBe("'=SUM(A1)");
    expect(cell(column('date'), null)).toBeNull();
  });

  it('makes one Date per day for a file, shared by its cells, and a new one for another file', () => {
    const cell = excelCells();
    const first = cell(column('date'), '2026-05-01');
    expect(cell(column('date'), '2026-05-01T10:00:00Z')).toBe(first);
    expect(cell(column('date'), '2026-05-02')).not.toBe(first);
    expect(excelCells()(column('date'), '2026-05-01')).not.toBe(first);
  });
});

describe('the zip’s backlog of sheet XML', () => {
  it('adds what the streams between the sheets and the zip hold, read and write sides', () => {
    const sheet = (...held: [number, number][]) => ({ stream: { pipes: held.map(([r, w]) => ({ _readableState: { length: r }, _writableState: { length: w } })) } });
    expect(unzippedBytes([sheet([65_536, 1_000]), sheet(), sheet([0, 24])])).toBe(66_560);
  });

  it('is nothing for sheets that hand on no stream', () => {
    expect(unzippedBytes([{}, { stream: {} }])).toBe(0);
  });
});

describe('the competencies export’s expiry band labels', () => {
  it('labels each expiry date on the day as the bands do', () => {
    const band = bandLabels('2026-06-01');
    expect([band(null), band('2026-05-31'), band('2026-06-01'), band('2026-08-30'), band('2026-08-31')]).toEqual([
      'No expiry',
      'Expired',
      'Expiring within 90 days',
      'Expiring within 90 days',
      'Valid',
    ]);
  });
});

describe('the workbook writer behind a reader that stops', () => {
  it('stops taking rows once the zip is behind, and fails when the file is closed', async () => {
    const out = new PassThrough();
    const total = 60_000;
    let handed = 0;
    async function* batches(): AsyncGenerator<Row[]> {
      for (let start = 0; start < total; start += 2_000) {
        yield Array.from({ length: 2_000 }, (_, k) => ({ employee: `Person ${start + k}`, gartanId: `G${start + k}`, station: 'A01 Alpha', competency: 'Breathing apparatus', status: 'Achieved', startDate: '2025-01-02', expiryDate: '2027-01-02', band: 'Valid' }));
      }
    }
    // Nobody reads the file; it is closed after the first rows, as when the client goes away.
    const written = writeReportWorkbook(competenciesReport, batches(), out, { title: 'Employee competencies', filters: '', generatedAt: new Date(), language: 'en-GB' }, async (rows) => {
      handed = rows;
      if (rows === 4_000) out.destroy();
    });
    await expect(written).rejects.toThrow('The file was closed before it was written.');
    expect(handed).toBeGreaterThanOrEqual(4_000);
    expect(handed).toBeLessThan(total);
  });
});
