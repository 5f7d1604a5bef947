import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { areaStatusXlsx } from '../src/routes/competency-status/area-status-workbook';

describe('area status Excel export (issue 27): station text that looks like a formula is written as text', () => {
  it('puts the apostrophe before a formula-like call sign or name, and keeps the counts as numbers', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await areaStatusXlsx(30, [{ stationId: 1, callSign: '+S1', name: '=cmd|"/c calc"!A1', people: 4, expired: 1, expiring: 2, valid: 1, none: 0, expiringWithin: { 30: 2 } }])) as never);
    const row = book.getWorksheet('Area status')!.getRow(2);
    expect(row.values).toEqual([undefined, "'+S1", '\'=cmd|"/c calc"!A1', 4, 1, 2, 1, 0]);
  });
});
