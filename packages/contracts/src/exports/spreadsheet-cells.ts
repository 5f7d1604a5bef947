/** What a spreadsheet reads as the start of a formula (OWASP "CSV injection"): = + - @, tab, carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value a spreadsheet opens as text: one starting like a formula gets a leading apostrophe, so
 * `=HYPERLINK(...)` in an address shows as written instead of running. Every CSV or Excel export goes through this
 * (directly or through spreadsheetSafeCell/Row), so each shows such a value the same way.
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** spreadsheetSafe for one cell of any type: text is escaped; numbers, dates, booleans and empties pass as they are. */
export function spreadsheetSafeCell<T>(cell: T): T | string {
  return typeof cell === 'string' ? spreadsheetSafe(cell) : cell;
}

/** spreadsheetSafeCell for each cell of a row. */
export function spreadsheetSafeRow(row: readonly unknown[]): unknown[] {
  return row.map(spreadsheetSafeCell);
}
