/** A value of a CSV cell as the report builders hand it over. */
export type CsvCell = string | number | null | undefined;

// What a spreadsheet may run as a formula: a cell opening with one of these, even after blanks
// (Excel and LibreOffice trim leading spaces and line breaks before they look for a formula).
// Tab and carriage return are both triggers and blanks, so a run of blanks holding either one counts.
const FORMULA_START = /^[ \n\v\f]*[=+\-@\t\r]/;

/**
 * The one guard against CSV formula injection (OWASP "CSV injection"): a text that a spreadsheet
 * would read as a formula gets a leading single quote, so it shows as text; NUL characters, which
 * would hide a formula behind them, are removed. Numbers pass as they are: a negative number is data.
 */
export function neutraliseCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = value.replace(/\0/g, '');
  return FORMULA_START.test(text) ? `'${text}` : text;
}
