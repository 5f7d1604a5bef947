import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spreadsheetSafe, spreadsheetSafeCell, spreadsheetSafeRow } from '../src/exports/spreadsheet-cells';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** Where running code lives: every app's and package's src. */
const SOURCE_ROOTS = readdirSync(ROOT)
  .filter((d) => /^(svc-|mf-|shell$)/.test(d))
  .concat(readdirSync(join(ROOT, 'packages')).map((p) => join('packages', p)))
  .map((d) => join(ROOT, d, 'src'));

function sources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What writes a spreadsheet or a CSV: an Excel writer, a CSV writer, or a CSV built by hand (a cell joined with commas). */
const WRITES_CELLS = /from 'exceljs'|from 'csv-stringify|\.join\(','\)\)\.join\('\\r\\n'\)/;
const ESCAPES = /\bspreadsheetSafe(Cell|Row)?\b/;

describe('spreadsheet exports (issue 27): one escaping for every CSV and Excel export', () => {
  it('puts an apostrophe before a cell a spreadsheet would run as a formula, and only there', () => {
    expect(['=1+1', '+44', '-2', '@SUM(A1)', '\tx', '\rx', 'plain', '', "'=already"].map(spreadsheetSafe)).toEqual(["'=1+1", "'+44", "'-2", "'@SUM(A1)", "'\tx", "'\rx", 'plain', '', "'=already"]);
    const day = new Date('2026-11-26T00:00:00Z');
    expect([spreadsheetSafeCell('=cmd'), spreadsheetSafeCell(-3), spreadsheetSafeCell(day), spreadsheetSafeCell(null)]).toEqual(["'=cmd", -3, day, null]);
    expect(spreadsheetSafeRow(['=HYPERLINK("x")', 7, true, undefined])).toEqual(['\'=HYPERLINK("x")', 7, true, undefined]);
  });

  it('is used by every file of running code that writes spreadsheet cells', () => {
    const writers = SOURCE_ROOTS.flatMap(sources).filter((file) => WRITES_CELLS.test(readFileSync(file, 'utf8')));
    // The exports known today; a new one shows up here and must escape its cells too.
    expect(writers.map((f) => relative(ROOT, f)).sort()).toEqual([
      'packages/portal-kit/src/csv-text.ts',
      'svc-lms/src/routes/records/import-report.ts',
      'svc-personnel/src/routes/competency-status/area-status-workbook.ts',
      'svc-public-api/src/reports/report-workbook.ts',
      'svc-public-api/src/routes/incidents/index.ts',
      'svc-system/src/routes/logs/log-export.ts',
    ]);
    for (const file of writers) expect(readFileSync(file, 'utf8'), relative(ROOT, file)).toMatch(ESCAPES);
  });
});
