import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { spreadsheetSafeCell } from '@firecrest/contracts';
import { usePdfFonts } from '@firecrest/service-kit';

export interface ExportColumn<R> {
  header: string;
  width: number;
  value(row: R): string | number | Date | null;
}

export async function toXlsx<R>(title: string, columns: ExportColumn<R>[], rows: R[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Firecrest';
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width }));
  sheet.getRow(1).font = { bold: true };
  // A username or URL such as `=HYPERLINK(...)` is the caller's text, shown as written like in every other export.
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c, i) => [String(i), spreadsheetSafeCell(c.value(row))])));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const cell = (value: string | number | Date | null) => (value instanceof Date ? value.toISOString().replace('T', ' ').slice(0, 19) : String(value ?? ''));

/** A landscape A4 table: one line per row, each cell cut to its column (the Excel export has the full text). */
export async function toPdf<R>(title: string, subtitle: string, columns: ExportColumn<R>[], rows: R[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: title, Creator: 'Firecrest' } });
  usePdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const usable = doc.page.width - 60;
  const widths = columns.map((c) => (c.width / total) * usable);
  // A header wider than its column wraps; the rows start below the tallest one (a narrow one had overlapped row one).
  const header = () => {
    doc.font('Body-Bold').fontSize(8);
    let x = 30;
    const y = doc.y;
    const height = Math.max(...columns.map((c, i) => doc.heightOfString(c.header, { width: widths[i] - 4 })));
    columns.forEach((c, i) => {
      doc.text(c.header, x, y, { width: widths[i] - 4 });
      x += widths[i];
    });
    doc.x = 30;
    doc.y = y + height + 4;
    doc.font('Body');
  };
  doc.font('Body-Bold').fontSize(14).text(title, 30, 30);
  doc.font('Body').fontSize(9).fillColor('#555').text(subtitle).fillColor('black').moveDown(0.5);
  header();
  for (const row of rows) {
    if (doc.y > doc.page.height - 45) {
      doc.addPage();
      header();
    }
    let x = 30;
    const y = doc.y;
    columns.forEach((c, i) => {
      doc.text(cell(c.value(row)), x, y, { width: widths[i] - 4, lineBreak: false, ellipsis: true, height: 10 });
      x += widths[i];
    });
    doc.x = 30;
    doc.y = y + 11;
  }
  if (rows.length === 0) doc.text('No entries match the filters.');
  doc.end();
  return done;
}
