import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../shared/rules/spreadsheet';

/**
 * A table written as xlsx (exceljs) or as csv (UTF-8 with a BOM, `;` separators, as a French spreadsheet opens
 * it). Every text cell is neutralised first (design.md: `= + - @`, tab, CR get a leading `'`); numbers stay
 * numbers.
 */

export type SheetCell = string | number | null;

export interface Sheet {
  name: string;
  headers: readonly string[];
  rows: readonly SheetCell[][];
  /** Column widths in characters (xlsx). */
  widths?: readonly number[];
}

const text = (value: SheetCell): string | number => (value === null ? '' : typeof value === 'number' ? value : neutraliseCell(value));

export async function toXlsx(sheets: readonly Sheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pupitre';
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.headers.map((header, i) => ({ header: neutraliseCell(header), width: sheet.widths?.[i] ?? 18 }));
    worksheet.getRow(1).font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of sheet.rows) worksheet.addRow(row.map(text));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvCell(value: SheetCell): string {
  const cell = String(text(value));
  return /[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsv(sheet: Sheet): string {
  const lines = [sheet.headers, ...sheet.rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
