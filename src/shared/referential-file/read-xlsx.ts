import ExcelJS from 'exceljs';
import { fault } from './faults';
import { columnNamed, type RawRecord, type RawTable, type ReadContext } from './raw-table';
import { boundedZip, type ZipLimits } from '../zip-bounds';

/** A cell the checks will refuse, with what it was, in French. */
export interface InvalidCell {
  invalid: string;
}

/** An xlsx of the largest accepted referential is far below these; a zip bomb is far above. */
export const XLSX_ZIP_LIMITS: ZipLimits = { entries: 200, entryBytes: 40_000_000, totalBytes: 40_000_000 };

/** Columns read at most: every referential has a handful. */
const MAX_COLUMNS = 50;

export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** What exceljs gives for a cell, as a value the checks know: text, number, empty, or what it wrongly is. */
export function cellValue(value: ExcelJS.CellValue): string | number | null | InvalidCell {
  if (value === null || value === undefined) return null;
  // A cell Pupitre neutralised on export ('=…) reads back as it was.
  if (typeof value === 'string') return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return { invalid: `un booléen (${value ? 'VRAI' : 'FAUX'})` };
  if (value instanceof Date) return { invalid: 'une date' };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return { invalid: 'une formule' };
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  if ('error' in value) return { invalid: `une erreur (${String(value.error)})` };
  return { invalid: 'une valeur illisible' };
}

/**
 * The referential's sheet of an xlsx (the sheet named after the type, else the first): a header row naming
 * the columns (accents and case aside), then one row per record; empty rows skipped. exceljs unpacks only
 * the archive written anew from the checked entries (zip-bounds.ts).
 */
export async function readXlsx(bytes: Uint8Array, context: ReadContext): Promise<RawTable> {
  const { faults, columns } = context;
  const empty: RawTable = { sheet: null, lineUnit: 'ligne', records: [] };
  const bounded = boundedZip(bytes, XLSX_ZIP_LIMITS);
  if (!bounded.ok) {
    faults.add(fault({}, `fichier XLSX refusé : ${bounded.reason}`));
    return empty;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // The archive written anew from the checked entries, in a plain ArrayBuffer of its own: what exceljs (JSZip) reads.
    await workbook.xlsx.load(bounded.zip.buffer);
  } catch {
    faults.add(fault({}, 'fichier XLSX illisible : ce n’est pas un classeur Excel valide.'));
    return empty;
  }
  const sheet = workbook.worksheets.find((ws) => ws.name.trim().toLowerCase() === context.type) ?? workbook.worksheets[0];
  if (!sheet) {
    faults.add(fault({}, 'fichier XLSX illisible : le classeur ne contient aucune feuille.'));
    return empty;
  }
  const table: RawTable = { sheet: sheet.name, lineUnit: 'ligne', records: [] };
  const place = { sheet: sheet.name };
  if (sheet.actualRowCount - 1 > context.maxRows) {
    faults.add(fault(place, `plus de ${context.maxRows.toLocaleString('fr-FR')} lignes : découpez le fichier.`));
    return table;
  }

  // The header: which column of the sheet holds which column of the referential.
  const header = sheet.getRow(1);
  const where = new Map<number, string>();
  const width = Math.min(sheet.columnCount, MAX_COLUMNS);
  for (let c = 1; c <= width; c++) {
    const raw = cellValue(header.getCell(c).value);
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    const letter = columnLetter(c);
    const title = typeof raw === 'object' ? '' : String(raw);
    const column = columnNamed(columns, title);
    if (!column) faults.add(fault({ ...place, line: 1, column: letter }, `colonne « ${title.slice(0, 60)} » inconnue (attendues : ${columns.map((x) => x.name).join(', ')}).`));
    else if ([...where.values()].includes(column.name)) faults.add(fault({ ...place, line: 1, column: letter }, `colonne « ${column.name} » en double.`));
    else where.set(c, column.name);
  }
  for (const column of columns) {
    if (![...where.values()].includes(column.name)) faults.add(fault({ ...place, line: 1 }, `colonne « ${column.name} » manquante dans l’en-tête.`));
  }
  if (!faults.empty) return table;

  for (let r = 2; r <= sheet.rowCount && table.records.length <= context.maxRows; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const record: RawRecord = { line: r, cells: new Map() };
    let filled = false;
    for (const [c, name] of where) {
      const value = cellValue(row.getCell(c).value);
      if (value !== null && !(typeof value === 'string' && value.trim() === '')) filled = true;
      record.cells.set(name, { value, column: columnLetter(c) });
    }
    if (filled) table.records.push(record);
  }
  return table;
}
