import ExcelJS from 'exceljs';
import type { ReferentialFormat, ReferentialRow } from '../../shared/domain/referential';
import { neutraliseCell } from '../../shared/rules/spreadsheet';
import type { ReferentialDefinition } from './definition';
import { XML_ROOT, XML_ROW } from '../../shared/referential-file/read-xml';

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<ReferentialFormat, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function toJson(definition: ReferentialDefinition, rows: readonly ReferentialRow[]): string {
  const ordered = rows.map((row) => Object.fromEntries(definition.columns.map((c) => [c.name, row[c.name] ?? null])));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

function toXml(definition: ReferentialDefinition, rows: readonly ReferentialRow[]): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`, `<${XML_ROOT} type="${definition.type}">`];
  for (const row of rows) {
    lines.push(`  <${XML_ROW}>`);
    for (const column of definition.columns) {
      const value = row[column.name];
      // An empty optional value is left out: the import reads a missing element as empty.
      if (value !== null && value !== undefined) lines.push(`    <${column.name}>${escapeXml(String(value))}</${column.name}>`);
    }
    lines.push(`  </${XML_ROW}>`);
  }
  lines.push(`</${XML_ROOT}>`, '');
  return lines.join('\n');
}

/** The patterns file: a comment saying its format, then `libellé<TAB>motif` per line. */
function toText(definition: ReferentialDefinition, rows: readonly ReferentialRow[]): string {
  const [label, pattern] = definition.columns;
  const lines = [`# ${definition.label} : une ligne par motif, « libellé<TAB>expression régulière ».`];
  for (const row of rows) lines.push(`${String(row[label?.name ?? ''] ?? '')}\t${String(row[pattern?.name ?? ''] ?? '')}`);
  return `${lines.join('\n')}\n`;
}

/** One sheet named after the type, a header row, then the rows; every text cell neutralised (design.md). */
async function toXlsx(definition: ReferentialDefinition, rows: readonly ReferentialRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pupitre';
  const sheet = workbook.addWorksheet(definition.type);
  sheet.columns = definition.columns.map((c) => ({ header: c.name, key: c.name, width: c.kind === 'number' ? 14 : Math.min(60, Math.max(14, (c.maxLength ?? 40) / 3)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(definition.columns.map((c) => {
      const value = row[c.name];
      return typeof value === 'string' ? neutraliseCell(value) : value;
    }));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The referential as a file of one of its formats (the route checks which). */
export async function exportReferential(definition: ReferentialDefinition, rows: readonly ReferentialRow[], format: ReferentialFormat): Promise<ExportFile> {
  const fileName = `${definition.type}.${format}`;
  const contentType = CONTENT_TYPES[format];
  if (format === 'xlsx') return { fileName, contentType, body: await toXlsx(definition, rows) };
  const text = format === 'json' ? toJson(definition, rows) : format === 'xml' ? toXml(definition, rows) : toText(definition, rows);
  return { fileName, contentType, body: Buffer.from(text, 'utf8') };
}
