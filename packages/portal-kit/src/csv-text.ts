import { spreadsheetSafe } from '@firecrest/contracts';

/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; formula-like text is kept as text. */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? spreadsheetSafe(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A CSV file's text, header first, CRLF line ends and a byte order mark, so a spreadsheet opens it as UTF-8 with
 * names such as "Ó Briain" intact.
 */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
