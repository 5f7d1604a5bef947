/** Where and why a file's parser stopped, as a person correcting the file needs it. */
export interface FileParseFault {
  /** 1-based line of the file. */
  line: number;
  /** 1-based column (field) of the row. */
  column: number;
  /** The column's header, when the file has one. */
  columnName: string | null;
  /** One sentence: line, column and what to change. */
  message: string;
}

/** csv-parse's codes for faults in the data (the others are faults in the options, a bug of ours, not the file's). */
const CSV_REASONS: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'a quote appears inside a field that does not start with one; put the whole field in quotes and double each quote inside it ("ab""c")',
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is still open where the file ends; add its closing quote',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted field has text after its closing quote; double each quote that belongs to the text ("ab""c")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted field has text after its closing quote; double each quote that belongs to the text ("ab""c")',
  CSV_MAX_RECORD_SIZE: 'the row is longer than a row may be; a quote left open above it may have joined the rows',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row has more fields than the header (or fewer)',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'the row has more fields than the header (or fewer)',
};
const LENGTH_CODES = new Set(['CSV_RECORD_INCONSISTENT_FIELDS_LENGTH', 'CSV_RECORD_INCONSISTENT_COLUMNS']);

/** What csv-parse puts on its errors: `index` counts the row's fields read so far, `columns` the header it was given. */
type CsvParseError = { code: string; lines: number; index?: number; column?: string | number | null; columns?: unknown };

const isCsvParseError = (err: unknown): err is CsvParseError =>
  err instanceof Error && typeof (err as { code?: unknown }).code === 'string' && typeof (err as { lines?: unknown }).lines === 'number';

/**
 * A csv-parse error as the line, the column and what to change; null for anything else (left to fail as a bug).
 * Every service that reads an uploaded or delivered CSV maps its parser's errors through this, so each import
 * answers a file's fault the same way. `header` names the columns when the parser was not given them.
 */
export function csvParseFault(err: unknown, header: readonly string[] = []): FileParseFault | null {
  if (!isCsvParseError(err)) return null;
  const reason = CSV_REASONS[err.code];
  if (!reason) return null;
  const names = header.length ? header : Array.isArray(err.columns) ? err.columns.map((c: { name?: string } | null) => c?.name ?? '') : [];
  const fields = err.index ?? 0;
  // A row of the wrong length is at fault from the first field it lacks or has too many; any other fault, at the field being read.
  const column = LENGTH_CODES.has(err.code) ? Math.min(fields, names.length || fields - 1) + 1 : fields + 1;
  const columnName = typeof err.column === 'string' ? err.column : names[column - 1] || null;
  const where = `line ${err.lines}, column ${column}${columnName ? ` (${columnName})` : ''}`;
  return { line: err.lines, column, columnName, message: `The file is not valid CSV at ${where}: ${reason}.` };
}
