/**
 * Cells of every csv or xlsx file the product writes (design.md): a spreadsheet reads a cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (formula injection, OWASP "CSV Injection"), and
 * "Ouvrir" hands a downloaded export straight to it. Such a cell gets a leading `'`, shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
