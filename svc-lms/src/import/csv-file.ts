import { Readable } from 'node:stream';
import { parse, type InfoRecord } from 'csv-parse';
import { LMS_CSV_COLUMNS, type LmsCsvColumn } from '@firecrest/contracts';
import { csvParseFault } from '@firecrest/service-kit';

/** A file that cannot be imported at all: the message is shown as it is. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream', '']);

/** §5: only .csv is accepted. Browsers send Excel's type for .csv on Windows, and nothing for unknown extensions. */
export function assertCsvFile(type: string, fileName: string) {
  const mime = type.split(';')[0]!.trim().toLowerCase();
  const byName = fileName ? /\.csv$/i.test(fileName) : true;
  if (!CSV_TYPES.has(mime) || !byName) {
    throw new ImportFileError(`Only .csv files can be imported; ${fileName ? `"${fileName}"` : 'this file'} is ${mime || 'of an unknown type'}.`);
  }
}

const normalise = (header: string) => header.replace(/[\s_-]+/g, '').toLowerCase();
const KNOWN = new Map<string, LmsCsvColumn>(LMS_CSV_COLUMNS.map((c) => [normalise(c), c]));

export type CsvRow = { rowNumber: number; fields: Record<LmsCsvColumn, string>; columnCountError: string | null };

/**
 * The rows of an LMS CSV, streamed (a 100,000-row file is never held as records): BOM, quoted fields with commas,
 * quotes and line breaks, CRLF, and blank lines are handled by csv-parse. The header row is checked first; rows are
 * numbered as in the file (the header is row 1).
 */
export async function* csvRows(content: Buffer | Readable): AsyncGenerator<CsvRow> {
  const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
  // Seen as the parser reads each record: when it meets a fault, the records it had read ahead never reach the loop,
  // and the fault's message still names the header's column. The loop takes each record's line from `lineOf`.
  let header: string[] = [];
  const lineOf: number[] = [];
  const seen = (record: string[], context: InfoRecord) => {
    if (!header.length && record.some((cell) => cell !== '')) header = record;
    lineOf.push(context.lines);
    return record;
  };
  const parser = source.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 64 * 1024, on_record: seen }));
  let columns: (LmsCsvColumn | null)[] | null = null;
  let rows = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = lineOf.shift() ?? 0;
      if (record.every((cell) => cell === '')) continue;
      if (!columns) {
        columns = checkedHeader(record);
        continue;
      }
      rows++;
      const fields = Object.fromEntries(LMS_CSV_COLUMNS.map((c) => [c, ''])) as Record<LmsCsvColumn, string>;
      columns.forEach((column, i) => {
        if (column) fields[column] = record[i] ?? '';
      });
      const columnCountError = record.length === columns.length ? null : `The row has ${record.length} fields; the header has ${columns.length}.`;
      yield { rowNumber: line, fields, columnCountError };
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    const fault = csvParseFault(err, header);
    if (fault) throw new ImportFileError(fault.message);
    throw err;
  }
  if (!columns) throw new ImportFileError('The file is empty: it has no header row and no rows.');
  if (rows === 0) throw new ImportFileError('The file has only a header row: there are no completions to import.');
}

function checkedHeader(record: string[]): (LmsCsvColumn | null)[] {
  if (record.some((cell) => cell.includes('\u0000'))) throw new ImportFileError('The file is not a CSV text file.');
  const columns = record.map((h) => KNOWN.get(normalise(h)) ?? null);
  const unexpected = record.filter((_, i) => !columns[i] && record[i] !== '');
  const missing: string[] = [];
  if (!columns.includes('CourseCode')) missing.push('CourseCode');
  if (!columns.includes('CompletionDate')) missing.push('CompletionDate');
  if (!columns.includes('GUID') && !columns.includes('ServiceNumber')) missing.push('GUID or ServiceNumber');
  const repeated = columns.filter((c, i) => c && columns.indexOf(c) !== i);
  if (missing.length || unexpected.length || repeated.length) {
    const parts = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unexpected.length ? `unexpected ${unexpected.map((u) => `"${u.slice(0, 40)}"`).join(', ')}` : '',
      repeated.length ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw new ImportFileError(`The columns are not those of the template (${parts.join('; ')}). Expected: ${LMS_CSV_COLUMNS.join(', ')}.`);
  }
  return columns;
}

/** The template (GET /lmsrecords/template/csv): the header row and one example. */
export const templateCsv = () =>
  `${LMS_CSV_COLUMNS.join(',')}\r\n` + `0f8fad5b-d9cb-469f-a165-70867728950e,SN1001,Smith,Jane,BA01,Breathing apparatus,Completed,${new Date().toISOString().slice(0, 10)}\r\n`;
