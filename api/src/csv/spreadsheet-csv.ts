import { stringify, type Stringifier } from "csv-stringify";

/**
 * What makes a spreadsheet read a cell as a formula: `=`, `+`, `-` or `@` first (also their
 * full-width forms, which some spreadsheets fold into them), or a tab or carriage return first;
 * leading spaces and line breaks do not hide them.
 */
const FORMULA_START = /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;
/** A plain number ("-74.81543", "-74,81543", "+3") is a value, not a formula: it stays a number. */
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A text cell as a spreadsheet must show it: one it would run as a formula gets a leading
 * apostrophe, so it is shown as the text it is (docs/staff.md#export).
 */
export function guardCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export interface SpreadsheetCsvOptions {
  columns: readonly string[];
  /** "windows" (CRLF) for the staff's Excel, "unix" for the open data. */
  recordDelimiter: "windows" | "unix";
}

/**
 * The one way the app writes CSV: UTF-8 with a byte-order mark (Excel in Spanish reads UTF-8 only
 * after it), `;` between cells (the decimal separator of es-CO is the comma), and every string cell
 * through `guardCell`, so that no text a person typed (an address, a category's name) can run in a
 * spreadsheet, whatever the column. Numbers are written as they are.
 */
export function spreadsheetCsv({ columns, recordDelimiter }: SpreadsheetCsvOptions): Stringifier {
  return stringify({
    bom: true,
    delimiter: ";",
    header: true,
    columns: [...columns],
    record_delimiter: recordDelimiter,
    cast: { string: (value) => guardCell(value) },
  });
}
