import type { ReferentialRow, ReferentialValue } from '../domain/referential';
import type { CheckedRow, ColumnRules, ReferentialRules } from './rules';
import { fault, type FaultList, type ReferentialFault } from './faults';
import type { RawCell, RawTable } from './raw-table';

/** C0 controls and DEL: a tab or a line break inside a cell would break the text and xml files. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;
const KIND_NAMES: Record<ColumnRules['kind'], string> = { text: 'texte', number: 'nombre', url: 'adresse web' };

function isInvalid(value: unknown): value is { invalid: string } {
  return typeof value === 'object' && value !== null && 'invalid' in value;
}

/** One cell checked against its column: its value, or the French reason it is refused. */
export function checkCell(column: ColumnRules, raw: unknown): { value: ReferentialValue } | { reason: string } {
  if (isInvalid(raw)) return { reason: `${KIND_NAMES[column.kind]} attendu, ${raw.invalid} reçu(e).` };
  if (raw !== null && raw !== undefined && typeof raw !== 'string' && typeof raw !== 'number') return { reason: `${KIND_NAMES[column.kind]} attendu.` };
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return column.required ? { reason: 'valeur obligatoire manquante.' } : { value: null };
  let value: string | number;
  if (column.kind === 'number') {
    if (typeof raw === 'number') value = raw;
    else if (DECIMAL.test(text)) value = Number(text.replace(',', '.'));
    else return { reason: `nombre attendu, « ${text.slice(0, 40)} » reçu.` };
    if (!Number.isFinite(value)) return { reason: `nombre attendu, « ${text.slice(0, 40)} » reçu.` };
    if (column.min !== undefined && value < column.min) return { reason: `${value} est inférieur au minimum ${column.min}.` };
    if (column.max !== undefined && value > column.max) return { reason: `${value} est supérieur au maximum ${column.max}.` };
  } else {
    if (hasControl(text)) return { reason: 'caractère de contrôle (tabulation, retour à la ligne…) interdit.' };
    if (column.maxLength !== undefined && text.length > column.maxLength) return { reason: `${column.maxLength} caractères au plus (${text.length} reçus).` };
    if (column.kind === 'url') {
      let url: URL | null = null;
      try {
        url = new URL(text);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return { reason: `adresse web http(s) attendue, « ${text.slice(0, 60)} » reçu.` };
    }
    value = text;
  }
  const reason = column.check?.(value) ?? null;
  return reason ? { reason } : { value };
}

/**
 * The records of a file checked as rows of the referential: every cell against its column, keys unique,
 * then the referential's own rules across rows. Faults go to `faults`; the rows are meaningful only when
 * there are none.
 */
export function checkRows(rules: ReferentialRules, table: RawTable, faults: FaultList): CheckedRow[] {
  const rows: CheckedRow[] = [];
  const firstLine = new Map<string, number>();
  const placeOf = (record: { line: number }, cell: RawCell | undefined, field: string) => ({
    sheet: table.sheet,
    line: cell?.line ?? record.line,
    lineUnit: table.lineUnit,
    column: cell?.column ?? null,
    field,
  });
  for (const record of table.records) {
    const row: Record<string, ReferentialValue> = {};
    const places: Record<string, { line: number; column: string | null }> = {};
    let valid = true;
    for (const column of rules.columns) {
      const cell = record.cells.get(column.name);
      const place = placeOf(record, cell, column.name);
      places[column.name] = { line: place.line, column: place.column };
      const checked = checkCell(column, cell?.value ?? null);
      if ('reason' in checked) {
        faults.add(fault(place, checked.reason));
        valid = false;
      } else row[column.name] = checked.value;
    }
    if (faults.full) break;
    if (!valid) continue;
    const key = String(row[rules.key]);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      const place = placeOf(record, record.cells.get(rules.key), rules.key);
      faults.add(fault(place, `« ${key.slice(0, 60)} » en double (déjà ${table.lineUnit} ${earlier}).`));
      continue;
    }
    firstLine.set(key, record.line);
    rows.push({ row: row as ReferentialRow, line: record.line, places });
  }
  if (faults.empty && rules.checkRows) {
    const place = (r: CheckedRow, field: string): Omit<ReferentialFault, 'message'> => ({
      sheet: table.sheet,
      line: r.places[field]?.line ?? r.line,
      lineUnit: table.lineUnit,
      column: r.places[field]?.column ?? null,
      field,
    });
    for (const f of rules.checkRows(rows, place)) faults.add(f);
  }
  return rows;
}
