import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { spreadsheetSafeCell } from '@firecrest/contracts';
import { pdfTable, usePdfFonts } from '@firecrest/service-kit';
import type { ImportLogRowDoc } from '../../models/import-log-row';

interface Column {
  header: string;
  width: number;
  value(row: ImportLogRowDoc): string | Date;
}

/** The §2.8 history columns. */
export const REPORT_COLUMNS: Column[] = [
  { header: 'Status', width: 9, value: (r) => (r.succeeded ? 'OK' : 'Failed') },
  { header: 'GUID', width: 22, value: (r) => r.guid || r.serviceNumber },
  { header: 'Last name', width: 16, value: (r) => r.lastName },
  { header: 'First name', width: 14, value: (r) => r.firstName },
  { header: 'Course code', width: 11, value: (r) => r.courseCode },
  { header: 'Course name', width: 22, value: (r) => r.courseName },
  { header: 'Completion status', width: 12, value: (r) => r.completionStatus },
  { header: 'Completion date', width: 12, value: (r) => r.completionDate },
  { header: 'Imported by', width: 14, value: (r) => r.createdBy },
  { header: 'Imported date', width: 17, value: (r) => r.createdDate },
  { header: 'Error', width: 40, value: (r) => [r.importErrorTitle, r.importErrorDescription].filter(Boolean).join(': ') },
];

const text = (value: string | Date) => (value instanceof Date ? value.toISOString().replace('T', ' ').slice(0, 16) : value);

/** Excel: a title row (what and which filters), the header row, then one row per import log row. */
export async function reportXlsx(title: string, filters: string, rows: ImportLogRowDoc[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Firecrest';
  const sheet = workbook.addWorksheet('LMS import log');
  sheet.columns = REPORT_COLUMNS.map((c) => ({ width: c.width }));
  const titleRow = sheet.addRow([`${title} (${filters})`]);
  titleRow.font = { bold: true, size: 13 };
  sheet.mergeCells(1, 1, 1, REPORT_COLUMNS.length);
  const header = sheet.addRow(REPORT_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  for (const row of rows) sheet.addRow(REPORT_COLUMNS.map((c) => spreadsheetSafeCell(c.value(row))));
  sheet.getColumn(10).numFmt = 'yyyy-mm-dd hh:mm';
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** PDF: landscape A4, the title and filters, then a table whose header repeats on every page. */
export async function reportPdf(title: string, filters: string, rows: ImportLogRowDoc[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: title, Creator: 'Firecrest' } });
  usePdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Body-Bold').fontSize(14).text(title, 30, 30);
  doc.font('Body').fontSize(9).fillColor('#555').text(filters).fillColor('black').moveDown(0.5);
  const table = pdfTable(doc, REPORT_COLUMNS.map((c) => c.header), REPORT_COLUMNS.map((c) => c.width));
  for (const row of rows) table.row(REPORT_COLUMNS.map((c) => text(c.value(row))));
  if (!rows.length) doc.font('Body').fontSize(9).text('No import log rows match the filters.');
  doc.end();
  return done;
}
