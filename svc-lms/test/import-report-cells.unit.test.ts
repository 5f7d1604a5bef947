import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportXlsx } from '../src/routes/records/import-report';
import type { ImportLogRowDoc } from '../src/models/import-log-row';

describe('LMS import log Excel export (issue 27): a formula-like cell is written as text', () => {
  it('puts the apostrophe before a name from the file that looks like a formula, and keeps the date a date', async () => {
    const createdDate = new Date('2026-11-26T10:00:00Z');
    const row = { succeeded: false, guid: '', serviceNumber: 'SN1', lastName: '=HYPERLINK("http://evil.example")', firstName: '@Sam', courseCode: 'BA', courseName: '', completionStatus: 'Completed', completionDate: '2026-11-20', createdBy: 'admin', createdDate, importErrorTitle: 'Unknown employee', importErrorDescription: '' } as ImportLogRowDoc;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await reportXlsx('LMS import history', 'all', [row])) as never);
    const cells = book.getWorksheet('LMS import log')!.getRow(3);
    expect([cells.getCell(3).value, cells.getCell(4).value, cells.getCell(10).value]).toEqual(['\'=HYPERLINK("http://evil.example")', "'@Sam", createdDate]);
  });
});
