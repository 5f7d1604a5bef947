import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { pdfTable, usePdfFonts } from '@firecrest/service-kit';
import type { Cell, ReportColumn, ReportDefinition, Row } from './report-definition';
import type { ReportHeading } from './report-workbook';
import { formatDay, formatMoment, translator } from './report-language';

const WEIGHT: Record<ReportColumn['type'], number> = { text: 3, number: 1, date: 1.3, percent: 1 };
const shown = (column: ReportColumn, value: Cell, language: ReportHeading['language']) =>
  value === null ? '' : column.type === 'percent' ? `${Number(value).toFixed(1)}%` : column.type === 'date' ? formatDay(String(value), language) : String(value);

/**
 * The report as a PDF: landscape A4, the title, the filters used and the date, a table whose header repeats on
 * each page, the row count, and "Page n of m" on every page, in the requester's language.
 */
export async function writeReportPdf(definition: ReportDefinition, batches: AsyncIterable<Row[]>, out: Writable, heading: ReportHeading): Promise<number> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, bufferPages: true, info: { Title: heading.title, Creator: 'Firecrest' } });
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  doc.pipe(out);
  usePdfFonts(doc);
  const columns = definition.columns;
  const t = translator(heading.language);
  const titles = columns.map((c) => t(c.title));
  doc.font('Body-Bold').fontSize(14).text(heading.title, 30, 30);
  doc.font('Body').fontSize(9).fillColor('#555');
  doc.text(`${t('Filters')}: ${heading.filters}`);
  doc.text(`${t('Generated')}: ${formatMoment(heading.generatedAt, heading.language)}`);
  doc.fillColor('black').moveDown(0.5);
  const table = pdfTable(doc, titles, columns.map((c) => WEIGHT[c.type]));
  let count = 0;
  for await (const rows of batches) {
    for (const row of rows) table.row(columns.map((c) => shown(c, row[c.key] ?? null, heading.language)));
    count += rows.length;
  }
  doc.moveDown(0.5).font('Body-Bold').fontSize(9).text(count === 1 ? t('1 row') : t('{count} rows', { count }), 30);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Written in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font('Body').fontSize(8).text(t('Page {page} of {pages}', { page: i + 1, pages: range.count }), 30, doc.page.height - 25, { width: doc.page.width - 60, align: 'right', lineBreak: false });
  }
  doc.end();
  await finished;
  return count;
}
