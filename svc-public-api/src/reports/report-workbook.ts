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

/**
 * Makes typed cells: days as dates, percentages as fractions, text escaped so a formula-like value shows as written.
 * A day's Date is made once per file and shared by its cells (a file holds a few thousand distinct days, and exceljs
 * only reads a cell's Date).
 */
export function excelCells(): (column: ReportColumn, value: Cell) => unknown {
  const days = new Map<string, Date>();
  const dayOf = (value: Cell) => {
    const day = String(value).slice(0, 10);
    let date = days.get(day);
    if (!date) days.set(day, (date = new Date(`${day}T00:00:00.000Z`)));
    return date;
  };
  return (column, value) => {
    if (value === null) return null;
    if (column.type === 'date') return dayOf(value);
    if (column.type === 'percent') return Number(value) / 100;
    if (column.type === 'number') return Number(value);
    return spreadsheetSafe(String(value));
  };
}

/** Sheet XML the zip holds but has not compressed yet, above which the writer waits for it. */
const ZIP_BACKLOG_BYTES = 8 * 1024 * 1024;

type SheetStream = { stream?: { pipes?: { _readableState?: { length: number }; _writableState?: { length: number } }[] } };

/**
 * The bytes of the sheets' XML waiting for the zip: exceljs hands each sheet's XML to the zip (through a stream it
 * does not pause), so rows made faster than deflate compresses them would pile up in memory without this gauge.
 */
export function unzippedBytes(sheets: readonly unknown[]): number {
  let bytes = 0;
  for (const sheet of sheets) for (const pipe of (sheet as SheetStream).stream?.pipes ?? []) bytes += (pipe._readableState?.length ?? 0) + (pipe._writableState?.length ?? 0);
  return bytes;
}

/**
 * Resolves once the zip has taken the sheets' XML down to the backlog allowed (at once when it is under); throws when
 * the file's stream is closed meanwhile (the client went away), since the zip will then take nothing more.
 */
async function zipCaughtUp(sheets: readonly unknown[], out: Writable): Promise<void> {
  while (unzippedBytes(sheets) > ZIP_BACKLOG_BYTES) {
    if (out.destroyed) throw new Error('The file was closed before it was written.');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Puts the sheet added last (the About sheet, written once the rows are counted) first in the book. The zip takes the
 * sheets' XML in the order they were added and waits on a sheet not finished: an About sheet added first would hold
 * every row's XML in memory until the end. The book lists its sheets in the order of its `_worksheets`.
 */
function aboutFirst(book: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const held = book as unknown as { _worksheets: unknown[] };
  const sheets = held._worksheets.filter(Boolean);
  // Indexed from 1, as the book keeps them (slot 0 a hole it skips).
  const reordered: unknown[] = [];
  for (const [n, sheet] of [sheets.at(-1), ...sheets.slice(0, -1)].entries()) reordered[n + 1] = sheet;
  held._worksheets = reordered;
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
  // Deflate at its fastest level (the zip library's default, kept explicit): 18 % bigger files than level 6 for a
  // sixth less CPU, on a machine the store shares.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  book.creator = 'Firecrest';
  const t = translator(heading.language);
  const formats: Partial<Record<ReportColumn['type'], string>> = { date: excelDayFormat(heading.language), percent: '0.0%' };
  const taken = new Set<string>();
  const aboutName = sheetName(t('About'), taken);
  const columns = definition.columns;
  const excelCell = excelCells();
  let sheet: ExcelJS.Worksheet | null = null;
  let sheetKey: Cell | undefined;
  // One style object per column, shared by its cells: exceljs files a style once per object it has not seen, so a
  // copy per cell (what a column's style gives each new cell) costs a style's XML and lookup on every cell.
  const styles = columns.map((c) => (formats[c.type] ? { numFmt: formats[c.type] } : {}));
  const sheets: ExcelJS.Worksheet[] = [];
  const openSheet = (name: string) => {
    const next = book.addWorksheet(sheetName(name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheets.push(next);
    next.columns = columns.map((c, n) => ({ header: t(c.title), key: c.key, width: c.width ?? WIDTHS[c.type], style: styles[n] }));
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
      const added = sheet.addRow(columns.map((c) => excelCell(c, row[c.key] ?? null)));
      for (let n = 0; n < columns.length; n++) added.getCell(n + 1).style = styles[n]!;
      added.commit();
    }
    count += rows.length;
    await zipCaughtUp(sheets, out);
    await onProgress?.(count);
  }
  if (!sheet) sheet = openSheet(heading.title);
  sheet.commit();
  const about = book.addWorksheet(aboutName);
  aboutFirst(book);
  about.columns = [{ width: 18 }, { width: 80 }];
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
