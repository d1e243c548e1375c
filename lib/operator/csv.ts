import { stringify } from "csv-stringify/sync";

// A cell starting with one of these is a formula to Excel, LibreOffice and Google Sheets (CSV injection);
// OWASP's advice: prefix it with a single quote so it is shown as text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(value: unknown): string {
  const text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** CSV (RFC 4180 quoting by csv-stringify) with every cell defused against formula injection. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(escapeFormula)),
    { eof: true, record_delimiter: "\r\n" },
  );
}
