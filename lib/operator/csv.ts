import { stringify } from "csv-stringify/sync";

// Every character a spreadsheet may split cells on: the comma, the semicolon of semicolon locales, the tab, and line
// breaks. A field holding any of them (or a quote) is quoted, so a conforming reader keeps it one cell.
const SEPARATOR_OR_QUOTE = /[,;\t"\r\n]/;

// A cell starting with one of these is a formula to Excel, LibreOffice, Google Sheets or Numbers (CSV injection;
// the full-width forms are what Numbers normalises). csv-stringify's `escape_formulas` defuses them at the start of
// a field only; a reader that splits on a separator despite the quotes (a "Text to Columns", a semicolon locale
// guessing) would start new cells inside the field, so those starts are defused here too, the same way (OWASP: a
// leading single quote makes the cell text).
const CELL_START_INSIDE_FIELD = /(?<=[,;\t\r\n])(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

function cellText(value: unknown): string | number {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return (value instanceof Date ? value.toISOString() : String(value)).replace(CELL_START_INSIDE_FIELD, "'");
}

/** CSV (RFC 4180, CRLF) for spreadsheets: fields with any separator quoted, and every place a cell could start defused. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(cellText)),
    { eof: true, record_delimiter: "\r\n", quoted_match: SEPARATOR_OR_QUOTE, escape_formulas: true },
  );
}
