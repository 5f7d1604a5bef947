/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value a spreadsheet opens as text: one starting like a formula gets a leading apostrophe, so
 * `=HYPERLINK(...)` in an address shows as written instead of running. Every CSV or Excel export goes through this.
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** spreadsheetSafe for each cell of a row; numbers, booleans and empties pass as they are. */
export function spreadsheetSafeRow(row: readonly unknown[]): unknown[] {
  return row.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : cell));
}
