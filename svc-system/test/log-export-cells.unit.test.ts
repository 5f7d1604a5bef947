import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toXlsx, type ExportColumn } from '../src/routes/logs/log-export';

describe('log Excel export (issue 27): a formula-like cell is written as text with the apostrophe every export puts', () => {
  it('writes a username such as =HYPERLINK(...) as that text behind an apostrophe, numbers and dates as they are', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const columns: ExportColumn<{ username: string; status: number; at: Date }>[] = [
      { header: 'Username', width: 18, value: (r) => r.username },
      { header: 'Status', width: 6, value: (r) => r.status },
      { header: 'Date', width: 18, value: (r) => r.at },
    ];
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx('Audit log', columns, [{ username: '=HYPERLINK("http://evil.example","x")', status: 200, at }])) as never);
    const row = book.getWorksheet('Audit log')!.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]).toEqual(['\'=HYPERLINK("http://evil.example","x")', 200, at]);
  });
});
