import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetSafe, type Language } from '@firecrest/contracts';
import type { Cell, ReportColumn, ReportDefinition, Row } from './report-definition';
import { excelDayFormat, formatMoment, translator } from './report-language';

/** What a file says about how it was made: shown on the workbook's first sheet and under the PDF's title. */
export interface ReportHeading {
  /** The report's title in the file's language. */
  title: string;
  /** The filters in words, in the file's language (describeFilters). */
  filters: string;
  generatedAt: Date;
  /** The requester's language: column titles, the files' own words and dates. */
  language: Language;
}

const WIDTHS: Record<ReportColumn['type'], number> = { text: 28, number: 12, date: 12, percent: 12 };

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the book. */
export function sheetName(wanted: string, taken: Set<string>): string {
  const base = (wanted.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Rows').slice(0, 31);
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A typed cell: days as dates, percentages as fractions, text escaped so a formula-like value shows as written. */
function excelCell(column: ReportColumn, value: Cell): unknown {
  if (value === null) return null;
  if (column.type === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00.000Z`);
  if (column.type === 'percent') return Number(value) / 100;
  if (column.type === 'number') return Number(value);
  return spreadsheetSafe(String(value));
}

/**
 * Streams the report as a workbook: an "About" sheet (title, filters, date, row count), then the rows on one sheet,
 * or one sheet per value of the report's worksheet column. Header row frozen and bold; rows are committed as they
 * come, so memory does not grow with the row count. Sheet and column titles, the About sheet's words and the date
 * format are the requester's language.
 */
export async function writeReportWorkbook(
  definition: ReportDefinition,
  batches: AsyncIterable<Row[]>,
  out: Writable,
  heading: ReportHeading,
  onProgress?: (rows: number) => Promise<void>,
): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Firecrest';
  const t = translator(heading.language);
  const formats: Partial<Record<ReportColumn['type'], string>> = { date: excelDayFormat(heading.language), percent: '0.0%' };
  const taken = new Set<string>();
  const about = book.addWorksheet(sheetName(t('About'), taken));
  about.columns = [{ width: 18 }, { width: 80 }];
  const columns = definition.columns;
  let sheet: ExcelJS.Worksheet | null = null;
  let sheetKey: Cell | undefined;
  const openSheet = (name: string) => {
    const next = book.addWorksheet(sheetName(name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    next.columns = columns.map((c) => ({ header: t(c.title), key: c.key, width: c.width ?? WIDTHS[c.type], style: formats[c.type] ? { numFmt: formats[c.type] } : {} }));
    next.getRow(1).font = { bold: true };
    next.getRow(1).commit();
    return next;
  };
  let count = 0;
  for await (const rows of batches) {
    for (const row of rows) {
      const key = definition.worksheetBy ? (row[definition.worksheetBy] ?? null) : null;
      if (!sheet || (definition.worksheetBy && key !== sheetKey)) {
        sheet?.commit();
        sheet = openSheet(definition.worksheetBy ? String(key ?? t('None')) : heading.title);
        sheetKey = key;
      }
      sheet.addRow(columns.map((c) => excelCell(c, row[c.key] ?? null))).commit();
    }
    count += rows.length;
    await onProgress?.(count);
  }
  if (!sheet) sheet = openSheet(heading.title);
  sheet.commit();
  for (const [label, value] of [
    [t('Report'), heading.title],
    [t('Filters'), heading.filters],
    [t('Generated'), formatMoment(heading.generatedAt, heading.language)],
    [t('Rows'), count],
  ] as const) {
    about.addRow([label, typeof value === 'string' ? spreadsheetSafe(value) : value]).commit();
  }
  about.commit();
  await book.commit();
  return count;
}
