/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled. A cell that a spreadsheet
 * would read as a formula (starting with = + - @, or a tab or carriage return before one) gets a
 * leading apostrophe, so an attacker's "=HYPERLINK(…)" in a contact form stays text.
 *
 * Only where a formula could start: a signed number — a phone number such as +919812345678 or
 * "+91 98123 45678", an amount such as -500 or -12.50 — is a constant to a spreadsheet, with no
 * operator, reference or function to run, so it is left as it is (no apostrophe in every phone).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]?\d[\d ]*(\.\d+)?$/;

const mayRunAsFormula = (text: string) => FORMULA_START.test(text) && !SIGNED_NUMBER.test(text);

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? String(value) : mayRunAsFormula(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A header row and one row per record, CRLF-separated, with a BOM so Excel reads UTF-8 (₹, names). */
export function toCsv<R>(columns: readonly { header: string; value: (row: R) => string | number | null | undefined }[], rows: readonly R[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(','), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
